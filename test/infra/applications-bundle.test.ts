import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { localeCodes } from '../../shared/locales';
import { synthEta } from './synth';

/** The asset folders with fonts in the synthesised cloud assembly (applications, payments, documents). */
let assetDirs: string[];

beforeAll(() => {
  const { app } = synthEta({}, { bundle: true });
  const { directory } = app.synth();
  const dirs = readdirSync(directory)
    .map((name) => join(directory, name))
    .filter((dir) => statSync(dir).isDirectory() && existsSync(join(dir, 'fonts')));
  if (dirs.length !== 3) throw new Error(`expected three assets with fonts, found ${dirs.length}`);
  assetDirs = dirs;
});

describe.each([0, 1, 2])('the PDF-building Lambda bundle %i (applications, payments, documents)', (index) => {
  const assetDir = () => assetDirs[index] ?? '';

  it('stays within the 150 KB budget (minified, AWS SDK and PDF/mail libraries outside)', () => {
    expect(statSync(join(assetDir(), 'index.mjs')).size).toBeLessThanOrEqual(150 * 1024);
  });

  it('ships the PDF and mail libraries beside the bundle', () => {
    for (const pkg of [
      'pdf-lib',
      '@pdf-lib/fontkit',
      '@pdf-lib/standard-fonts',
      '@pdf-lib/upng',
      'pako',
      'nodemailer',
    ]) {
      expect(existsSync(join(assetDir(), 'node_modules', pkg, 'package.json')), pkg).toBe(true);
    }
  });

  it('ships the mail dictionary of every locale beside the bundle, not inside it', () => {
    expect(readdirSync(join(assetDir(), 'i18n', 'mail')).sort()).toEqual(
      localeCodes.map((code) => `${code}.json`).sort(),
    );
  });

  it('ships the five Noto faces the signed agreement may need', () => {
    expect(readdirSync(join(assetDir(), 'fonts')).sort()).toEqual([
      'NotoSansArabic_400Regular.ttf',
      'NotoSansDevanagari_400Regular.ttf',
      'NotoSansKR_400Regular.ttf',
      'NotoSansSC_400Regular.ttf',
      'NotoSans_400Regular.ttf',
    ]);
  });
});
