import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { attemptStatuses } from '../../shared/api/payments';
import { applicationKeys, type StoredApplication, type TableRef } from '../lib/applications-table';

/**
 * Payment records in the one table (layout: `functions/payments/README.md`):
 * - on the application item: `paymentStatus` (unpaid | failed | paid), the open attempt
 *   (`openPaymentTransactionId`, `openPaymentUrl`, `openPaymentExpiresAt`), `paidAt`,
 *   `paymentTransactionId`, `paymentMethod`, `cardLast4`, `lastPaymentAttempt`, `receiptSentAt`;
 * - one attempt item per gateway session: `APP#<id>` / `PAYMENT#<transactionId>`;
 * - the dashboard counters (`paidCount`, `revenue`, added to atomically in one of the shards of
 *   `functions/lib/dashboard-stats.ts`).
 */
export const paymentKeys = {
  attempt: (applicationId: string, transactionId: string) => ({
    pk: applicationKeys.application(applicationId).pk,
    sk: `PAYMENT#${transactionId}`,
  }),
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
  readonly createdAt: string;
  readonly updatedAt: string;
}

/** The application item as the payments concern sees it (the journey's fields plus the payment's). */
export type PaymentApplication = StoredApplication & {
  readonly openPaymentTransactionId?: string;
  readonly openPaymentUrl?: string;
  readonly openPaymentExpiresAt?: string;
  readonly paidAt?: string;
  readonly paymentTransactionId?: string;
  readonly paymentMethod?: 'card';
  readonly cardLast4?: string;
  readonly lastPaymentAttempt?: {
    readonly status: AttemptStatus;
    readonly replyCode: string;
    readonly replyDesc: string;
  };
  readonly receiptSentAt?: string;
  readonly receiptClaimedAt?: string;
};

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
