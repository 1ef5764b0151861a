/**
 * Names as the search compares them (`functions/lib/prefix-search.ts`, `application-search.ts`): folded
 * to lower case without accents, and split into words.
 */
/** A token longer than this is cut (names are at most 50 characters each). */
const maxTokenLength = 50;

/** Letters that carry no combining mark yet have a usual Latin spelling. */
const latinFolds: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};

/** Lower case, accents removed (é → e, ç → c, İ → i), a few letters folded (ß → ss); other scripts kept. */
export function normaliseName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .toLowerCase()
    .replace(/[ßæœøłđðþı]/g, (letter) => latinFolds[letter] ?? letter);
}

/**
 * The search tokens of a name or a query: normalised words split on anything that is not a letter, a
 * combining mark (Devanagari vowel signs) or a digit (spaces, hyphens); apostrophes dropped
 * (O'Brien → obrien). A single Latin letter (an initial) is no token; a single letter of another
 * script (a Chinese surname) is.
 */
export function nameTokens(text: string): string[] {
  return normaliseName(text)
    .replace(/['’ʼ`´]/g, '')
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter((token) => {
      const length = Array.from(token).length;
      return length >= 2 || (length === 1 && !/^[\p{Script=Latin}\p{N}]$/u.test(token));
    })
    .map((token) => Array.from(token).slice(0, maxTokenLength).join(''));
}
