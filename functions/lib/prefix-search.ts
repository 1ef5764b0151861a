import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { TableRef } from './applications-table';
import { normaliseName } from './name-index';

/**
 * Prefix search without a Scan: one small item per searchable term of a record (an applicant's name,
 * a passport number, an e-mail, an application number; a chat's name and e-mail), written with the
 * record. The item's `gsi2pk` is the term's kind and first two characters, its `gsi2sk` the whole term:
 * "oti" finds "otieno" with one Query (`gsi2pk = SEARCH#APP#name#ot AND begins_with(gsi2sk, 'oti')`).
 * Terms are normalised (lower case, accents removed): the search is case and accent insensitive.
 *
 * Item: `<owner pk>` / `SEARCH#<kind>#<term>`, with `ownerId`, `kind`, `term`, and the index keys.
 */
export const searchIndexName = 'gsi2';
/** Queries need at least this many characters (the partition is the term's first two). */
export const minSearchLength = 2;

export type SearchScope = 'APP' | 'CHAT';

export interface StoredSearchTerm {
  readonly pk: string;
  readonly sk: string;
  readonly entity: 'searchTerm';
  readonly ownerId: string;
  readonly kind: string;
  readonly term: string;
  readonly gsi2pk: string;
  readonly gsi2sk: string;
  readonly expiresAt?: number;
}

const head = (term: string) => Array.from(term).slice(0, minSearchLength).join('');

/** Lower case, accents removed, spaces squeezed: how terms are stored and queries compared. */
export function normaliseTerm(text: string): string {
  return normaliseName(text).trim().replace(/\s+/g, ' ');
}

/** The index partition of a term (or query) of a kind. */
export const searchPartition = (scope: SearchScope, kind: string, term: string) =>
  `SEARCH#${scope}#${kind}#${head(term)}`;

/** The search items of a record: one per distinct (kind, term), terms of at least two characters. */
export function searchItems(
  scope: SearchScope,
  owner: { readonly pk: string; readonly id: string; readonly sortTail: string },
  terms: readonly { readonly kind: string; readonly term: string }[],
  expiresAt?: number,
): StoredSearchTerm[] {
  const seen = new Set<string>();
  const items: StoredSearchTerm[] = [];
  for (const { kind, term: raw } of terms) {
    const term = normaliseTerm(raw);
    if (Array.from(term).length < minSearchLength || seen.has(`${kind}#${term}`)) continue;
    seen.add(`${kind}#${term}`);
    items.push({
      pk: owner.pk,
      sk: `SEARCH#${kind}#${term}`,
      entity: 'searchTerm',
      ownerId: owner.id,
      kind,
      term,
      gsi2pk: searchPartition(scope, kind, term),
      gsi2sk: `${term}#${owner.sortTail}`,
      ...(expiresAt === undefined ? {} : { expiresAt }),
    });
  }
  return items;
}

/** The key a page stopped at (DynamoDB's LastEvaluatedKey of the index): pass it back for the next. */
export type SearchPosition = Readonly<Record<string, string>>;

export interface SearchPage {
  /** Owner ids in index order (terms alphabetically, then the sort tail), without repeats. */
  readonly ownerIds: readonly string[];
  /** Where the next page starts, when there may be more. */
  readonly after?: SearchPosition;
}

/**
 * The owners with a term of `kind` starting with `prefix` (one Query of one index partition, at most
 * `limit` items). `after` continues a previous page.
 */
export async function searchPrefix(
  table: TableRef,
  scope: SearchScope,
  kind: string,
  prefix: string,
  options: { readonly limit: number; readonly after?: SearchPosition },
): Promise<SearchPage> {
  const query = normaliseTerm(prefix);
  if (Array.from(query).length < minSearchLength) return { ownerIds: [] };
  const result = await table.db.send(
    new QueryCommand({
      TableName: table.tableName,
      IndexName: searchIndexName,
      KeyConditionExpression: 'gsi2pk = :pk AND begins_with(gsi2sk, :prefix)',
      ExpressionAttributeValues: { ':pk': searchPartition(scope, kind, query), ':prefix': query },
      ...(options.after === undefined ? {} : { ExclusiveStartKey: { ...options.after } }),
      Limit: options.limit,
    }),
  );
  const items = (result.Items ?? []) as StoredSearchTerm[];
  return {
    ownerIds: [...new Set(items.map((i) => i.ownerId))],
    ...(result.LastEvaluatedKey ? { after: result.LastEvaluatedKey as SearchPosition } : {}),
  };
}
