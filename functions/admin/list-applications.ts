import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import {
  queueViews,
  type AdminListQuery,
  type ApplicationList,
  type QueueView,
} from '../../shared/api/admin';
import { defaultDestinationId } from '../../shared/destinations/numbers';
import type { DestinationId } from '../../shared/destinations/types';
import type { TableRef } from '../lib/applications-table';
import { changeFeed, changesKeptMinutes, viewIndex } from '../lib/queue';
import { refundsDuePartition } from '../payments/payment-records';
import { getApplications, toSummary, type AdminApplication } from './admin-application';
import { decodeChangesCursor, decodeViewCursor, encodeCursor, type Positions } from './list-cursor';

/**
 * The staff queue (issue 19): one view at a time from `gsi1` (`VIEW#<view>`, sort `<createdAt>#<id>`),
 * or "all" of them merged, newest first; the refunds due from their own partition. Ready for review
 * and processing are listed oldest first, the order they are worked in. Never a Scan.
 */
interface Slice {
  readonly view: QueueView;
  readonly items: readonly AdminApplication[];
}

/** The views worked oldest first (first in, first out). */
const workedInOrder: ReadonlySet<QueueView> = new Set(['ready_for_review', 'processing']);

/**
 * The filter of one destination's applications: Kenya's include those stored without a destination
 * (every application before Tanzania).
 */
function destinationFilter(destination: DestinationId | undefined) {
  if (destination === undefined) return {};
  return {
    FilterExpression:
      destination === defaultDestinationId
        ? '(attribute_not_exists(#destination) OR #destination = :destination)'
        : '#destination = :destination',
    ExpressionAttributeNames: { '#destination': 'destination' },
  };
}

/** Whether an application is one destination's (any, when none is asked). */
export const isOfDestination = (a: { readonly destination?: string }, destination?: DestinationId) =>
  destination === undefined || (a.destination ?? defaultDestinationId) === destination;

/**
 * Up to `limit` items of a view past `after`. With a destination filter a page of the index may hold
 * fewer matches than asked: it reads on until it has `limit` or the view ends.
 */
async function queryView(
  table: TableRef,
  view: QueueView,
  after: string | undefined,
  oldestFirst: boolean,
  limit: number,
  destination: DestinationId | undefined,
): Promise<Slice> {
  const items: AdminApplication[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const result = await table.db.send(
      new QueryCommand({
        TableName: table.tableName,
        IndexName: viewIndex.name,
        KeyConditionExpression: `gsi1pk = :pk${after === undefined ? '' : ` AND gsi1sk ${oldestFirst ? '>' : '<'} :position`}`,
        ...destinationFilter(destination),
        ExpressionAttributeValues: {
          ':pk': viewIndex.partition(view),
          ...(after === undefined ? {} : { ':position': after }),
          ...(destination === undefined ? {} : { ':destination': destination }),
        },
        ScanIndexForward: oldestFirst,
        Limit: limit,
        ...(startKey === undefined ? {} : { ExclusiveStartKey: startKey }),
      }),
    );
    items.push(...((result.Items ?? []) as AdminApplication[]));
    startKey = result.LastEvaluatedKey;
  } while (destination !== undefined && startKey !== undefined && items.length < limit);
  return { view, items: items.slice(0, limit) };
}

const byNewest = (a: AdminApplication, b: AdminApplication) =>
  a.gsi1sk < b.gsi1sk ? 1 : a.gsi1sk > b.gsi1sk ? -1 : 0;

/**
 * A page of the queue. Each view Query reads `limit + 1` items past its position (one more than a
 * page, to know whether more remain); "all" keeps the newest `limit` of them. A view whose items were
 * all shown is marked done (`null`) and not queried again. The first page also starts the polling.
 */
