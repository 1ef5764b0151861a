import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { QueueFacts, RefundDue } from '../../shared/api/admin';
import type { RefundReason } from '../../shared/api/payments';
import { applicationKeys, type TableRef } from '../lib/applications-table';
import { auditItem } from '../lib/audit-log';
import { anyStatsShard } from '../lib/dashboard-stats';
import {
  conditionalWrite,
  transactWrite,
  type TransactItem,
  type TransactResult,
} from '../lib/dynamo-writes';
import { log } from '../lib/log';
import { changeRecord, viewTransition } from '../lib/queue';
import type { PaymentCallback } from './gateway/types';
import {
  notClosedCondition,
  paymentKeys,
  refundsDuePartition,
  unsettledPayments,
  type StoredAttempt,
} from './payment-records';

/**
 * The writes that move a payment attempt from `created` to its outcome. Each is conditional, so each
 * happens at most once whoever tries it (concurrent callbacks, a gateway retry, the reconciliation).
 */

export interface TransitionDeps extends TableRef {
  readonly now: () => Date;
}

/** How the outcome reached us: the gateway's signed callback, or the reconciliation asking the gateway. */
export type OutcomeSource = 'callback' | 'reconciliation';

/**
 * The paid transition, in one transaction: the application (only when not paid and not decided or
 * withdrawn), the attempt (`succeeded`, unless flagged for refund; it stays in the reconciliation's
 * list until its receipt has gone), the counters and, when the reconciliation found it, the audit entry saying so.
 */
export function markPaid(
  deps: TransitionDeps,
  attempt: StoredAttempt,
  outcome: PaymentCallback,
  source: OutcomeSource,
  /**
   * The application as read: its staff queue view moves from "waiting for payment" (condition: still
   * in that view). Test data (the payment test page, `functions/lib/test-data.ts`) moves no counter.
   */
  application: QueueFacts & { readonly id: string; readonly testData?: boolean },
): Promise<TransactResult> {
  const now = deps.now();
  const at = now.toISOString();
  const move = viewTransition(deps.tableName, application, { paymentStatus: 'paid' }, now, {
    paidCount: 1,
    revenue: attempt.amount,
  });
  const last = { status: 'succeeded', replyCode: outcome.replyCode, replyDesc: outcome.replyDesc };
  const items: TransactItem[] = [
    {
      Update: {
        TableName: deps.tableName,
        Key: applicationKeys.application(attempt.applicationId),
        UpdateExpression:
          'SET paymentStatus = :paid, paidAt = :at, paymentTransactionId = :tx, paymentMethod = :card, ' +
          `cardLast4 = :last4, lastPaymentAttempt = :last, updatedAt = :at, ${move.set} ` +
          'REMOVE openPaymentTransactionId, openPaymentUrl, openPaymentExpiresAt',
        ConditionExpression: `attribute_exists(pk) AND paymentStatus <> :paid AND ${notClosedCondition.expression} AND ${move.condition}`,
        ExpressionAttributeNames: notClosedCondition.names,
        ExpressionAttributeValues: {
          ...move.values,
          ':paid': 'paid',
          ':at': at,
          ':tx': attempt.transactionId,
          ':card': 'card',
          ':last4': outcome.cardLast4 ?? '',
          ':last': last,
          ...notClosedCondition.values,
        },
      },
    },
    {
      Update: {
        TableName: deps.tableName,
        Key: paymentKeys.attempt(attempt.applicationId, attempt.transactionId),
        // Kept in (or put back into) the reconciliation's list until the receipt has gone.
        UpdateExpression:
          'SET #s = :ok, replyCode = :code, replyDesc = :desc, cardLast4 = :last4, updatedAt = :at, ' +
          'gsi1pk = :unsettled, gsi1sk = :sort',
        ConditionExpression: 'attribute_exists(pk) AND #s <> :ok AND attribute_not_exists(refundFlaggedAt)',
        ExpressionAttributeNames: { '#s': 'status' },
        ExpressionAttributeValues: {
          ':ok': 'succeeded',
          ':unsettled': unsettledPayments.partition,
          ':sort': unsettledPayments.sort(attempt.createdAt, attempt.transactionId),
          ':code': outcome.replyCode,
          ':desc': outcome.replyDesc,
          ':last4': outcome.cardLast4 ?? '',
          ':at': at,
        },
      },
    },
  ];
  // The counters (in one item: a transaction may not touch one item twice) and the change record that
  // lets open staff lists update the row; none for test data.
  items.push(...move.items);
  if (source === 'reconciliation') {
    const audit = auditItem(new Date(at), {
      actor: 'system',
      action: 'payment_reconciled',
      applicationId: attempt.applicationId,
      detail: { transactionId: attempt.transactionId, outcome: 'paid', amount: attempt.amount },
    });
    items.push({
      Put: { TableName: deps.tableName, Item: audit, ConditionExpression: 'attribute_not_exists(pk)' },
    });
  }
  return transactWrite(deps.db, items);
}

/**
 * A payment the gateway took when nothing was owed (`reason`), flagged once in one transaction: the
 * attempt (`duplicate` or `refund_due`, moved to the refunds partition), the application's list of
 * refunds due (the admin detail view), the `refundsDue` counter (the dashboard) and an audit entry.
 * The application's payment status does not change. False when it was flagged before.
 */
