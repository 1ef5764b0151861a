import { BatchGetCommand, ScanCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import type { TableRef } from '../../functions/lib/applications-table';
import { queueViewOf } from '../../shared/api/admin';
import {
  allStatsKeys,
  destinationCounter,
  moneyCounters,
  statsKey,
  statusCounters,
  viewCounters,
} from '../../functions/lib/dashboard-stats';
import { isTestData } from '../../functions/lib/test-data';
import { defaultDestinationId } from '../../shared/destinations/numbers';
import { destinationIds } from '../../shared/destinations/types';

const totalCounters = [...statusCounters, ...viewCounters, ...moneyCounters];
/** The destinations with copies of their own of every counter (`tanzania__pending`); Kenya's are derived. */
const otherDestinations = destinationIds.filter((d) => d !== defaultDestinationId);
/** Every counter the backfill makes exact: the totals, and each other destination's copies. */
const counterNames = [
  ...totalCounters,
  ...otherDestinations.flatMap((d) => totalCounters.map((name) => destinationCounter(d, name))),
];
type Counts = Record<string, number>;

const zero = (): Counts => Object.fromEntries(counterNames.map((name) => [name, 0]));
const number = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** The counters as the applications themselves say they should be (a consistent Scan: an operator job). */
export async function countApplications(table: TableRef): Promise<Counts> {
  const counts = zero();
  let start: Record<string, unknown> | undefined;
  do {
    const page = await table.db.send(
      new ScanCommand({
        TableName: table.tableName,
        ConsistentRead: true,
        FilterExpression: 'entity = :application',
        ExpressionAttributeValues: { ':application': 'application' },
        ExclusiveStartKey: start,
      }),
    );
    for (const item of page.Items ?? []) {
      // Test data (the payment test page's applications) is never counted (functions/lib/test-data.ts).
      if (isTestData(item)) continue;
      // Every change counts in the total and, for another destination's application, in its copy too.
      const destination = typeof item.destination === 'string' ? item.destination : defaultDestinationId;
      const add = (name: (typeof totalCounters)[number], by: number) => {
        counts[name] = (counts[name] ?? 0) + by;
        const copy = destinationCounter(destination, name);
        if (destination !== defaultDestinationId && copy in counts) counts[copy] = (counts[copy] ?? 0) + by;
      };
      add('total', 1);
      const status = String(item.status) === 'declined' ? 'rejected' : String(item.status);
      if ((statusCounters as readonly string[]).includes(status) && status !== 'total')
        add(status as (typeof statusCounters)[number], 1);
      // The staff queue's view (functions/lib/queue.ts).
      if (status !== 'withdrawn')
        add(`view_${queueViewOf({ ...item, status, paymentStatus: String(item.paymentStatus) })}`, 1);
      if (item.paymentStatus === 'paid') {
        add('paidCount', 1);
        add('revenue', number((item.pricing as { totalPrice?: unknown } | undefined)?.totalPrice));
      }
    }
    start = page.LastEvaluatedKey;
  } while (start !== undefined);
  return counts;
}

interface CounterItems {
  readonly sums: Counts;
  /** `writes` of every counter item (absent: never written). */
  readonly writes: Map<string, number | undefined>;
}

async function readCounterItems(table: TableRef): Promise<CounterItems> {
  const sums = zero();
  const writes = new Map<string, number | undefined>(allStatsKeys().map((k) => [k.pk, undefined]));
  let keys: Record<string, unknown>[] = allStatsKeys();
  while (keys.length > 0) {
    const result = await table.db.send(
      new BatchGetCommand({ RequestItems: { [table.tableName]: { Keys: keys, ConsistentRead: true } } }),
    );
    for (const item of result.Responses?.[table.tableName] ?? []) {
      for (const name of counterNames) sums[name] = (sums[name] ?? 0) + number(item[name]);
      writes.set(String(item.pk), number(item.writes));
    }
    keys = result.UnprocessedKeys?.[table.tableName]?.Keys ?? [];
  }
  return { sums, writes };
}

const unchanged = (writes: number | undefined) =>
  writes === undefined
    ? { ConditionExpression: 'attribute_not_exists(pk)' }
    : {
        ConditionExpression: 'attribute_not_exists(writes) OR writes = :writes',
        ExpressionAttributeValues: { ':writes': writes },
      };

/**
 * Makes the dashboard's counters exactly what the stored applications say, whatever they said before
 * (applications stored before the counters existed; a pending count a decision made negative): it
 * reads every counter item, counts the applications, and adds the difference to the base item in one
 * transaction that holds only if no counter item changed meanwhile (each change adds to its `writes`);
 * otherwise it starts again. Live traffic can go on: the result is exact. Returns the corrections.
 */
export async function backfillCounters(table: TableRef, now = () => new Date()): Promise<Counts> {
  for (let attempt = 1; attempt <= 20; attempt += 1) {
    const before = await readCounterItems(table);
    const truth = await countApplications(table);
    const corrections = zero();
    for (const name of counterNames) {
      const difference = (truth[name] ?? 0) - (before.sums[name] ?? 0);
      // Revenue is money: cents, not the float error of summing it.
      corrections[name] = name.endsWith('revenue') ? Math.round(difference * 100) / 100 : difference;
    }
    const adds = counterNames.filter((name) => corrections[name] !== 0);
    if (adds.length === 0) return corrections;
    const baseWrites = before.writes.get(statsKey.pk);
    const baseCondition = unchanged(baseWrites);
    try {
      await table.db.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Update: {
                TableName: table.tableName,
                Key: statsKey,
                UpdateExpression: `SET entity = :entity, updatedAt = :at ADD writes :one, ${adds
                  .map((name, i) => `#c${i} :c${i}`)
                  .join(', ')}`,
                ConditionExpression: baseCondition.ConditionExpression,
                ExpressionAttributeNames: Object.fromEntries(adds.map((name, i) => [`#c${i}`, name])),
                ExpressionAttributeValues: {
                  ':entity': 'stats',
                  ':at': now().toISOString(),
                  ':one': 1,
                  ...Object.fromEntries(adds.map((name, i) => [`:c${i}`, corrections[name]])),
                  ...(baseCondition.ExpressionAttributeValues ?? {}),
                },
              },
            },
            ...allStatsKeys()
              .filter((key) => key.pk !== statsKey.pk)
              .map((key) => ({
                ConditionCheck: {
                  TableName: table.tableName,
                  Key: key,
                  ...unchanged(before.writes.get(key.pk)),
                },
              })),
          ],
        }),
      );
      return corrections;
    } catch (e: unknown) {
      if (!(e instanceof TransactionCanceledException)) throw e;
      // A counter moved while we counted (a creation, a payment, a decision): count again.
    }
  }
  throw new Error('The counters kept changing while they were counted: run the backfill again');
}
