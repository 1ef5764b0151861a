import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import {
  applicationStatuses,
  type AdminListQuery,
  type ApplicationList,
  type ApplicationStatus,
} from '../../shared/api/admin';
import { statusIndex, type TableRef } from '../lib/applications-table';
import { toSummary, type AdminApplication } from './admin-application';
import { decodeSinceCursor, decodeStatusCursor, encodeCursor, type Positions } from './list-cursor';

/**
 * The admin list by status, newest first (spec §2, §6), from `gsi1` (`STATUS#<status>`, sort
 * `<createdAt>#<id>`): one Query per status, each with a Limit; "all" merges the four. Never a Scan.
 */
interface Slice {
  readonly status: ApplicationStatus;
  readonly items: readonly AdminApplication[];
}

function statusesOf(filter: AdminListQuery['status']): readonly ApplicationStatus[] {
  return filter === 'all' ? applicationStatuses : [filter];
}

/** Items of one status partition, newest first below `before`, or oldest first above `after`. */
async function queryStatus(
  table: TableRef,
  status: ApplicationStatus,
  range: { before?: string; after?: string },
  limit: number,
): Promise<Slice> {
  const values: Record<string, string> = { ':pk': statusIndex.partition(status) };
  let condition = 'gsi1pk = :pk';
  if (range.before !== undefined) {
    condition += ' AND gsi1sk < :position';
    values[':position'] = range.before;
  } else if (range.after !== undefined) {
    condition += ' AND gsi1sk > :position';
    values[':position'] = range.after;
  }
  const result = await table.db.send(
    new QueryCommand({
      TableName: table.tableName,
      IndexName: statusIndex.name,
      KeyConditionExpression: condition,
      ExpressionAttributeValues: values,
      ScanIndexForward: range.after !== undefined,
      Limit: limit,
    }),
  );
  return { status, items: (result.Items ?? []) as AdminApplication[] };
}

const byNewest = (a: AdminApplication, b: AdminApplication) =>
  a.gsi1sk < b.gsi1sk ? 1 : a.gsi1sk > b.gsi1sk ? -1 : 0;

/** The newest item's position of a page, for polling (`since`); `''` when the list is empty. */
function newestOf(items: readonly AdminApplication[], fallback: string): string {
  return items.reduce((newest, item) => (item.gsi1sk > newest ? item.gsi1sk : newest), fallback);
}

/**
 * A page of the list. Each status Query reads `limit + 1` items below its position (one more than a
 * page, to know whether older ones remain); the merge keeps the newest `limit`. A status whose items
 * were all shown is marked done (`null`) and not queried again.
 */
export async function listByStatus(table: TableRef, query: AdminListQuery): Promise<ApplicationList> {
  const positions: Positions = query.cursor === undefined ? {} : decodeStatusCursor(query.cursor).positions;
  const statuses = statusesOf(query.status).filter((s) => positions[s] !== null);
  const slices = await Promise.all(
    statuses.map((s) => queryStatus(table, s, { before: positions[s] ?? undefined }, query.limit + 1)),
  );
  const page = slices
    .flatMap((slice) => slice.items)
    .sort(byNewest)
    .slice(0, query.limit);
  const next: Positions = { ...positions };
  for (const slice of slices) {
    const shown = page.filter((item) => slice.items.includes(item));
    const last = shown.at(-1);
    if (shown.length === slice.items.length) next[slice.status] = null;
    else if (last !== undefined) next[slice.status] = last.gsi1sk;
  }
  const more = statusesOf(query.status).some((s) => next[s] !== null);
  return {
    items: page.map(toSummary),
    ...(more ? { nextCursor: encodeCursor({ kind: 'status', positions: next }) } : {}),
    ...(query.cursor === undefined
      ? { newestCursor: encodeCursor({ kind: 'since', newest: newestOf(page, '') }) }
      : {}),
  };
}

/**
 * Polling (`since`): only applications created after the cursor's newest item, newest first. The
 * Queries read upwards from the cursor, so when more than `limit` arrived at once the oldest of them
 * come first and the next poll (from the new `newestCursor`) brings the rest: nothing is skipped.
 */
export async function listSince(table: TableRef, query: AdminListQuery & { since: string }) {
  const { newest } = decodeSinceCursor(query.since);
  const slices = await Promise.all(
    statusesOf(query.status).map((s) => queryStatus(table, s, { after: newest }, query.limit)),
  );
  const oldestFirst = slices
    .flatMap((slice) => slice.items)
    .sort((a, b) => byNewest(b, a))
    .slice(0, query.limit);
  return {
    items: [...oldestFirst].reverse().map(toSummary),
    newestCursor: encodeCursor({ kind: 'since', newest: newestOf(oldestFirst, newest) }),
  } satisfies ApplicationList;
}
