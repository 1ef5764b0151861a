import { anyStatsShard } from '../lib/dashboard-stats';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import {
  applicationKeys,
  findApplicationIdByNumber,
  getApplication,
  type TableRef,
} from '../lib/applications-table';
import { log, setLogApplicationId } from '../lib/log';
import { metricNames, putMetric } from '../lib/metrics';
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
  setLogApplicationId(application.id);
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

async function markDuplicate(deps: RecordCallbackDeps, attempt: StoredAttempt, callback: PaymentCallback) {
  const at = deps.now().toISOString();
  await conditional(() =>
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
  log.error('duplicate payment for an application already paid: refund needed', {
    applicationId: attempt.applicationId,
    transactionId: attempt.transactionId,
    amount: attempt.amount,
  });
}

/** The paid transition: application, attempt and counters in one transaction, only once. */
async function markPaid(deps: RecordCallbackDeps, attempt: StoredAttempt, callback: PaymentCallback) {
  const at = deps.now().toISOString();
  const last = { status: 'succeeded', replyCode: callback.replyCode, replyDesc: callback.replyDesc };
  await deps.db.send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Update: {
            TableName: deps.tableName,
            Key: applicationKeys.application(attempt.applicationId),
            UpdateExpression:
              'SET paymentStatus = :paid, paidAt = :at, paymentTransactionId = :tx, paymentMethod = :card, ' +
              'cardLast4 = :last4, lastPaymentAttempt = :last, updatedAt = :at ' +
              'REMOVE openPaymentTransactionId, openPaymentUrl, openPaymentExpiresAt',
            ConditionExpression: 'attribute_exists(pk) AND paymentStatus <> :paid',
            ExpressionAttributeValues: {
              ':paid': 'paid',
              ':at': at,
              ':tx': attempt.transactionId,
              ':card': 'card',
              ':last4': callback.cardLast4 ?? '',
              ':last': last,
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
        {
          Update: {
            TableName: deps.tableName,
            Key: anyStatsShard(),
            UpdateExpression:
              'SET entity = :entity, updatedAt = :at ADD paidCount :one, revenue :amount, writes :one',
            ExpressionAttributeValues: {
              ':entity': 'stats',
              ':at': at,
              ':one': 1,
              ':amount': attempt.amount,
            },
          },
        },
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
      await markDuplicate(deps, attempt, callback);
      return { kind: 'unchanged' };
    }
    try {
      await markPaid(deps, attempt, callback);
      log.info('payment succeeded', { applicationId: application.id, transactionId: attempt.transactionId });
      putMetric(metricNames.paymentsSettled);
    } catch (e: unknown) {
      if (!isCancelled(e)) throw e;
      // Someone else changed the application first (a concurrent callback): look again.
      await new Promise((r) => setTimeout(r, 20 * (round + 1)));
    }
  }
  throw new Error('The payment callback could not be recorded');
}
