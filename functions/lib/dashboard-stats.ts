import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';

/**
 * The admin dashboard's counters (spec §2: total, pending, approved, rejected, revenue), kept in one
 * item so the dashboard reads them with one GetItem, never by counting applications:
 * `STATS` / `STATS` with `total`, `pending`, `processing`, `approved`, `rejected` (this module: the
 * creating and the deciding transactions) and `paidCount`, `revenue` (the payment callback,
 * `functions/payments/record-callback.ts`, which names the same key). Every change is an `ADD` inside
 * the transaction that makes it true, so the counters cannot drift from the applications.
 */
export const statsKey = { pk: 'STATS', sk: 'STATS' } as const;

export const statusCounters = ['total', 'pending', 'processing', 'approved', 'rejected'] as const;
/** The staff queue's counters (`functions/lib/queue.ts`): one per view, and the refunds due. */
export const viewCounters = [
  'view_awaiting_payment',
  'view_awaiting_documents',
  'view_ready_for_review',
  'view_processing',
  'view_decided',
  'view_refund_due',
] as const;
/** The payment callback's: paid applications and their amounts (USD). */
export const moneyCounters = ['paidCount', 'revenue'] as const;
export type StatusCounter =
  (typeof statusCounters)[number] | (typeof viewCounters)[number] | (typeof moneyCounters)[number];

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** One transaction item that adds `changes` (e.g. `{pending: -1, approved: 1}`) to the counters. */
export function statsChange(
  tableName: string,
  changes: Partial<Record<StatusCounter, number>>,
  at: string,
): TransactItem {
  const entries = Object.entries(changes).filter(([, by]) => by !== 0);
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = { ':entity': 'stats', ':at': at };
  const adds = entries.map(([counter, by], i) => {
    names[`#c${i}`] = counter;
    values[`:c${i}`] = by;
    return `#c${i} :c${i}`;
  });
  return {
    Update: {
      TableName: tableName,
      Key: statsKey,
      UpdateExpression: `SET entity = :entity, updatedAt = :at${adds.length > 0 ? ` ADD ${adds.join(', ')}` : ''}`,
      ...(adds.length > 0 ? { ExpressionAttributeNames: names } : {}),
      ExpressionAttributeValues: values,
    },
  };
}
