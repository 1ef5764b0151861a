import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import {
  applicationKeys,
  findApplicationIdByNumber,
  getApplication,
  type TableRef,
} from '../lib/applications-table';
import { log } from '../lib/log';
import { viewTransition } from '../lib/queue';
import { refundDueItems } from '../lib/refunds';
import type { PaymentCallback } from './gateway/types';
import { getAttempt, paymentKeys, type PaymentApplication, type StoredAttempt } from './payment-records';

/** A genuine callback that does not match what we asked the gateway for: nothing changes. */
export class CallbackRejectedError extends Error {
  override name = 'CallbackRejectedError';
}

export interface RecordCallbackDeps extends TableRef {
  readonly now: () => Date;
}

export type CallbackOutcome =
  | { readonly kind: 'paid'; readonly application: PaymentApplication; readonly attempt: StoredAttempt }
  | { readonly kind: 'unchanged' };

const isCancelled = (e: unknown) => e instanceof Error && e.name === 'TransactionCanceledException';

async function conditional(work: () => Promise<unknown>): Promise<boolean> {
  try {
    await work();
    return true;
  } catch (e: unknown) {
    if (e instanceof ConditionalCheckFailedException) return false;
    throw e;
  }
}

/** Finds the application and the attempt a verified callback is about, and checks amount and currency. */
async function matching(deps: RecordCallbackDeps, callback: PaymentCallback) {
  const number = await findApplicationIdByNumber(deps, callback.orderId);
  const application = number
    ? ((await getApplication(deps, number.applicationId)) as PaymentApplication | undefined)
    : undefined;
  if (!application) throw new CallbackRejectedError('unknown order');
  const attempt = await getAttempt(deps, application.id, callback.transactionId);
  if (!attempt) throw new CallbackRejectedError('unknown transaction');
  if (
    callback.currency !== attempt.currency ||
    callback.amount !== attempt.amount ||
    attempt.amount !== application.pricing.totalPrice
  ) {
    log.error('payment callback amount or currency mismatch', {
      applicationId: application.id,
      transactionId: attempt.transactionId,
      expectedAmount: attempt.amount,
      amount: callback.amount,
      currency: callback.currency,
    });
    throw new CallbackRejectedError('amount or currency mismatch');
  }
  return { application, attempt };
}

/**
 * A second payment for an application already paid: the attempt is marked `duplicate` and the
 * application flagged for a refund (the queue's "needing a refund", `functions/lib/refunds.ts`), once.
 */
async function markDuplicate(
  deps: RecordCallbackDeps,
  attempt: StoredAttempt,
  callback: PaymentCallback,
  application: PaymentApplication,
) {
  const now = deps.now();
  const at = now.toISOString();
  const marked = await conditional(() =>
    deps.db.send(
      new UpdateCommand({
        TableName: deps.tableName,
        Key: paymentKeys.attempt(attempt.applicationId, attempt.transactionId),
        UpdateExpression: 'SET #s = :dup, replyCode = :code, replyDesc = :desc, updatedAt = :at',
        ConditionExpression: '#s <> :dup AND #s <> :ok',
        ExpressionAttributeNames: { '#s': 'status' },
        ExpressionAttributeValues: {
          ':dup': 'duplicate',
          ':ok': 'succeeded',
          ':code': callback.replyCode,
          ':desc': callback.replyDesc,
          ':at': at,
        },
      }),
    ),
  );
  if (!marked) return;
  try {
    await deps.db.send(
      new TransactWriteCommand({
        TransactItems: refundDueItems(deps.tableName, application, 'duplicate_payment', now),
      }),
    );
  } catch (e: unknown) {
    if (!isCancelled(e)) throw e; // flagged already (a third payment): one flag is enough
  }
  log.error('duplicate payment for an application already paid: refund needed', {
    applicationId: attempt.applicationId,
    transactionId: attempt.transactionId,
    amount: attempt.amount,
  });
}

/**
 * The paid transition: application, attempt, queue view and counters in one transaction, only once.
 * The application moves from "waiting for payment" to "waiting for documents" (condition: still in the
 * view it was read in); test data (`functions/lib/test-data.ts`) moves no counter.
 */