export async function flagRefund(
  deps: TransitionDeps,
  attempt: StoredAttempt,
  outcome: PaymentCallback,
  reason: RefundReason,
  applicationStatus: string,
): Promise<boolean> {
  const at = deps.now().toISOString();
  const refund: RefundDue = {
    transactionId: attempt.transactionId,
    amount: attempt.amount,
    currency: attempt.currency,
    reason,
    flaggedAt: at,
    ...(outcome.cardLast4 ? { cardLast4: outcome.cardLast4 } : {}),
  };
  const result = await transactWrite(deps.db, [
    {
      Update: {
        TableName: deps.tableName,
        Key: paymentKeys.attempt(attempt.applicationId, attempt.transactionId),
        UpdateExpression:
          'SET #s = :status, replyCode = :code, replyDesc = :desc, cardLast4 = :last4, refundReason = :reason, ' +
          'refundFlaggedAt = :at, gsi1pk = :partition, gsi1sk = :sort, updatedAt = :at',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(refundFlaggedAt) AND #s <> :ok',
        ExpressionAttributeNames: { '#s': 'status' },
        ExpressionAttributeValues: {
          ':status': reason === 'duplicate' ? 'duplicate' : 'refund_due',
          ':ok': 'succeeded',
          ':code': outcome.replyCode,
          ':desc': outcome.replyDesc,
          ':last4': outcome.cardLast4 ?? '',
          ':reason': reason,
          ':at': at,
          ':partition': refundsDuePartition,
          ':sort': `${at}#${attempt.transactionId}`,
        },
      },
    },
    {
      Update: {
        TableName: deps.tableName,
        Key: applicationKeys.application(attempt.applicationId),
        // Nothing can be open for a paid or closed application: the result screen stops waiting.
        UpdateExpression:
          'SET refundsDue = list_append(if_not_exists(refundsDue, :none), :refund), updatedAt = :at ' +
          'REMOVE openPaymentTransactionId, openPaymentUrl, openPaymentExpiresAt',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':none': [], ':refund': [refund], ':at': at },
      },
    },
    {
      Update: {
        TableName: deps.tableName,
        Key: anyStatsShard(),
        UpdateExpression: 'SET entity = :entity, updatedAt = :at ADD refundsDue :one, writes :one',
        ExpressionAttributeValues: { ':entity': 'stats', ':at': at, ':one': 1 },
      },
    },
    // Open staff lists show the application under "needing a refund" without a reload.
    changeRecord(deps.tableName, attempt.applicationId, new Date(at)),
    {
      Put: {
        TableName: deps.tableName,
        Item: auditItem(new Date(at), {
          actor: 'system',
          action: 'refund_due',
          applicationId: attempt.applicationId,
          detail: { transactionId: attempt.transactionId, reason, amount: attempt.amount, applicationStatus },
        }),
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
  ]);
  if (!result.written) return false;
  log.error('payment received when nothing was owed: refund needed', {
    applicationId: attempt.applicationId,
    transactionId: attempt.transactionId,
    amount: attempt.amount,
    reason,
  });
  return true;
}

/**
 * A failed payment: the attempt (only from `created`, leaving the reconciliation's list), then the
 * application `failed` with the reply, unless it is paid or another attempt is open.
 */
export async function markFailed(
  deps: TransitionDeps,
  attempt: StoredAttempt,
  outcome: PaymentCallback,
): Promise<void> {
  const at = deps.now().toISOString();
  const changed = await conditionalWrite(
    deps.db,
    new UpdateCommand({
      TableName: deps.tableName,
      Key: paymentKeys.attempt(attempt.applicationId, attempt.transactionId),
      UpdateExpression:
        'SET #s = :failed, replyCode = :code, replyDesc = :desc, updatedAt = :at REMOVE gsi1pk, gsi1sk',
      ConditionExpression: '#s = :created',
      ExpressionAttributeNames: { '#s': 'status' },
      ExpressionAttributeValues: {
        ':failed': 'failed',
        ':created': 'created',
        ':code': outcome.replyCode,
        ':desc': outcome.replyDesc,
        ':at': at,
      },
    }),
  );
  if (!changed) return; // already failed, or it succeeded: a late failure changes nothing
  await conditionalWrite(
    deps.db,
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
        ':last': { status: 'failed', replyCode: outcome.replyCode, replyDesc: outcome.replyDesc },
      },
    }),
  );
  log.info('payment failed', { applicationId: attempt.applicationId, replyCode: outcome.replyCode });
}

/**
 * A session that ended unpaid (the reconciliation learnt it from the gateway): the attempt `expired`
 * (only from `created`), and the application's open attempt cleared when it is this one, so a new
 * payment can start at once. Nothing was charged, so the payment status stays as it is.
 */
export async function markExpired(deps: TransitionDeps, attempt: StoredAttempt): Promise<boolean> {
  const at = deps.now().toISOString();
  const changed = await conditionalWrite(
    deps.db,
    new UpdateCommand({
      TableName: deps.tableName,
      Key: paymentKeys.attempt(attempt.applicationId, attempt.transactionId),
      UpdateExpression: 'SET #s = :expired, updatedAt = :at REMOVE gsi1pk, gsi1sk',
      ConditionExpression: '#s = :created',
      ExpressionAttributeNames: { '#s': 'status' },
      ExpressionAttributeValues: { ':expired': 'expired', ':created': 'created', ':at': at },
    }),
  );
  if (!changed) return false;
  await conditionalWrite(
    deps.db,
    new UpdateCommand({
      TableName: deps.tableName,
      Key: applicationKeys.application(attempt.applicationId),
      UpdateExpression:
        'SET updatedAt = :at REMOVE openPaymentTransactionId, openPaymentUrl, openPaymentExpiresAt',
      ConditionExpression: 'openPaymentTransactionId = :tx',
      ExpressionAttributeValues: { ':tx': attempt.transactionId, ':at': at },
    }),
  );
  log.info('payment session expired unpaid', { applicationId: attempt.applicationId });
  return true;
}
