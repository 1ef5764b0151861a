/**
 * V8's explicit compile hint (Chrome 136 and later): a script whose first line is this comment has all
 * its functions compiled eagerly, on a background thread while it streams in, instead of one by one on
 * the main thread when first called. For the libraries whose code a page runs almost whole as soon as
 * it has them: React's runtime (the first render) and zod (the details checks build the schemas as
 * they load). Not for the rest: compiling what a page never calls costs time and memory (the passport
 * scan's OCR and face model, the PDF reader). Issue 12, docs/benchmarks.md.
 */
export const compileHint = '//# allFunctionsCalledOnLoad';

/** The packages whose chunks carry the hint. */
const calledOnLoad = /[\\/]node_modules[\\/](react-dom|zod)[\\/]/;

/** Rolldown's `output.postBanner` (after minification, so the comment stays the chunk's first line). */
export function compileHintBanner(chunk: { readonly moduleIds: readonly string[] }): string {
  return chunk.moduleIds.some((id) => calledOnLoad.test(id)) ? compileHint : '';
}
