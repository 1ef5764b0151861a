import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../../../shared/i18n/money';

describe('the money format', () => {
  it('shows a whole amount without cents', () => {
    expect(formatMoney(218, 'en')).toBe('$218');
    expect(formatMoney(0, 'en')).toBe('$0');
    expect(formatMoney(1234, 'de')).toBe('1.234\u00a0$');
    expect(formatMoney(1234, 'tr')).toBe('$1.234');
  });

  it('shows cents when there are any, always two digits', () => {
    expect(formatMoney(218.5, 'en')).toBe('$218.50');
    expect(formatMoney(0.05, 'en')).toBe('$0.05');
    expect(formatMoney(218.5, 'fr')).toBe('218,50\u00a0$US');
  });

  it('treats a float that is whole to the cent as whole', () => {
    expect(formatMoney(0.1 + 0.2 + 217.7, 'en')).toBe('$218');
  });

  it('writes the amount in the reader’s language', () => {
    expect(formatMoney(69, 'ar')).toMatch(/^\u200f?69\s?US\$$/u);
    expect(formatMoney(69, 'ja')).toBe('$69');
    expect(formatMoney(69, 'zh')).toBe('US$69');
  });

  it('takes another currency when asked', () => {
    expect(formatMoney(30, 'en', 'EUR')).toBe('€30');
  });

  it('is the only currency format in the sources (pages, islands, mails, PDFs)', () => {
    const root = fileURLToPath(new URL('../../../../', import.meta.url));
    const files = execFileSync('git', ['ls-files', 'site', 'shared', 'functions', 'infra'], {
      cwd: root,
      encoding: 'utf8',
    })
      .split('\n')
      .filter((f) => /\.(ts|tsx|astro)$/.test(f) && f !== 'shared/i18n/money.ts');
    const others = files.filter((f) =>
      /style:\s*'currency'|toFixed\(2\)/.test(readFileSync(`${root}${f}`, 'utf8')),
    );
    expect(others).toEqual([]);
  });
});
