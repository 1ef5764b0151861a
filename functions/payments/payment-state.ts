import type { PaymentState } from '../../shared/api/payments';
import type { PaymentApplication } from './payment-records';

/** What the result screens are told: the server's record, never the browser's query string. */
export function paymentState(application: PaymentApplication): PaymentState {
  const status = application.paymentStatus;
  return {
    applicationNumber: application.applicationNumber,
    paymentStatus: status === 'paid' || status === 'failed' ? status : 'unpaid',
    // An open attempt is cleared by its outcome (callback or reconciliation) or replaced by a new one.
    pending: status !== 'paid' && application.openPaymentTransactionId !== undefined,
    refundDue: (application.refundsDue?.length ?? 0) > 0,
    documentsSubmitted: application.documentsSubmittedAt !== undefined,
    amount: application.pricing.totalPrice,
    currency: 'USD',
    ...(application.paidAt ? { paidAt: application.paidAt } : {}),
    ...(application.paymentTransactionId ? { transactionId: application.paymentTransactionId } : {}),
    ...(application.lastPaymentAttempt ? { lastAttempt: application.lastPaymentAttempt } : {}),
  };
}
