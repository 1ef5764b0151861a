import type { CancellationReason } from '@aws-sdk/client-dynamodb';
import type { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import {
  TransactWriteCommand,
  type DeleteCommandOutput,
  type DynamoDBDocumentClient,
  type PutCommandOutput,
  type TransactWriteCommandInput,
  type UpdateCommandOutput,
} from '@aws-sdk/lib-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';

/**
 * The DynamoDB write patterns every concern uses, in one place: the conditional write, the
 * transaction with its cancellation reasons, and the retry of a transaction that lost to a concurrent
 * writer. (The "send this e-mail once" claim, built on them, is `./mail-once.ts`.)
 */

export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** The cancellation reason of each item of a cancelled transaction, in order (`None` when it was fine). */
export type CancellationReasons = readonly string[];

export type TransactResult =
  | { readonly written: true }
  | {
      readonly written: false;
      readonly reasons: CancellationReasons;
      /**
       * Per item, the item as it was when its condition failed, for the items that asked for it
       * (`ReturnValuesOnConditionCheckFailure: 'ALL_OLD'`): e.g. the idempotency record of a replay.
       */
      readonly oldItems: readonly (Record<string, unknown> | undefined)[];
    };

const conditionFailed = 'ConditionalCheckFailed';
const conflict = 'TransactionConflict';

/** Compared by name: the exception class of another copy of the SDK is not `instanceof` ours. */
const isNamed = (e: unknown, name: string): e is Error & Record<string, unknown> =>
  e instanceof Error && e.name === name;

/**
 * Sends one conditional write (Put, Update or Delete). Resolves its output, or false when its
 * condition did not hold (nothing was written); any other failure is thrown.
 */
export async function conditionalWrite(
  db: DynamoDBDocumentClient,
  command: UpdateCommand,
): Promise<UpdateCommandOutput | false>;
export async function conditionalWrite(
  db: DynamoDBDocumentClient,
  command: PutCommand,
): Promise<PutCommandOutput | false>;
export async function conditionalWrite(
  db: DynamoDBDocumentClient,
  command: DeleteCommand,
): Promise<DeleteCommandOutput | false>;
export async function conditionalWrite(
  db: DynamoDBDocumentClient,
  command: PutCommand | UpdateCommand | DeleteCommand,
): Promise<UpdateCommandOutput | PutCommandOutput | DeleteCommandOutput | false> {
  try {
    // The three commands go through the same client; only the output type differs.
    return await db.send(command as UpdateCommand);
  } catch (e: unknown) {
    if (isNamed(e, 'ConditionalCheckFailedException')) return false;
    throw e;
  }
}

/**
 * One TransactWriteItems. A transaction cancelled because a condition failed or because a concurrent
 * transaction touched the same items resolves `{written: false, reasons}` (one reason per item);
 * anything else (a malformed request, the store unreachable) is thrown.
 */
export async function transactWrite(
  db: DynamoDBDocumentClient,
  items: readonly TransactItem[],
): Promise<TransactResult> {
  try {
    await db.send(new TransactWriteCommand({ TransactItems: [...items] }));
    return { written: true };
  } catch (e: unknown) {
    if (!isNamed(e, 'TransactionCanceledException')) throw e;
    const cancellations = (e.CancellationReasons as CancellationReason[] | undefined) ?? [];
    const reasons = cancellations.map((r) => r.Code ?? 'None');
    if (!reasons.some((r) => r === conditionFailed || r === conflict)) throw e;
    const oldItems = cancellations.map((r) => (r.Item ? unmarshall(r.Item) : undefined));
    return { written: false, reasons, oldItems };
  }
}

/** Whether item `index` of a cancelled transaction failed its condition. */
export const failedCondition = (reasons: CancellationReasons, index: number): boolean =>
  reasons[index] === conditionFailed;

/** Whether a cancelled transaction lost to a concurrent one (and may simply be tried again). */
export const lostToConcurrentWrite = (reasons: CancellationReasons): boolean => reasons.includes(conflict);

/** What an attempt of `retryTransaction` returns to ask for another attempt (after a back-off). */
export const tryAgain: unique symbol = Symbol('tryAgain');

/**
 * What an attempt returns to ask for another one without waiting: nothing concurrent to let pass
 * (e.g. a freshly drawn application number was taken; the next attempt draws another).
 */
export const tryAgainAtOnce: unique symbol = Symbol('tryAgainAtOnce');

export interface RetryOptions {
  /** At most this many attempts (default 5). */
  readonly attempts?: number;
  /** The error thrown when every attempt asked for another (e.g. ServiceUnavailableError). */
  readonly exhausted: () => Error;
  /** The first back-off; it grows with each attempt, with jitter (default 25 ms). */
  readonly backoffMs?: number;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The transaction retry: runs `attempt(1)`, `attempt(2)`, … until one returns anything but `tryAgain`
 * (each attempt reads what it needs and builds its transaction afresh), waiting a growing, jittered
 * back-off in between, so two writers that collided do not collide again. After `attempts` it throws
 * `exhausted()`.
 */
export async function retryTransaction<T>(
  attempt: (n: number) => Promise<T | typeof tryAgain | typeof tryAgainAtOnce>,
  options: RetryOptions,
): Promise<T> {
  const attempts = options.attempts ?? 5;
  const backoff = options.backoffMs ?? 25;
  for (let n = 1; n <= attempts; n += 1) {
    const result = await attempt(n);
    if (result === tryAgainAtOnce) continue;
    if (result !== tryAgain) return result;
    if (n < attempts) await pause(backoff * n * (0.5 + Math.random()));
  }
  throw options.exhausted();
}
