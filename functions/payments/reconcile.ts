import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { getApplication } from '../lib/applications-table';
import { errorFields, log } from '../lib/log';
import { metricNames, putMetric } from '../lib/metrics';
import type { PaymentGateway } from './gateway/types';
import {
  getAttempt,
  settleAttempt,
  unsettledPayments,
  type PaymentApplication,
  type StoredAttempt,
} from './payment-records';
import { markExpired } from './payment-transitions';
import { sendReceipt } from './receipt/send-receipt';
import { settlePayment, type SettleDeps } from './settle-payment';

export interface ReconcileDeps extends SettleDeps {
  readonly gateway: PaymentGateway;
}

export interface ReconcileOptions {
  /** Payments pending for less than this are left to their callback (default 5 minutes). */
  readonly olderThanMs?: number;
  /** At most this many payments per run; the rest wait for the next run (default 100). */
  readonly maxPerRun?: number;
}

/** What one payment came to: its outcome, or why nothing changed. */
export type Reconciled = 'paid' | 'failed' | 'refund_due' | 'expired' | 'open' | 'receipt_sent' | 'settled';

/**
 * How many payments came to each outcome, how many failed (`errors`), and `stillPending`: payments
 * whose outcome is still unknown after the run: the gateway or the store failed for them, or the
 * gateway still calls them open after `stuckOpenAfterMs` (no hosted page lasts that long). A payment
 * the gateway calls open within that time is a traveller still on its page, not a lost payment. The
 * run emits the count as the metric `PaymentsPendingPastReconciliation` (alarmed on above zero).
 */
export type ReconcileReport = Readonly<Record<Reconciled | 'errors' | 'stillPending', number>>;

/** A payment the gateway still calls open after this long is stuck (gateway sessions last an hour). */
export const stuckOpenAfterMs = 24 * 60 * 60_000;

/** The default: a callback normally arrives within seconds, and the gateway retries it for minutes. */
export const reconcileAfterMs = 5 * 60_000;

/**
 * The reconciliation: settles every payment left pending for more than `olderThanMs` by asking the
 * gateway (a callback that never arrived: the store was down, the network lost it) and sends every
 * receipt still owed, through the same exactly-once transition and receipt as the callback; a payment
 * settled this way gets an audit entry saying it was reconciled. Reads the `unsettledPayments`
 * partition of gsi1, oldest first (a Query, never a Scan). One payment's failure (the gateway or the
 * mail service not answering) is logged and left for the next run; the others go on.
 */
export async function reconcilePayments(
  deps: ReconcileDeps,
  options: ReconcileOptions = {},
): Promise<ReconcileReport> {
  const report: Record<Reconciled | 'errors' | 'stillPending', number> = {
    paid: 0,
    failed: 0,
    refund_due: 0,
    expired: 0,
    open: 0,
    receipt_sent: 0,
    settled: 0,
    errors: 0,
    stillPending: 0,
  };
  const startedAt = deps.now().getTime();
  const before = new Date(startedAt - (options.olderThanMs ?? reconcileAfterMs)).toISOString();
  const stuckBefore = new Date(startedAt - stuckOpenAfterMs).toISOString();
  const max = options.maxPerRun ?? 100;
  let seen = 0;
  let cursor: Record<string, unknown> | undefined;
  do {
    const page = await deps.db.send(
      new QueryCommand({
        TableName: deps.tableName,
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :partition AND gsi1sk < :before',
        ExpressionAttributeValues: { ':partition': unsettledPayments.partition, ':before': before },
        Limit: Math.min(25, max - seen),
        ...(cursor ? { ExclusiveStartKey: cursor } : {}),
      }),
    );
    cursor = page.LastEvaluatedKey;
    for (const item of (page.Items ?? []) as StoredAttempt[]) {
      seen += 1;
      try {
        const result = await reconcileAttempt(deps, item);
        report[result] += 1;
        if (result === 'open' && item.createdAt < stuckBefore) report.stillPending += 1;
      } catch (e: unknown) {
        report.errors += 1;
        if (item.status === 'created') report.stillPending += 1;
        log.warn('payment not reconciled, left for the next run', {
          applicationId: item.applicationId,
          transactionId: item.transactionId,
          ...errorFields(e),
        });
      }
    }
  } while (cursor !== undefined && seen < max);
  if (seen > 0) log.info('payments reconciled', { ...report });
  // Every run, zero included: the alarm sees the job alive and each run's own count.
  putMetric(metricNames.paymentsPendingPastReconciliation, report.stillPending);
  return report;
}

async function reconcileAttempt(deps: ReconcileDeps, indexed: StoredAttempt): Promise<Reconciled> {
  // The index is eventually consistent: act on the item as it is now.
  const attempt = await getAttempt(deps, indexed.applicationId, indexed.transactionId);
  if (attempt === undefined) return 'settled';
  if (attempt.status === 'succeeded') return sendOwedReceipt(deps, attempt);
  if (attempt.status !== 'created') {
    await settleAttempt(deps, attempt.applicationId, attempt.transactionId);
    return 'settled';
  }
  const lookup = await deps.gateway.lookupPayment({
    transactionId: attempt.transactionId,
    orderId: attempt.orderId,
    createdAt: new Date(attempt.createdAt),
  });
  if (lookup.state === 'open') return 'open';
  if (lookup.state === 'expired') return (await markExpired(deps, attempt)) ? 'expired' : 'settled';
  const outcome = await settlePayment(deps, lookup.outcome, 'reconciliation');
  if (outcome.kind === 'paid') return 'paid';
  return outcome.kind === 'refund_due' ? 'refund_due' : 'failed';
}

/** A paid attempt still listed: its receipt did not go (the mail service was down); send it now. */
async function sendOwedReceipt(deps: ReconcileDeps, attempt: StoredAttempt): Promise<Reconciled> {
  const application = (await getApplication(deps, attempt.applicationId)) as PaymentApplication | undefined;
  if (application?.paymentStatus !== 'paid' || application.paymentTransactionId !== attempt.transactionId) {
    await settleAttempt(deps, attempt.applicationId, attempt.transactionId);
    return 'settled';
  }
  return (await sendReceipt(deps, application)) ? 'receipt_sent' : 'settled';
}
