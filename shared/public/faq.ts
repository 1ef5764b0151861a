/**
 * The fifteen FAQ entries of the specification (spec §2) and Tanzania's own: ids and categories here, question and answer text in the `faq`
 * catalog under `faq.<id>.question` / `faq.<id>.answer`. The FAQ page renders every entry; its script
 * filters them with `matchesFaq`, the same function the unit tests check.
 */
export const faqCategories = [
  'all',
  'general',
  'application',
  'payment',
  'validity',
  'requirements',
  'process',
  'travel',
  'tanzania',
] as const;

export type FaqCategory = (typeof faqCategories)[number];
export type FaqEntryCategory = Exclude<FaqCategory, 'all'>;

export const faqEntries = [
  { id: 'what-is-eta', category: 'general' },
  { id: 'who-needs-eta', category: 'requirements' },
  { id: 'processing-times', category: 'process' },
  { id: 'required-documents', category: 'application' },
  { id: 'group-applications', category: 'application' },
  { id: 'cost', category: 'payment' },
  { id: 'payment-methods', category: 'payment' },
  { id: 'refunds', category: 'payment' },
  { id: 'validity', category: 'validity' },
  { id: 'length-of-stay', category: 'validity' },
  { id: 'vaccinations', category: 'travel' },
  { id: 'passport-validity', category: 'requirements' },
  { id: 'tracking', category: 'process' },
  { id: 'printing', category: 'travel' },
  { id: 'extending-stay', category: 'travel' },
  { id: 'tz-who-needs', category: 'tanzania' },
  { id: 'tz-fees', category: 'tanzania' },
  { id: 'tz-how-long', category: 'tanzania' },
  { id: 'tz-yellow-fever', category: 'tanzania' },
  { id: 'tz-apply', category: 'tanzania' },
] as const satisfies readonly { id: string; category: FaqEntryCategory }[];

export type FaqId = (typeof faqEntries)[number]['id'];

export interface FaqText {
  readonly category: FaqEntryCategory;
  readonly question: string;
  readonly answer: string;
}

export function isFaqCategory(value: unknown): value is FaqCategory {
  return typeof value === 'string' && (faqCategories as readonly string[]).includes(value);
}

/** The words of a search, lower-cased for the page's language (Turkish İ/ı fold correctly). */
export function searchTerms(query: string, languageTag?: string): string[] {
  return query
    .toLocaleLowerCase(languageTag)
    .split(/\s+/)
    .filter((term) => term !== '');
}

/**
 * Whether an entry is shown: it is in the chosen category (or the category is "all") and every word
 * of the search occurs, case-insensitively, in its question or its answer.
 */
export function matchesFaq(
  entry: FaqText,
  query: string,
  category: FaqCategory,
  languageTag?: string,
): boolean {
  if (category !== 'all' && entry.category !== category) return false;
  const terms = searchTerms(query, languageTag);
  if (terms.length === 0) return true;
  const haystack = `${entry.question}\n${entry.answer}`.toLocaleLowerCase(languageTag);
  return terms.every((term) => haystack.includes(term));
}

/** The entries the page shows for a search and a category, in their original order. */
export function filterFaq<T extends FaqText>(
  entries: readonly T[],
  query: string,
  category: FaqCategory,
  languageTag?: string,
): T[] {
  return entries.filter((entry) => matchesFaq(entry, query, category, languageTag));
}
