import { applicationKeys, getApplication } from '../lib/applications-table';
import { auditItem } from '../lib/audit-log';
import { anyStatsShard } from '../lib/dashboard-stats';
import {
  ConflictError,
  FeeNonRefundableError,
  NotFoundError,
  RefundNotSupportedError,
} from '../lib/domain-errors';
import { transactWrite } from '../lib/dynamo-writes';
import { log } from '../lib/log';
import { changeRecord } from '../lib/queue';
import type { RefundAnswer } from '../../shared/api/payments';
import type { PaymentGateway } from './gateway/types';
import { getAttempt, paymentKeys, type StoredAttempt } from './payment-records';
import type { TransitionDeps } from './payment-transitions';

export interface IssueRefundDeps extends TransitionDeps {
  readonly gateway: PaymentGateway;
}

export type IssuedRefund = RefundAnswer;

type RefundedAttempt = StoredAttempt & {
  readonly refundId?: string;
  readonly refundedAt?: string;
};

/**
 * A staff action: gives back a payment flagged for refund (`flagRefund`) through the gateway, once.
 * The gateway's own idempotency (keyed by the transaction) makes a retried or concurrent call refund
 * once; the first to record it, in one transaction: writes the refund id on the attempt and takes it
 * out of the refunds-due partition (the queue's "needing a refund" view), adds the transaction to the
 * application's `refundedTransactions` and the refund to its `refundsIssued` (the admin detail), takes
 * one from the `refundsDue` counter, records the change for open staff lists and writes an audit entry
 * `refund_issued` under the staff member's name. A refund already recorded answers the recorded one. Only flagged payments can be
 * refunded here (a paid application's own payment is not refunded by this action); the payment of a
 * non-refundable product (the wizard's fee, `pricing.refundable === false`) is refused with
 * `fee_non_refundable`, while payments flagged on such an application (taken when nothing was owed) are
 * refunded like any other.
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
  if (!attempt.refundFlaggedAt) {
    // The fee of a non-refundable product (DESIGN decision 2, spec §9) is never given back.
    const application = await getApplication(deps, applicationId);
    if (application?.pricing.refundable === false) {
      throw new FeeNonRefundableError('This application’s fee is non-refundable');
    }
    throw new ConflictError('This payment is not flagged for refund');
  }
  if (!deps.gateway.refundPayment) {
    throw new RefundNotSupportedError(`The ${deps.gateway.name} gateway refunds in its own dashboard only`);
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
        UpdateExpression:
          'SET refundId = :id, refundedAt = :at, refundedBy = :by, updatedAt = :at REMOVE gsi1pk, gsi1sk',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(refundId)',
        ExpressionAttributeValues: { ':id': refundId, ':at': at, ':by': actor },
      },
    },
    {
      Update: {
        TableName: deps.tableName,
        Key: applicationKeys.application(applicationId),
        UpdateExpression:
          'ADD refundedTransactions :tx ' +
          'SET refundsIssued = list_append(if_not_exists(refundsIssued, :none), :issued), updatedAt = :at',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: {
          ':tx': new Set([transactionId]),
          ':none': [],
          ':issued': [{ transactionId, refundId, refundedAt: at, refundedBy: actor }],
          ':at': at,
        },
      },
    },
    {
      Update: {
        TableName: deps.tableName,
        Key: anyStatsShard(),
        UpdateExpression: 'SET entity = :entity, updatedAt = :at ADD refundsDue :less, writes :one',
        ExpressionAttributeValues: { ':entity': 'stats', ':at': at, ':less': -1, ':one': 1 },
      },
    },
    changeRecord(deps.tableName, applicationId, new Date(at)),
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
