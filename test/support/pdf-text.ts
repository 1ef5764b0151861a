import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  PDFRef,
  decodePDFRawStream,
  type PDFObject,
} from 'pdf-lib';

/**
 * The text of a PDF made by pdf-lib with embedded fonts, read back through each font's ToUnicode map
 * (poppler's `pdftotext` is not installed on this machine). One string per `Tj` run, in drawing order.
 * Right-to-left runs come out in visual order.
 */
export async function pdfTextRuns(bytes: Uint8Array): Promise<string[]> {
  const pdf = await PDFDocument.load(bytes);
  const resolve = (o: PDFObject | undefined) => (o instanceof PDFRef ? pdf.context.lookup(o) : o);
  const streamText = (o: PDFObject | undefined) => {
    const stream = resolve(o);
    if (!(stream instanceof PDFRawStream)) return '';
    return Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
  };
  const runs: string[] = [];
  for (const page of pdf.getPages()) {
    const fontMaps = new Map<string, Map<number, string>>();
    const fonts = resolve(page.node.Resources()?.get(PDFName.of('Font')));
    if (fonts instanceof PDFDict) {
      for (const [name, ref] of fonts.entries()) {
        const font = resolve(ref);
        if (font instanceof PDFDict)
          fontMaps.set(name.asString(), toUnicodeMap(streamText(font.get(PDFName.of('ToUnicode')))));
      }
    }
    const contents = resolve(page.node.get(PDFName.of('Contents')));
    const parts = contents instanceof PDFArray ? contents.asArray() : [contents];
    const content = parts.map((p) => streamText(p ?? undefined)).join('\n');
    let current = new Map<number, string>();
    for (const m of content.matchAll(/(\/[^\s/]+)\s+[\d.]+\s+Tf|<([0-9A-Fa-f]*)>\s*Tj/g)) {
      if (m[1] !== undefined) current = fontMaps.get(m[1]) ?? new Map();
      else {
        const hex = m[2] ?? '';
        let text = '';
        for (let i = 0; i < hex.length; i += 4)
          text += current.get(parseInt(hex.slice(i, i + 4), 16)) ?? '\uFFFD';
        runs.push(text);
      }
    }
  }
  return runs;
}

function utf16(hex: string): string {
  const units: number[] = [];
  for (let i = 0; i < hex.length; i += 4) units.push(parseInt(hex.slice(i, i + 4), 16));
  return String.fromCharCode(...units);
}

function toUnicodeMap(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const m of (block[1] ?? '').matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) {
      map.set(parseInt(m[1] ?? '0', 16), utf16(m[2] ?? ''));
    }
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const m of (block[1] ?? '').matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) {
      const from = parseInt(m[1] ?? '0', 16);
      const to = parseInt(m[2] ?? '0', 16);
      const start = parseInt(m[3] ?? '0', 16);
      for (let c = from; c <= to; c += 1) map.set(c, String.fromCodePoint(start + c - from));
    }
  }
  return map;
}

/** The names of the fonts a PDF embeds (pdf-lib names them like "NotoSans-Regular-4824"). */
export async function pdfFontNames(bytes: Uint8Array): Promise<string[]> {
  const pdf = await PDFDocument.load(bytes);
  const names: string[] = [];
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (object instanceof PDFDict && object.get(PDFName.of('Type')) === PDFName.of('FontDescriptor')) {
      names.push(String(object.get(PDFName.of('FontName'))).replace(/^\//, ''));
    }
  }
  return names;
}
