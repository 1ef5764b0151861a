import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { queueViews, type DashboardStats } from '../../shared/api/admin';
import type { TableRef } from '../lib/applications-table';
import { statsKey } from '../lib/dashboard-stats';
import { viewCounter } from '../lib/queue';

const count = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** The dashboard's counters: one GetItem of `STATS` (a counter never written yet is 0). */
export async function dashboardStats(table: TableRef): Promise<DashboardStats> {
  const result = await table.db.send(
    new GetCommand({ TableName: table.tableName, Key: statsKey, ConsistentRead: true }),
  );
  const item = result.Item ?? {};
  return {
    total: count(item.total),
    pending: count(item.pending),
    processing: count(item.processing),
    approved: count(item.approved),
    rejected: count(item.rejected),
    paidCount: count(item.paidCount),
    revenue: Math.round(count(item.revenue) * 100) / 100,
    currency: 'USD',
    views: Object.fromEntries(
      [...queueViews, 'refund_due' as const].map((view) => [view, count(item[viewCounter(view)])]),
    ) as DashboardStats['views'],
  };
}
