import type { PaymentState } from '../../shared/api/payments';
import type { PaymentApplication } from './payment-records';

/** What the result screens are told: the server's record, never the browser's query string. */
export function paymentState(application: PaymentApplication): PaymentState {
  const status = application.paymentStatus;
  return {
    applicationNumber: application.applicationNumber,
    paymentStatus: status === 'paid' || status === 'failed' ? status : 'unpaid',
    amount: application.pricing.totalPrice,
    currency: 'USD',
    ...(application.paidAt ? { paidAt: application.paidAt } : {}),
    ...(application.paymentTransactionId ? { transactionId: application.paymentTransactionId } : {}),
    ...(application.lastPaymentAttempt ? { lastAttempt: application.lastPaymentAttempt } : {}),
  };
}
