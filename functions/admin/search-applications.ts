import type { AdminListQuery, ApplicationList } from '../../shared/api/admin';
import { applicationNumberLetters } from '../../shared/destinations/numbers';
import type { TableRef } from '../lib/applications-table';
import type { ApplicationSearchKind } from '../lib/application-search';
import { nameTokens, normaliseName } from '../lib/name-index';
import { minSearchLength, normaliseTerm, searchPrefix } from '../lib/prefix-search';
import { getApplications, toSummary, type AdminApplication } from './admin-application';
import { isOfDestination } from './list-applications';

/**
 * The admin search (`q`, issue 19): the start of an application number or any part of its digits, an
 * e-mail, a passport number or a name, case and accents ignored, without a Scan: each kind the query
 * can be is one Query of the search index (`functions/lib/application-search.ts`). Every word of a
 * name query must start a word of an applicant's names. Newest first, at most `limit`; the whole queue,
 * whatever the view (test data included, marked).
 */
const numberLetters = new RegExp(`^(?:${applicationNumberLetters.join('|')})-?`, 'i');

/** The destination prefix a query starts with (`TZ-` for "tz-1234"), if any. */
export function numberPrefixOf(q: string): string | undefined {
  const letters = numberLetters.exec(q.trim())?.[0];
  return letters === undefined ? undefined : `${letters.replace('-', '').toUpperCase()}-`;
}

export function searchKindsOf(q: string): { kind: ApplicationSearchKind; term: string }[] {
  const digits = q.replace(numberLetters, '');
  if (/^\d+$/.test(digits)) return [{ kind: 'number', term: digits }];
  if (q.includes('@')) return [{ kind: 'email', term: q }];
  const words = nameTokens(q).sort((a, b) => b.length - a.length);
  return [
    ...(words[0] === undefined ? [] : [{ kind: 'name' as const, term: words[0] }]),
    ...(/^[A-Za-z0-9]+$/.test(q) ? [{ kind: 'passport' as const, term: q }] : []),
    { kind: 'email', term: q },
  ];
}

/** Whether an application's names have a word starting with each word of the query. */
function namesMatch(application: AdminApplication, words: readonly string[]): boolean {
  const names = application.applicantNames.flatMap((n) => nameTokens(n));
  return words.every((w) => names.some((n) => n.startsWith(w)));
}

export async function searchApplications(
  table: TableRef,
  query: AdminListQuery & { q: string },
  now: Date,
): Promise<ApplicationList> {
  const q = query.q.trim();
  if (Array.from(normaliseTerm(q)).length < minSearchLength) return { items: [] };
  const kinds = searchKindsOf(q);
  const pages = await Promise.all(
    kinds.map(({ kind, term }) => searchPrefix(table, 'APP', kind, term, { limit: query.limit * 2 })),
  );
  const ids = [...new Set(pages.flatMap((p) => p.ownerIds))];
  const words = nameTokens(q);
  const byKind = new Map(kinds.map((k, i) => [k.kind, new Set(pages[i]?.ownerIds ?? [])]));
  // "TZ-1234" finds Tanzania's numbers only; the digits alone find every destination's.
  const prefix = /^\d+$/.test(q.replace(numberLetters, '')) ? numberPrefixOf(q) : undefined;
  const found = (await getApplications(table, ids)).filter(
    (a) =>
      isOfDestination(a, query.destination) &&
      (prefix === undefined || a.applicationNumber.startsWith(prefix)) &&
      (byKind.get('number')?.has(a.id) ||
        byKind.get('passport')?.has(a.id) ||
        (byKind.get('email')?.has(a.id) && normaliseName(a.contactEmail).startsWith(normaliseTerm(q))) ||
        (byKind.get('name')?.has(a.id) && namesMatch(a, words))),
  );
  const newestFirst = [...found].sort((a, b) => (a.createdAt < b.createdAt ? 1 : -1));
  return { items: newestFirst.slice(0, query.limit).map((a) => toSummary(a, now)) };
}
