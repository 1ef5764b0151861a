import fontkit from '@pdf-lib/fontkit';

/**
 * fontkit's TrueType subsetter copies each glyph's bytes as they are, then writes a short `loca`
 * table (offsets / 2) when the subset is small. Current Noto builds store glyphs unpadded, so an odd
 * glyph length shifts every later glyph and letters vanish from the PDF. This wraps fontkit so that
 * each subset pads its glyphs to an even length (what the TrueType format expects of short offsets).
 */
interface GlyphSubset {
  glyf: Uint8Array[];
  offset: number;
  _addGlyph(gid: number): number;
}
interface SubsettableFont {
  createSubset(): GlyphSubset;
}
type Fontkit = { create(buffer: Uint8Array, postscriptName?: string): unknown };

function padGlyphs(subset: GlyphSubset): GlyphSubset {
  const addGlyph = subset._addGlyph.bind(subset);
  subset._addGlyph = (gid: number) => {
    const index = addGlyph(gid);
    const glyph = subset.glyf[index];
    if (glyph !== undefined && glyph.length % 2 === 1) {
      // The same Buffer class as fontkit's own (its bundled polyfill), so its encoder accepts it.
      const { alloc } = glyph.constructor as unknown as { alloc: (size: number) => Uint8Array };
      const padded = alloc(glyph.length + 1);
      padded.set(glyph);
      subset.glyf[index] = padded;
      subset.offset += 1;
    }
    return index;
  };
  return subset;
}

export const paddedFontkit: Fontkit = {
  create(buffer, postscriptName) {
    const font = (fontkit as Fontkit).create(buffer, postscriptName) as SubsettableFont;
    if (typeof font.createSubset === 'function') {
      const createSubset = font.createSubset.bind(font);
      font.createSubset = () => padGlyphs(createSubset());
    }
    return font;
  },
};
