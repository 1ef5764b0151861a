import { applicationKeys } from './applications-table';

/**
 * The name index of the admin search (issue 5): one item per distinct name token of an application,
 * written in the creating transaction, so that "otieno" or "amina otieno" is found with a Query of
 * `gsi2` (newest first) instead of a Scan.
 *
 * Item: `APP#<id>` / `NAME#<token>`, `gsi2pk = NAME#<token>`, `gsi2sk = <createdAt>#<id>`. The key of
 * the item doubles as a membership test: "has application X the token T?" is one GetItem, which is how
 * a query of several words is intersected.
 */
export const nameIndex = {
  name: 'gsi2',
  partition: (token: string) => `NAME#${token}`,
  sort: (createdAt: string, id: string) => `${createdAt}#${id}`,
} as const;

export const nameIndexKeys = {
  item: (applicationId: string, token: string) => ({
    pk: applicationKeys.application(applicationId).pk,
    sk: `NAME#${token}`,
  }),
} as const;

/**
 * At most this many distinct tokens per application: 10 applicants with first, middle and last names
 * need ~30, and the creating transaction (≤ 14 other items) must stay far below DynamoDB's 100 items.
 */
export const maxNameTokens = 40;
/** A token longer than this is cut (names are at most 50 characters each). */
const maxTokenLength = 50;

export interface StoredNameIndex {
  readonly pk: string;
  readonly sk: string;
  readonly entity: 'nameIndex';
  readonly applicationId: string;
  readonly token: string;
  readonly createdAt: string;
  readonly gsi2pk: string;
  readonly gsi2sk: string;
}

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

/** The distinct tokens of every applicant's first, middle and last names, in order, at most 40. */
export function applicationNameTokens(
  applicants: readonly { firstName: string; middleName?: string | undefined; lastName: string }[],
): string[] {
  const tokens = new Set<string>();
  for (const a of applicants) {
    for (const token of nameTokens([a.firstName, a.middleName ?? '', a.lastName].join(' '))) {
      if (tokens.size >= maxNameTokens) return [...tokens];
      tokens.add(token);
    }
  }
  return [...tokens];
}

/** The name-index items of a new application. */
export function nameIndexItems(
  applicationId: string,
  createdAt: string,
  applicants: readonly { firstName: string; middleName?: string | undefined; lastName: string }[],
): StoredNameIndex[] {
  return applicationNameTokens(applicants).map((token) => ({
    ...nameIndexKeys.item(applicationId, token),
    entity: 'nameIndex',
    applicationId,
    token,
    createdAt,
    gsi2pk: nameIndex.partition(token),
    gsi2sk: nameIndex.sort(createdAt, applicationId),
  }));
}
