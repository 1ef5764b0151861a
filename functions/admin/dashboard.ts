import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { queueViews, type DashboardStats } from '../../shared/api/admin';
import type { TableRef } from '../lib/applications-table';
import {
  allStatsKeys,
  moneyCounters,
  refundCounters,
  statusCounters,
  viewCounters,
} from '../lib/dashboard-stats';
import { viewCounter } from '../lib/queue';

const count = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** Every counter summed over the base item and its shards (consistent reads, one BatchGetItem). */
export async function readCounters(table: TableRef): Promise<Record<string, number>> {
  const totals: Record<string, number> = {};
  let keys: Record<string, unknown>[] = allStatsKeys();
  while (keys.length > 0) {
    const result = await table.db.send(
      new BatchGetCommand({ RequestItems: { [table.tableName]: { Keys: keys, ConsistentRead: true } } }),
    );
    for (const item of result.Responses?.[table.tableName] ?? []) {
      for (const name of [...statusCounters, ...viewCounters, ...moneyCounters, ...refundCounters])
        totals[name] = (totals[name] ?? 0) + count(item[name]);
    }
    keys = result.UnprocessedKeys?.[table.tableName]?.Keys ?? [];
  }
  return totals;
}

/** The dashboard's counters (a counter never written yet is 0). */
export async function dashboardStats(table: TableRef): Promise<DashboardStats> {
  const totals = await readCounters(table);
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
