import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { queueViews, type DashboardStats } from '../../shared/api/admin';
import type { TableRef } from '../lib/applications-table';
import {
  allStatsKeys,
  destinationCounter,
  moneyCounters,
  refundCounters,
  statusCounters,
  viewCounters,
} from '../lib/dashboard-stats';
import { viewCounter } from '../lib/queue';
import { defaultDestinationId } from '../../shared/destinations/numbers';
import { destinationIds, type DestinationId } from '../../shared/destinations/types';

const count = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

const counterNames = [...statusCounters, ...viewCounters, ...moneyCounters, ...refundCounters];
/** The destinations with counters of their own (Kenya's are the totals minus theirs). */
const otherDestinations = destinationIds.filter((d) => d !== defaultDestinationId);

/** Every counter summed over the base item and its shards (consistent reads, one BatchGetItem). */
export async function readCounters(table: TableRef): Promise<Record<string, number>> {
  const totals: Record<string, number> = {};
  let keys: Record<string, unknown>[] = allStatsKeys();
  while (keys.length > 0) {
    const result = await table.db.send(
      new BatchGetCommand({ RequestItems: { [table.tableName]: { Keys: keys, ConsistentRead: true } } }),
    );
    for (const item of result.Responses?.[table.tableName] ?? []) {
      for (const name of [
        ...counterNames,
        ...otherDestinations.flatMap((d) => counterNames.map((n) => destinationCounter(d, n))),
      ])
        totals[name] = (totals[name] ?? 0) + count(item[name]);
    }
    keys = result.UnprocessedKeys?.[table.tableName]?.Keys ?? [];
  }
  return totals;
}

/**
 * One destination's counters: another destination's own copies, or Kenya's as the totals minus every
 * other destination's (applications stored before destinations existed are Kenya's). Refunds due are
 * counted by payment, not by application: every destination's list shows the same number.
 */
function countersOf(all: Record<string, number>, destination: DestinationId): Record<string, number> {
  const of = (name: string) =>
    destination === defaultDestinationId
      ? count(all[name]) -
        otherDestinations.reduce((sum, d) => sum + count(all[destinationCounter(d, name)]), 0)
      : count(all[destinationCounter(destination, name)]);
  return Object.fromEntries(
    counterNames.map((name) => [name, refundCounters.includes(name as never) ? count(all[name]) : of(name)]),
  );
}

/** The dashboard's counters (a counter never written yet is 0), of one destination or of all. */
export async function dashboardStats(table: TableRef, destination?: DestinationId): Promise<DashboardStats> {
  const all = await readCounters(table);
  const totals = destination === undefined ? all : countersOf(all, destination);
  return {
    total: count(totals.total),
    pending: count(totals.pending),
    processing: count(totals.processing),
    approved: count(totals.approved),
    rejected: count(totals.rejected),
    paidCount: count(totals.paidCount),
    revenue: Math.round(count(totals.revenue) * 100) / 100,
    currency: 'USD',
    refundsDue: count(totals.refundsDue),
    views: {
      ...(Object.fromEntries(queueViews.map((view) => [view, count(totals[viewCounter(view)])])) as Record<
        (typeof queueViews)[number],
        number
      >),
      refund_due: count(totals.refundsDue),
    },
  };
}
