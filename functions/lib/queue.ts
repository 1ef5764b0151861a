import { randomBytes } from 'node:crypto';
import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { queueViewOf, type QueueFacts, type QueueView } from '../../shared/api/admin';
import { statsChange, type StatusCounter } from './dashboard-stats';

/**
 * The staff queue's index and counters (issue 19). An application item's `gsi1pk` is its view
 * (`VIEW#ready_for_review`, `shared/api/admin.ts` `queueViewOf`), `gsi1sk` its `<createdAt>#<id>`: a view
 * is one Query, newest first (or oldest first, the order a queue is worked in), never a Scan. Test data
 * goes to `TESTVIEW#…`, which no list reads, and moves no counter.
 *
 * Whoever changes what decides the view (the payment, the documents, "Start review", the decision) does
 * it in one transaction with `viewTransition`: the item moves only from the view it is still in
 * (condition on `gsi1pk`), the view counters follow, and a change record lets open lists update the row
 * (`changeFeed`: `CHANGES#<minute>` / `<at>#<id>#<random>`, kept a day).
 */
export const viewIndex = {
  name: 'gsi1',
  partition: (view: QueueView, testData = false) => `${testData ? 'TESTVIEW' : 'VIEW'}#${view}`,
  sort: (createdAt: string, id: string) => `${createdAt}#${id}`,
} as const;

/** The counter of a view (beside the status counters of the dashboard). */
export const viewCounter = (view: QueueView): StatusCounter => `view_${view}`;

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** Change records of this long a bucket; a list that polls less often than `changesKeptMinutes` reloads. */
export const changeFeed = {
  partition: (at: Date) => `CHANGES#${at.toISOString().slice(0, 16)}`,
  sort: (at: string, id: string) => `${at}#${id}#${randomBytes(3).toString('hex')}`,
  keptSeconds: 86_400,
} as const;
export const changesKeptMinutes = 10;

/** The change record of an application, in the transaction that changed it. */
export function changeRecord(tableName: string, applicationId: string, now: Date): TransactItem {
  const at = now.toISOString();
  return {
    Put: {
      TableName: tableName,
      Item: {
        pk: changeFeed.partition(now),
        sk: changeFeed.sort(at, applicationId),
        entity: 'change',
        applicationId,
        at,
        expiresAt: Math.floor(now.getTime() / 1000) + changeFeed.keptSeconds,
      },
    },
  };
}

export interface ViewTransition {
  readonly from: QueueView;
  readonly to: QueueView;
  /** For the application's Update: `gsi1pk = :viewTo` to SET, and its condition. */
  readonly set: string;
  readonly condition: string;
  readonly values: Readonly<Record<string, string>>;
  /** The counters and the change record, for the same transaction. */
  readonly items: readonly TransactItem[];
}

/**
 * What a change of an application does to the queue: from the view its facts give now to the view
 * `next` gives. `counters` adds the status counters that move at the same time (one counters item).
 */
export function viewTransition(
  tableName: string,
  application: QueueFacts & {
    readonly id: string;
    readonly testData?: boolean;
    readonly destination?: string;
  },
  next: Partial<QueueFacts>,
  now: Date,
  counters: Partial<Record<StatusCounter, number>> = {},
): ViewTransition {
  const from = queueViewOf(application);
  const to = queueViewOf({ ...application, ...next });
  const testData = application.testData === true;
  const moved = from === to ? {} : { [viewCounter(from)]: -1, [viewCounter(to)]: 1 };
  const changes = { ...counters, ...moved };
  return {
    from,
    to,
    set: 'gsi1pk = :viewTo',
    condition: 'gsi1pk = :viewFrom',
    values: {
      ':viewFrom': viewIndex.partition(from, testData),
      ':viewTo': viewIndex.partition(to, testData),
    },
    items: testData
      ? []
      : [
          ...(Object.keys(changes).length > 0
            ? [statsChange(tableName, changes, now.toISOString(), application.destination)]
            : []),
          changeRecord(tableName, application.id, now),
        ],
  };
}
