import type { PaymentCallback } from './gateway/types';
import type { OutcomeSource } from './payment-transitions';
import { recordCallback, type CallbackOutcome, type RecordCallbackDeps } from './record-callback';
import { sendReceipt, type ReceiptDeps } from './receipt/send-receipt';

export type SettleDeps = RecordCallbackDeps & ReceiptDeps;

/**
 * What happens when a payment's outcome is known, however it became known (the gateway's callback or
 * the reconciliation): the exactly-once transition, then the receipt (once) when it is paid. A refused
 * receipt throws MailDeliveryError after the transition, so a retry sends only the receipt.
 */
export async function settlePayment(
  deps: SettleDeps,
  outcome: PaymentCallback,
  source: OutcomeSource,
): Promise<CallbackOutcome> {
  const recorded = await recordCallback(deps, outcome, source);
  if (recorded.kind === 'paid') await sendReceipt(deps, recorded.application);
  return recorded;
}
