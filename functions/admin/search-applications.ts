import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { AdminListQuery, ApplicationList } from '../../shared/api/admin';
import {
  applicationKeys,
  emailIndex,
  findApplicationIdByNumber,
  type TableRef,
} from '../lib/applications-table';
import { nameIndex, nameIndexKeys, nameTokens } from '../lib/name-index';
import { batchGetItems, getApplications, toSummary, type AdminApplication } from './admin-application';
import { decodeSearchCursor, encodeCursor } from './list-cursor';

/**
 * The admin search (`q`): an application number (`KE-` + 8 digits: one GetItem of `APPNO#…`), an
 * e-mail (contains `@`: Query `gsi2` `EMAIL#…`), else a name (Query `gsi2` `NAME#<token>` of the
 * name index, several words intersected). Newest first; the status filter applies to the results.
 */
export type SearchKind = 'number' | 'email' | 'name';

export function searchKindOf(q: string): SearchKind {
  if (/^KE-\d{8}$/i.test(q)) return 'number';
  if (q.includes('@')) return 'email';
  return 'name';
}

const matchesStatus = (query: AdminListQuery) => (a: AdminApplication) =>
  query.status === 'all' || a.status === query.status;

async function byNumber(table: TableRef, query: AdminListQuery, q: string): Promise<ApplicationList> {
  const number = await findApplicationIdByNumber(table, q.toUpperCase());
  if (number === undefined) return { items: [] };
  const result = await table.db.send(
    new GetCommand({ TableName: table.tableName, Key: applicationKeys.application(number.applicationId) }),
  );
  const application = result.Item as AdminApplication | undefined;
  return { items: application && matchesStatus(query)(application) ? [toSummary(application)] : [] };
}

/** One page of a `gsi2` partition, newest first below the cursor's position: `limit + 1` items. */
async function indexPage(table: TableRef, partition: string, position: string | undefined, limit: number) {
  const result = await table.db.send(
    new QueryCommand({
      TableName: table.tableName,
      IndexName: emailIndex.name,
      KeyConditionExpression: `gsi2pk = :pk${position === undefined ? '' : ' AND gsi2sk < :position'}`,
      ExpressionAttributeValues: {
        ':pk': partition,
        ...(position === undefined ? {} : { ':position': position }),
      },
      ScanIndexForward: false,
      Limit: limit + 1,
    }),
  );
  const items = (result.Items ?? []) as { gsi2sk: string }[];
  const page = items.slice(0, limit);
  return { page, last: items.length > limit ? page.at(-1)?.gsi2sk : undefined };
}

function answer(
  items: readonly AdminApplication[],
  query: string,
  last: string | undefined,
): ApplicationList {
  return {
    items: items.map(toSummary),
    ...(last === undefined ? {} : { nextCursor: encodeCursor({ kind: 'search', query, position: last }) }),
  };
}

async function byEmail(table: TableRef, query: AdminListQuery, q: string): Promise<ApplicationList> {
  const key = `email:${q.trim().toLowerCase()}`;
  const position = query.cursor === undefined ? undefined : decodeSearchCursor(query.cursor, key).position;
  const { page, last } = await indexPage(table, emailIndex.partition(q), position, query.limit);
  const applications = (page as AdminApplication[]).filter(
    (item) => item.entity === 'application' && matchesStatus(query)(item),
  );
  return answer(applications, key, last);
}

/** Which of `ids` have every one of `tokens` (BatchGetItem of the name-index keys). */
async function havingTokens(table: TableRef, ids: readonly string[], tokens: readonly string[]) {
  if (tokens.length === 0 || ids.length === 0) return new Set(ids);
  const keys = ids.flatMap((id) => tokens.map((token) => nameIndexKeys.item(id, token)));
  const found = new Map<string, number>();
  for (const item of await batchGetItems(table, keys, 'applicationId')) {
    const id = String(item.applicationId);
    found.set(id, (found.get(id) ?? 0) + 1);
  }
  return new Set(ids.filter((id) => found.get(id) === tokens.length));
}

/**
 * A name search: the longest word drives (its index partition is read newest first, a page at a
 * time); each candidate must also carry every other word, checked by key. A page may hold fewer than
 * `limit` matches and still have a next cursor.
 */
async function byName(table: TableRef, query: AdminListQuery, q: string): Promise<ApplicationList> {
  const tokens = [...new Set(nameTokens(q))].sort((a, b) => b.length - a.length).slice(0, 5);
  const [driver, ...others] = tokens;
  if (driver === undefined) return { items: [] };
  const key = `name:${[...tokens].sort().join(' ')}`;
  const position = query.cursor === undefined ? undefined : decodeSearchCursor(query.cursor, key).position;
  const { page, last } = await indexPage(table, nameIndex.partition(driver), position, query.limit);
  const candidates = (page as { applicationId?: string }[]).flatMap((item) =>
    item.applicationId === undefined ? [] : [item.applicationId],
  );
  const matching = await havingTokens(table, candidates, others);
  const applications = await getApplications(
    table,
    candidates.filter((id) => matching.has(id)),
  );
  return answer(applications.filter(matchesStatus(query)), key, last);
}

export async function searchApplications(
  table: TableRef,
  query: AdminListQuery & { q: string },
): Promise<ApplicationList> {
  const q = query.q.trim();
  switch (searchKindOf(q)) {
    case 'number':
      return byNumber(table, query, q);
    case 'email':
      return byEmail(table, query, q);
    case 'name':
      return byName(table, query, q);
  }
}
