import type { StoredApplication } from '../lib/applications-table';
import type { PaymentApplication } from '../payments/payment-records';
import { receiptContent, receiptTranslator } from '../payments/receipt/receipt-content';

/** The same PDF receipt the payment e-mail carries (built by the payments concern's receipt module). */
export async function receiptPdf(application: StoredApplication): Promise<Uint8Array> {
  const paid = application as PaymentApplication;
  const content = receiptContent(paid, receiptTranslator(paid.locale, paid.destination));
  // The PDF libraries load when a receipt is asked for, never at cold start.
  const { buildReceiptPdf } = await import('../payments/receipt/receipt-pdf');
  return buildReceiptPdf(
    content,
    paid.locale,
    new Date(paid.paidAt ?? paid.updatedAt),
    paid.applicationNumber,
  );
}
