import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { defaultDestinationId } from '../../shared/destinations/numbers';

/**
 * The admin dashboard's counters (spec §2: total, pending, approved, rejected, revenue), read with one
 * BatchGetItem, never by counting applications: `total`, `pending`, `processing`, `approved`,
 * `rejected` (the creating and the deciding transactions), `paidCount`, `revenue` and `refundsDue`
 * (the payment callback and the reconciliation). Every change is an `ADD` inside the transaction that
 * makes it true, so the counters cannot drift from the applications, and exact.
 *
 * Sharded, so that they scale: each change goes to one of `statsShardCount` items chosen at random
 * (`STATS#00` … `STATS#15` / `STATS`), and a value is the sum over the shards and the base item
 * `STATS` / `STATS` (the single item of before, kept as it was; the backfill writes its corrections
 * there). Concurrent creations then rarely touch the same item: no transaction conflict on a hot key.
 * Every change also adds 1 to the item's `writes`, which lets the backfill see that nothing changed
 * while it counted (`infra/backfill/counters.ts`).
 */
export const statsKey = { pk: 'STATS', sk: 'STATS' } as const;

export const statsShardCount = 16;

/** The key of shard `index` (0 … statsShardCount - 1). */
export const statsShardKey = (index: number) =>
  ({ pk: `STATS#${String(index).padStart(2, '0')}`, sk: 'STATS' }) as const;

/** Every counter item: the base and all shards. */
export const allStatsKeys = () => [
  statsKey,
  ...Array.from({ length: statsShardCount }, (_, i) => statsShardKey(i)),
];

/** A shard for one change, at random. */
export const anyStatsShard = () => statsShardKey(Math.floor(Math.random() * statsShardCount));

export const moneyCounters = ['paidCount', 'revenue'] as const;

/**
 * Payments the gateway took when nothing was owed (flagged for refund by the payment callback or the
 * reconciliation). Not an application's property, so the backfill leaves it as it is.
 */
export const refundCounters = ['refundsDue'] as const;

export const statusCounters = ['total', 'pending', 'processing', 'approved', 'rejected'] as const;
/** The staff queue's counters (`functions/lib/queue.ts`): one per view (the refunds due are `refundsDue`). */
export const viewCounters = [
  'view_awaiting_payment',
  'view_awaiting_documents',
  'view_ready_for_review',
  'view_processing',
  'view_decided',
] as const;
export type StatusCounter =
  (typeof statusCounters)[number] | (typeof viewCounters)[number] | (typeof moneyCounters)[number];

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/**
 * Counters per destination (the admin's destination filter): every change of another destination's
 * application also adds to that destination's own copy of the counter (`tanzania__pending`). Kenya's
 * are the totals minus the other destinations', so the applications stored before destinations existed
 * (all Kenya's) count as Kenya's without a backfill.
 */
export const destinationCounter = (destination: string, counter: string) => `${destination}__${counter}`;

/** One transaction item that adds `changes` (e.g. `{pending: -1, approved: 1}`) to the counters. */
export function statsChange(
  tableName: string,
  changes: Partial<Record<StatusCounter, number>>,
  at: string,
  destination: string = defaultDestinationId,
): TransactItem {
  const own = Object.entries(changes).filter(([, by]) => by !== 0);
  const entries =
    destination === defaultDestinationId
      ? own
      : [...own, ...own.map(([counter, by]) => [destinationCounter(destination, counter), by] as const)];
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = { ':entity': 'stats', ':at': at, ':one': 1 };
  const adds = entries.map(([counter, by], i) => {
    names[`#c${i}`] = counter;
    values[`:c${i}`] = by;
    return `#c${i} :c${i}`;
  });
  return {
    Update: {
      TableName: tableName,
      Key: anyStatsShard(),
      UpdateExpression: `SET entity = :entity, updatedAt = :at ADD ${['writes :one', ...adds].join(', ')}`,
      ...(adds.length > 0 ? { ExpressionAttributeNames: names } : {}),
      ExpressionAttributeValues: values,
    },
  };
}