export async function listByView(
  table: TableRef,
  query: AdminListQuery,
  now: Date,
): Promise<ApplicationList> {
  if (query.view === 'refund_due') return listRefunds(table, query, now);
  const positions: Positions = query.cursor === undefined ? {} : decodeViewCursor(query.cursor).positions;
  const views = query.view === 'all' ? queueViews : [query.view];
  const oldestFirst = query.view !== 'all' && workedInOrder.has(query.view);
  const slices = await Promise.all(
    views
      .filter((v) => positions[v] !== null)
      .map((v) =>
        queryView(table, v, positions[v] ?? undefined, oldestFirst, query.limit + 1, query.destination),
      ),
  );
  const merged = slices.flatMap((slice) => slice.items);
  const page = (oldestFirst ? merged : merged.sort(byNewest)).slice(0, query.limit);
  const next: Positions = { ...positions };
  for (const slice of slices) {
    const shown = page.filter((item) => slice.items.includes(item));
    const last = shown.at(-1);
    if (shown.length === slice.items.length) next[slice.view] = null;
    else if (last !== undefined) next[slice.view] = last.gsi1sk;
  }
  const more = views.some((v) => next[v] !== null);
  return {
    items: page.map((a) => toSummary(a, now)),
    ...(more ? { nextCursor: encodeCursor({ kind: 'view', positions: next }) } : {}),
    ...(query.cursor === undefined ? { changesCursor: changesFrom(now) } : {}),
  };
}

/**
 * The applications with a payment to refund, oldest flag first: one Query of the payments flagged for
 * refund (`gsi1` `PAYMENTS#refund-due`, written by `flagRefund` in functions/payments), then the
 * applications (one each, however many of their payments are flagged).
 */
async function listRefunds(table: TableRef, query: AdminListQuery, now: Date): Promise<ApplicationList> {
  const result = await table.db.send(
    new QueryCommand({
      TableName: table.tableName,
      IndexName: viewIndex.name,
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': refundsDuePartition },
      Limit: query.limit,
    }),
  );
  const ids = [...new Set((result.Items ?? []).map((i) => String(i.applicationId)))];
  const applications = (await getApplications(table, ids)).filter((a) =>
    isOfDestination(a, query.destination),
  );
  return {
    items: applications.map((a) => toSummary(a, now)),
    ...(query.cursor === undefined ? { changesCursor: changesFrom(now) } : {}),
  };
}

/** A polling cursor at `now`: the changes recorded after this instant. */
function changesFrom(now: Date): string {
  return encodeCursor({ kind: 'changes', after: now.toISOString() });
}

/**
 * Polling (`changes`): the applications changed since the cursor (created, paid, documents submitted,
 * review started, decided, flagged for a refund), as they are now, from the change records of the
 * minutes in between (one Query per minute, at most `changesKeptMinutes`). The list puts each in its
 * place, or takes it out of a view it has left. A cursor older than that asks the list to reload.
 */
export async function listChanges(
  table: TableRef,
  cursor: string,
  now: Date,
  destination?: DestinationId,
): Promise<ApplicationList> {
  const { after } = decodeChangesCursor(cursor);
  const since = new Date(after.slice(0, 24));
  if (Number.isNaN(since.getTime()) || now.getTime() - since.getTime() > changesKeptMinutes * 60_000) {
    return { items: [], reload: true, changesCursor: changesFrom(now) };
  }
  const minutes: Date[] = [];
  for (let t = Math.floor(since.getTime() / 60_000) * 60_000; t <= now.getTime(); t += 60_000) {
    minutes.push(new Date(t));
  }
  const records = (
    await Promise.all(
      minutes.map(async (minute) => {
        const result = await table.db.send(
          new QueryCommand({
            TableName: table.tableName,
            KeyConditionExpression: 'pk = :pk AND sk > :after',
            ExpressionAttributeValues: { ':pk': changeFeed.partition(minute), ':after': after },
            ConsistentRead: true,
            Limit: 200,
          }),
        );
        return (result.Items ?? []) as { sk: string; applicationId: string }[];
      }),
    )
  ).flat();
  const last = records.reduce((max, r) => (r.sk > max ? r.sk : max), after);
  const applications = (
    await getApplications(table, [...new Set(records.map((r) => r.applicationId))])
  ).filter((a) => isOfDestination(a, destination));
  return {
    items: applications.map((a) => toSummary(a, now)),
    changesCursor: encodeCursor({ kind: 'changes', after: last }),
  };
}
