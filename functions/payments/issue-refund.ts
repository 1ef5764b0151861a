import { applicationKeys } from '../lib/applications-table';
import { auditItem } from '../lib/audit-log';
import { ConflictError, NotFoundError } from '../lib/domain-errors';
import { transactWrite } from '../lib/dynamo-writes';
import { log } from '../lib/log';
import type { PaymentGateway } from './gateway/types';
import { getAttempt, paymentKeys, type StoredAttempt } from './payment-records';
import type { TransitionDeps } from './payment-transitions';

export interface IssueRefundDeps extends TransitionDeps {
  readonly gateway: PaymentGateway;
}

export interface IssuedRefund {
  readonly transactionId: string;
  readonly refundId: string;
  readonly refundedAt: string;
  /** False when this call found the refund already issued (nothing was sent to the gateway twice). */
  readonly issuedNow: boolean;
}

type RefundedAttempt = StoredAttempt & {
  readonly refundId?: string;
  readonly refundedAt?: string;
};

/**
 * A staff action: gives back a payment flagged for refund (`flagRefund`) through the gateway, once.
 * The gateway's own idempotency (keyed by the transaction) makes a retried or concurrent call refund
 * once; the first to record it writes the refund id on the attempt, adds the transaction to the
 * application's `refundedTransactions` and an audit entry `refund_issued` under the staff member's name,
 * in one transaction. A refund already recorded answers the recorded one. Only flagged payments can be
 * refunded here (a paid application's own payment is not refunded by this action).
 */
export async function issueRefund(
  deps: IssueRefundDeps,
  applicationId: string,
  transactionId: string,
  actor: string,
): Promise<IssuedRefund> {
  const attempt = (await getAttempt(deps, applicationId, transactionId)) as RefundedAttempt | undefined;
  if (!attempt) throw new NotFoundError('No such payment for this application');
  if (attempt.refundId && attempt.refundedAt) {
    return { transactionId, refundId: attempt.refundId, refundedAt: attempt.refundedAt, issuedNow: false };
  }
  if (!attempt.refundFlaggedAt) throw new ConflictError('This payment is not flagged for refund');
  if (!deps.gateway.refundPayment) {
    throw new ConflictError(`The ${deps.gateway.name} gateway refunds in its own dashboard only`);
  }
  const { refundId } = await deps.gateway.refundPayment({
    transactionId,
    orderId: attempt.orderId,
    amount: attempt.amount,
    currency: attempt.currency,
  });
  const at = deps.now().toISOString();
  const result = await transactWrite(deps.db, [
    {
      Update: {
        TableName: deps.tableName,
        Key: paymentKeys.attempt(applicationId, transactionId),
        UpdateExpression: 'SET refundId = :id, refundedAt = :at, refundedBy = :by, updatedAt = :at',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(refundId)',
        ExpressionAttributeValues: { ':id': refundId, ':at': at, ':by': actor },
      },
    },
    {
      Update: {
        TableName: deps.tableName,
        Key: applicationKeys.application(applicationId),
        UpdateExpression: 'ADD refundedTransactions :tx SET updatedAt = :at',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':tx': new Set([transactionId]), ':at': at },
      },
    },
    {
      Put: {
        TableName: deps.tableName,
        Item: auditItem(new Date(at), {
          actor,
          action: 'refund_issued',
          applicationId,
          detail: { transactionId, refundId, amount: attempt.amount, currency: attempt.currency },
        }),
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
  ]);
  if (!result.written) {
    // A concurrent call recorded the same refund (the gateway answered both with one refund).
    const recorded = (await getAttempt(deps, applicationId, transactionId)) as RefundedAttempt | undefined;
    if (recorded?.refundId && recorded.refundedAt) {
      return {
        transactionId,
        refundId: recorded.refundId,
        refundedAt: recorded.refundedAt,
        issuedNow: false,
      };
    }
    throw new ConflictError('The refund could not be recorded; try again');
  }
  log.info('refund issued', { applicationId, transactionId, amount: attempt.amount });
  return { transactionId, refundId, refundedAt: at, issuedNow: true };
}
