import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The Noto faces the signed agreement may need, one per script family. */
export const fontFaces = {
  latin: { pkg: '@expo-google-fonts/noto-sans', file: 'NotoSans_400Regular.ttf' },
  arabic: { pkg: '@expo-google-fonts/noto-sans-arabic', file: 'NotoSansArabic_400Regular.ttf' },
  devanagari: { pkg: '@expo-google-fonts/noto-sans-devanagari', file: 'NotoSansDevanagari_400Regular.ttf' },
  cjk: { pkg: '@expo-google-fonts/noto-sans-sc', file: 'NotoSansSC_400Regular.ttf' },
  hangul: { pkg: '@expo-google-fonts/noto-sans-kr', file: 'NotoSansKR_400Regular.ttf' },
} as const;
export type FontFace = keyof typeof fontFaces;

/** Where the Lambda bundle keeps the fonts (copied next to the handler at bundling time). */
export const bundledFontDir = 'fonts';

function fontPath(face: FontFace): string {
  const { pkg, file } = fontFaces[face];
  const here = dirname(fileURLToPath(import.meta.url));
  const bundled = join(here, bundledFontDir, file);
  if (existsSync(bundled)) return bundled;
  return createRequire(import.meta.url).resolve(`${pkg}/400Regular/${file}`);
}

const cache = new Map<FontFace, Promise<Uint8Array>>();

/** The TTF bytes of a face, read once per process. */
export function fontBytes(face: FontFace): Promise<Uint8Array> {
  let bytes = cache.get(face);
  if (!bytes) {
    bytes = readFile(fontPath(face)).then((b) => new Uint8Array(b));
    cache.set(face, bytes);
  }
  return bytes;
}

const ranges: readonly (readonly [number, number, FontFace])[] = [
  [0x0600, 0x06ff, 'arabic'],
  [0x0750, 0x077f, 'arabic'],
  [0x08a0, 0x08ff, 'arabic'],
  [0xfb50, 0xfdff, 'arabic'],
  [0xfe70, 0xfeff, 'arabic'],
  [0x0900, 0x097f, 'devanagari'],
  [0xa8e0, 0xa8ff, 'devanagari'],
  [0x1100, 0x11ff, 'hangul'],
  [0x3130, 0x318f, 'hangul'],
  [0xac00, 0xd7af, 'hangul'],
  [0x2e80, 0x2fff, 'cjk'],
  [0x3000, 0x30ff, 'cjk'],
  [0x3400, 0x4dbf, 'cjk'],
  [0x4e00, 0x9fff, 'cjk'],
  [0xf900, 0xfaff, 'cjk'],
  [0xff00, 0xffef, 'cjk'],
];

/**
 * The face a character needs, or undefined for a neutral character (space, digit, ASCII punctuation)
 * that any face can show and that joins the run around it.
 */
export function faceOf(codePoint: number): FontFace | undefined {
  if (codePoint < 0x80 && !/[A-Za-z]/.test(String.fromCodePoint(codePoint))) return undefined;
  if (codePoint >= 0x2000 && codePoint <= 0x206f) return undefined; // general punctuation
  for (const [from, to, face] of ranges) if (codePoint >= from && codePoint <= to) return face;
  return 'latin';
}