async function markPaid(
  deps: RecordCallbackDeps,
  attempt: StoredAttempt,
  callback: PaymentCallback,
  application: PaymentApplication,
) {
  const now = deps.now();
  const at = now.toISOString();
  const last = { status: 'succeeded', replyCode: callback.replyCode, replyDesc: callback.replyDesc };
  const move = viewTransition(deps.tableName, application, { paymentStatus: 'paid' }, now, {
    paidCount: 1,
    revenue: attempt.amount,
  });
  await deps.db.send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Update: {
            TableName: deps.tableName,
            Key: applicationKeys.application(attempt.applicationId),
            UpdateExpression:
              'SET paymentStatus = :paid, paidAt = :at, paymentTransactionId = :tx, paymentMethod = :card, ' +
              `cardLast4 = :last4, lastPaymentAttempt = :last, updatedAt = :at, ${move.set} ` +
              'REMOVE openPaymentTransactionId, openPaymentUrl, openPaymentExpiresAt',
            ConditionExpression: `attribute_exists(pk) AND paymentStatus <> :paid AND ${move.condition}`,
            ExpressionAttributeValues: {
              ':paid': 'paid',
              ':at': at,
              ':tx': attempt.transactionId,
              ':card': 'card',
              ':last4': callback.cardLast4 ?? '',
              ':last': last,
              ...move.values,
            },
          },
        },
        {
          Update: {
            TableName: deps.tableName,
            Key: paymentKeys.attempt(attempt.applicationId, attempt.transactionId),
            UpdateExpression:
              'SET #s = :ok, replyCode = :code, replyDesc = :desc, cardLast4 = :last4, updatedAt = :at',
            ConditionExpression: 'attribute_exists(pk) AND #s <> :ok',
            ExpressionAttributeNames: { '#s': 'status' },
            ExpressionAttributeValues: {
              ':ok': 'succeeded',
              ':code': callback.replyCode,
              ':desc': callback.replyDesc,
              ':last4': callback.cardLast4 ?? '',
              ':at': at,
            },
          },
        },
        ...move.items,
      ],
    }),
  );
}

async function markFailed(deps: RecordCallbackDeps, attempt: StoredAttempt, callback: PaymentCallback) {
  const at = deps.now().toISOString();
  const changed = await conditional(() =>
    deps.db.send(
      new UpdateCommand({
        TableName: deps.tableName,
        Key: paymentKeys.attempt(attempt.applicationId, attempt.transactionId),
        UpdateExpression: 'SET #s = :failed, replyCode = :code, replyDesc = :desc, updatedAt = :at',
        ConditionExpression: '#s = :created',
        ExpressionAttributeNames: { '#s': 'status' },
        ExpressionAttributeValues: {
          ':failed': 'failed',
          ':created': 'created',
          ':code': callback.replyCode,
          ':desc': callback.replyDesc,
          ':at': at,
        },
      }),
    ),
  );
  if (!changed) return; // already failed, or it succeeded: a late failure changes nothing
  await conditional(() =>
    deps.db.send(
      new UpdateCommand({
        TableName: deps.tableName,
        Key: applicationKeys.application(attempt.applicationId),
        UpdateExpression:
          'SET paymentStatus = :failed, lastPaymentAttempt = :last, updatedAt = :at ' +
          'REMOVE openPaymentTransactionId, openPaymentUrl, openPaymentExpiresAt',
        ConditionExpression:
          'attribute_exists(pk) AND paymentStatus <> :paid AND (attribute_not_exists(openPaymentTransactionId) OR openPaymentTransactionId = :tx)',
        ExpressionAttributeValues: {
          ':failed': 'failed',
          ':paid': 'paid',
          ':tx': attempt.transactionId,
          ':at': at,
          ':last': { status: 'failed', replyCode: callback.replyCode, replyDesc: callback.replyDesc },
        },
      }),
    ),
  );
  log.info('payment failed', { applicationId: attempt.applicationId, replyCode: callback.replyCode });
}

/**
 * Applies a verified callback. A success marks the application paid exactly once; a repeated or late
 * success for the same transaction changes nothing (but returns `paid` so the receipt can be retried);
 * a success for another transaction of a paid application marks that attempt `duplicate`. A failure
 * after a success changes nothing.
 */
export async function recordCallback(
  deps: RecordCallbackDeps,
  callback: PaymentCallback,
): Promise<CallbackOutcome> {
  const { application, attempt } = await matching(deps, callback);
  if (callback.status === 'failed') {
    await markFailed(deps, attempt, callback);
    return { kind: 'unchanged' };
  }
  for (let round = 0; round < 5; round += 1) {
    const current = (await getApplication(deps, application.id)) as PaymentApplication | undefined;
    if (!current) throw new CallbackRejectedError('unknown order');
    if (current.paymentStatus === 'paid') {
      if (current.paymentTransactionId === attempt.transactionId) {
        return { kind: 'paid', application: current, attempt };
      }
      await markDuplicate(deps, attempt, callback, current);
      return { kind: 'unchanged' };
    }
    try {
      await markPaid(deps, attempt, callback, current);
      log.info('payment succeeded', { applicationId: application.id, transactionId: attempt.transactionId });
    } catch (e: unknown) {
      if (!isCancelled(e)) throw e;
      // Someone else changed the application first (a concurrent callback): look again.
      await new Promise((r) => setTimeout(r, 20 * (round + 1)));
    }
  }
  throw new Error('The payment callback could not be recorded');
}
