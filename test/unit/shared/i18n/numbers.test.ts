import { describe, expect, it } from 'vitest';
import { formatNumber } from '../../../../shared/i18n/numbers';
import { locales } from '../../../../shared/locales';

describe('formatNumber', () => {
  it('writes 0–999 in every site locale exactly as Intl.NumberFormat does (its shortcut skips Intl)', () => {
    for (const { code } of locales) {
      const intl = new Intl.NumberFormat(code);
      for (let n = 0; n < 1000; n++) expect(formatNumber(code, n), `${code} ${n}`).toBe(intl.format(n));
    }
  });

  it('formats larger, fractional and negative numbers for the language', () => {
    expect(formatNumber('de', 1234.5)).toBe('1.234,5');
    expect(formatNumber('fr', 12_345)).toBe(new Intl.NumberFormat('fr').format(12_345));
    expect(formatNumber('en', -3)).toBe('-3');
    expect(formatNumber('hi', 1_000_000)).toBe('10,00,000');
  });
});
