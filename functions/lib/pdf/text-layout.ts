import type { PDFDocument, PDFFont, PDFPage, RGB } from 'pdf-lib';
import { faceOf, fontBytes, type FontFace } from './fonts';

/** A piece of text drawn with one font. */
export interface Run {
  readonly text: string;
  readonly font: PDFFont;
  readonly rtl: boolean;
}

/**
 * Embeds the Noto faces on demand (subset: only the glyphs used end up in the PDF) and splits text
 * into runs by script, so that Latin, Cyrillic, Greek, Arabic, Devanagari, Chinese, Japanese and
 * Korean all render. Arabic runs are shaped and put in visual order by fontkit.
 */
export class FontSet {
  private readonly fonts = new Map<FontFace, Promise<{ font: PDFFont; chars: Set<number> }>>();

  constructor(private readonly pdf: PDFDocument) {}

  private load(face: FontFace) {
    let entry = this.fonts.get(face);
    if (!entry) {
      entry = fontBytes(face).then(async (bytes) => {
        const font = await this.pdf.embedFont(bytes, { subset: true });
        return { font, chars: new Set(font.getCharacterSet()) };
      });
      this.fonts.set(face, entry);
    }
    return entry;
  }

  async runs(text: string): Promise<Run[]> {
    const pieces: { face: FontFace; text: string }[] = [];
    for (const char of text) {
      const code = char.codePointAt(0) ?? 0x20;
      const last = pieces[pieces.length - 1];
      let face = faceOf(code);
      if (face === undefined) {
        face = last?.face ?? 'latin';
        if (!(await this.load(face)).chars.has(code)) face = 'latin';
      }
      if (last && last.face === face) last.text += char;
      else pieces.push({ face, text: char });
    }
    const runs: Run[] = [];
    for (const piece of pieces) {
      const { font } = await this.load(piece.face);
      runs.push({ text: piece.text, font, rtl: piece.face === 'arabic' });
    }
    return runs;
  }

  async width(text: string, size: number): Promise<number> {
    const runs = await this.runs(text);
    return runs.reduce((sum, run) => sum + run.font.widthOfTextAtSize(run.text, size), 0);
  }
}

/** Words, and single ideographs or kana (which may break anywhere). */
const tokenPattern =
  /[\u3000-\u9fff\uf900-\ufaff\uff00-\uffef]|[^\s\u3000-\u9fff\uf900-\ufaff\uff00-\uffef]+|\s+/g;

/** Splits text into lines no wider than `maxWidth`. */
export async function wrap(fonts: FontSet, text: string, size: number, maxWidth: number): Promise<string[]> {
  const lines: string[] = [];
  let line = '';
  for (const token of text.match(tokenPattern) ?? []) {
    const candidate = line + token;
    if (line === '' || (await fonts.width(candidate.trimEnd(), size)) <= maxWidth) {
      line = line === '' ? token.trimStart() : candidate;
      continue;
    }
    lines.push(line.trimEnd());
    line = token.trimStart();
    // A single token wider than the line (a long user agent part): break it by characters.
    while (line !== '' && (await fonts.width(line, size)) > maxWidth) {
      let cut = line.length - 1;
      while (cut > 1 && (await fonts.width(line.slice(0, cut), size)) > maxWidth) cut -= 1;
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
    }
  }
  if (line.trim() !== '') lines.push(line.trimEnd());
  return lines;
}

export interface LineStyle {
  readonly size: number;
  readonly color: RGB;
}

/**
 * Draws one line. In a right-to-left document lines are right-aligned; a line whose first strong
 * character is Arabic places its runs from right to left.
 */
export async function drawLine(
  page: PDFPage,
  fonts: FontSet,
  text: string,
  y: number,
  box: { readonly left: number; readonly right: number; readonly rtl: boolean },
  style: LineStyle,
): Promise<void> {
  const runs = await fonts.runs(text);
  const widths = runs.map((r) => r.font.widthOfTextAtSize(r.text, style.size));
  const total = widths.reduce((a, b) => a + b, 0);
  const lineRtl = runs.find((r) => /\p{L}/u.test(r.text))?.rtl ?? false;
  if (lineRtl) {
    let x = box.rtl ? box.right : box.left + total;
    runs.forEach((run, i) => {
      x -= widths[i] ?? 0;
      page.drawText(run.text, { x, y, size: style.size, font: run.font, color: style.color });
    });
    return;
  }
  let x = box.rtl ? box.right - total : box.left;
  runs.forEach((run, i) => {
    page.drawText(run.text, { x, y, size: style.size, font: run.font, color: style.color });
    x += widths[i] ?? 0;
  });
}
