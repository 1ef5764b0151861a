import { isClosedApplication } from '../../shared/api/payments';
import { findApplicationIdByNumber, getApplication } from '../lib/applications-table';
import { ServiceUnavailableError } from '../lib/domain-errors';
import { retryTransaction, tryAgain } from '../lib/dynamo-writes';
import { log, setLogApplicationId } from '../lib/log';
import { metricNames, putMetric } from '../lib/metrics';
import type { PaymentCallback } from './gateway/types';
import { getAttempt, type PaymentApplication, type StoredAttempt } from './payment-records';
import {
  flagRefund,
  markFailed,
  markPaid,
  type OutcomeSource,
  type TransitionDeps,
} from './payment-transitions';

/** A genuine outcome that does not match what we asked the gateway for: nothing changes. */
export class CallbackRejectedError extends Error {
  override name = 'CallbackRejectedError';
}

export type RecordCallbackDeps = TransitionDeps;

export type CallbackOutcome =
  | { readonly kind: 'paid'; readonly application: PaymentApplication; readonly attempt: StoredAttempt }
  /** The gateway took money when nothing was owed: recorded and flagged for refund, never marked paid. */
  | { readonly kind: 'refund_due' }
  | { readonly kind: 'unchanged' };

/** Finds the application and the attempt a verified outcome is about, and checks amount and currency. */
async function matching(deps: RecordCallbackDeps, outcome: PaymentCallback) {
  const number = await findApplicationIdByNumber(deps, outcome.orderId);
  const application = number
    ? ((await getApplication(deps, number.applicationId)) as PaymentApplication | undefined)
    : undefined;
  if (!application) throw new CallbackRejectedError('unknown order');
  setLogApplicationId(application.id);
  const attempt = await getAttempt(deps, application.id, outcome.transactionId);
  if (!attempt) throw new CallbackRejectedError('unknown transaction');
  if (
    outcome.currency !== attempt.currency ||
    outcome.amount !== attempt.amount ||
    attempt.amount !== application.pricing.totalPrice
  ) {
    log.error('payment outcome amount or currency mismatch', {
      applicationId: application.id,
      transactionId: attempt.transactionId,
      expectedAmount: attempt.amount,
      amount: outcome.amount,
      currency: outcome.currency,
    });
    throw new CallbackRejectedError('amount or currency mismatch');
  }
  return { application, attempt };
}

/**
 * Applies a verified payment outcome, from the gateway's callback or from the reconciliation (the
 * same transitions either way, so it happens once whichever comes first or however often):
 * - a success marks the application paid exactly once; the same success again changes nothing but
 *   answers `paid`, so that an unsent receipt can be sent;
 * - a success for an application already paid by another attempt, or decided or withdrawn meanwhile,
 *   is recorded and flagged for refund (`refund_due`), never marked paid;
 * - a failure marks the attempt failed, and changes nothing after a success.
 */
export async function recordCallback(
  deps: RecordCallbackDeps,
  outcome: PaymentCallback,
  source: OutcomeSource = 'callback',
): Promise<CallbackOutcome> {
  const { application, attempt } = await matching(deps, outcome);
  if (outcome.status === 'failed') {
    await markFailed(deps, attempt, outcome);
    return { kind: 'unchanged' };
  }
  return retryTransaction<CallbackOutcome>(
    async () => {
      const current = (await getApplication(deps, application.id)) as PaymentApplication | undefined;
      if (!current) throw new CallbackRejectedError('unknown order');
      if (current.paymentStatus === 'paid' && current.paymentTransactionId === attempt.transactionId) {
        return { kind: 'paid', application: current, attempt };
      }
      if (current.paymentStatus === 'paid' || isClosedApplication(current.status)) {
        const reason = current.paymentStatus === 'paid' ? 'duplicate' : 'application_closed';
        await flagRefund(deps, attempt, outcome, reason, current.status);
        return { kind: 'refund_due' };
      }
      const result = await markPaid(deps, attempt, outcome, source, current);
      if (!result.written) return tryAgain; // paid, decided or refunded meanwhile: look again
      log.info('payment succeeded', {
        applicationId: application.id,
        transactionId: attempt.transactionId,
        source,
      });
      putMetric(metricNames.paymentsSettled);
      const paid = (await getApplication(deps, application.id)) as PaymentApplication | undefined;
      return paid ? { kind: 'paid', application: paid, attempt } : tryAgain;
    },
    { exhausted: () => new ServiceUnavailableError('The payment outcome could not be recorded; try again') },
  );
}
