import { getLocale, type LocaleCode } from '../locales';

/**
 * Plurals through `Intl.PluralRules`: a message whose wording depends on a number is stored as one key
 * per plural category of the language, `key.one`, `key.other`, and for some languages `key.zero`,
 * `key.two`, `key.few`, `key.many` (Arabic has all six; Chinese, Japanese and Korean only `other`).
 * The dictionary test holds every locale to exactly the categories its language has.
 */
const rules = new Map<string, Intl.PluralRules>();

function rulesFor(tag: string): Intl.PluralRules {
  let found = rules.get(tag);
  if (!found) {
    found = new Intl.PluralRules(tag);
    rules.set(tag, found);
  }
  return found;
}

/** The plural category of a number in a language: `pluralCategory('ar', 11)` is `many`. */
export function pluralCategory(locale: LocaleCode, count: number): Intl.LDMLPluralRule {
  return rulesFor(getLocale(locale).tag).select(count);
}

/** The categories a language distinguishes, hence the keys a plural message has in its dictionary. */
export function pluralCategories(locale: LocaleCode): readonly Intl.LDMLPluralRule[] {
  return rulesFor(getLocale(locale).tag).resolvedOptions().pluralCategories;
}

/** The base keys of plural messages among `K`: those stored as `<base>.one` and `<base>.other`. */
export type PluralKey<K extends string> = PluralBase<K, K>;
type PluralBase<Key extends string, All extends string> = Key extends `${infer Base}.one`
  ? `${Base}.other` extends All
    ? Base
    : never
  : never;

/** The plural bases among a dictionary's keys (English has `one` and `other` for every one). */
export function pluralBases(englishKeys: Iterable<string>): Set<string> {
  const keys = new Set(englishKeys);
  const bases = new Set<string>();
  for (const key of keys) {
    if (key.endsWith('.one') && keys.has(`${key.slice(0, -4)}.other`)) bases.add(key.slice(0, -4));
  }
  return bases;
}
