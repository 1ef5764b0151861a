import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { RefundDue } from '../../shared/api/admin';
import {
  closedApplicationStatuses,
  type attemptStatuses,
  type RefundReason,
} from '../../shared/api/payments';
import { applicationKeys, type StoredApplication, type TableRef } from '../lib/applications-table';
import { conditionalWrite } from '../lib/dynamo-writes';

/**
 * Payment records in the one table (layout: `functions/payments/README.md`):
 * - on the application item: `paymentStatus` (unpaid | failed | paid), the open attempt
 *   (`openPaymentTransactionId`, `openPaymentUrl`, `openPaymentExpiresAt`), `paidAt`,
 *   `paymentTransactionId`, `paymentMethod`, `cardLast4`, `lastPaymentAttempt`, `receiptSentAt`;
 * - one attempt item per gateway session: `APP#<id>` / `PAYMENT#<transactionId>`; while its outcome
 *   or its receipt is outstanding it is in the `unsettledPayments` partition of gsi1 (what the
 *   reconciliation reads, never a Scan); a payment flagged for refund moves to `refundsDue`;
 * - the dashboard counters (`paidCount`, `revenue`, `refundsDue`, added to atomically in one of the
 *   shards of `functions/lib/dashboard-stats.ts`).
 */
export const paymentKeys = {
  attempt: (applicationId: string, transactionId: string) => ({
    pk: applicationKeys.application(applicationId).pk,
    sk: `PAYMENT#${transactionId}`,
  }),
} as const;

/**
 * gsi1 partition of the attempts whose outcome (or, once paid, whose receipt) is still outstanding,
 * oldest first: the reconciliation's work list. An attempt leaves it when it is settled.
 */
export const unsettledPayments = {
  partition: 'PAYMENTS#unsettled',
  sort: (createdAt: string, transactionId: string) => `${createdAt}#${transactionId}`,
} as const;

/** gsi1 partition of the payments flagged for refund, oldest first. */
export const refundsDuePartition = 'PAYMENTS#refund-due';

/** A condition that the application is not decided or withdrawn (`#status` and `:closedN` are its own). */
export const notClosedCondition = {
  expression: closedApplicationStatuses.map((_, i) => `#status <> :closed${i}`).join(' AND '),
  names: { '#status': 'status' },
  values: Object.fromEntries(closedApplicationStatuses.map((status, i) => [`:closed${i}`, status])),
} as const;

/** An attempt may be reused for this long; after it a new one may be created. */
export const openAttemptLifetimeMs = 30 * 60 * 1000;

export type AttemptStatus = (typeof attemptStatuses)[number];

export interface StoredAttempt {
  readonly pk: string;
  readonly sk: string;
  readonly entity: 'paymentAttempt';
  readonly applicationId: string;
  readonly transactionId: string;
  readonly orderId: string;
  readonly gateway: string;
  readonly status: AttemptStatus;
  readonly amount: number;
  readonly currency: 'USD';
  readonly replyCode?: string;
  readonly replyDesc?: string;
  readonly cardLast4?: string;
  readonly refundReason?: RefundReason;
  readonly refundFlaggedAt?: string;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly gsi1pk?: string;
  readonly gsi1sk?: string;
}

/** The application item as the payments concern sees it (the journey's fields plus the payment's). */
export type PaymentApplication = StoredApplication & {
  readonly openPaymentTransactionId?: string;
  readonly openPaymentUrl?: string;
  readonly openPaymentExpiresAt?: string;
  readonly paidAt?: string;
  /** Set by the documents concern when the traveller submits the documents step. */
  readonly documentsSubmittedAt?: string;
  readonly paymentTransactionId?: string;
  readonly paymentMethod?: 'card';
  readonly cardLast4?: string;
  readonly lastPaymentAttempt?: {
    readonly status: AttemptStatus;
    readonly replyCode: string;
    readonly replyDesc: string;
  };
  readonly receiptSentAt?: string;
  readonly receiptClaim?: { readonly at: string };
  /** Payments received for it that must be given back (flagged in the admin panel). */
  readonly refundsDue?: readonly RefundDue[];
  /** The refunds staff issued through the gateway (`issueRefund`), one per flagged payment. */
  readonly refundsIssued?: readonly RefundIssued[];
};

/** A refund given back through the gateway: who issued it, when, and the gateway's refund id. */
export interface RefundIssued {
  readonly transactionId: string;
  readonly refundId: string;
  readonly refundedAt: string;
  readonly refundedBy: string;
}

/** Each flagged payment with its refund when one was issued: the admin detail's list. */
export function refundsWithOutcome(a: PaymentApplication): RefundDue[] {
  const issued = new Map((a.refundsIssued ?? []).map((r) => [r.transactionId, r]));
  return (a.refundsDue ?? []).map((due) => {
    const refund = issued.get(due.transactionId);
    return refund
      ? { ...due, refundId: refund.refundId, refundedAt: refund.refundedAt, refundedBy: refund.refundedBy }
      : due;
  });
}

/** Whether a flagged payment still waits for its refund. */
export function hasRefundOutstanding(a: PaymentApplication): boolean {
  return refundsWithOutcome(a).some((r) => r.refundedAt === undefined);
}

export async function getAttempt(
  table: TableRef,
  applicationId: string,
  transactionId: string,
): Promise<StoredAttempt | undefined> {
  const result = await table.db.send(
    new GetCommand({
      TableName: table.tableName,
      Key: paymentKeys.attempt(applicationId, transactionId),
      ConsistentRead: true,
    }),
  );
  return result.Item as StoredAttempt | undefined;
}

/** Takes an attempt out of the reconciliation's work list (its outcome and receipt are settled). */
export async function settleAttempt(
  table: TableRef,
  applicationId: string,
  transactionId: string,
): Promise<void> {
  await conditionalWrite(
    table.db,
    new UpdateCommand({
      TableName: table.tableName,
      Key: paymentKeys.attempt(applicationId, transactionId),
      UpdateExpression: 'REMOVE gsi1pk, gsi1sk',
      ConditionExpression: 'gsi1pk = :unsettled',
      ExpressionAttributeValues: { ':unsettled': unsettledPayments.partition },
    }),
  );
}
