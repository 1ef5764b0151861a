/**
 * A card payment gateway with a hosted payment page, behind one interface: the product creates a
 * payment and sends the browser to the gateway's page; the gateway tells the server the outcome with a
 * signed server-to-server callback, and sends the browser back to the return URL. Only the callback
 * decides that a payment succeeded (DESIGN decision 5, docs/design.md).
 */
export interface CreatePaymentInput {
  /** Our order id, unique per payment attempt (`KE-` + 8 digits). */
  readonly orderId: string;
  /** Amount in whole currency units with cents, e.g. 164 or 164.5. */
  readonly amount: number;
  readonly currency: 'USD';
  readonly description: string;
  readonly customerName: string;
  readonly customerEmail: string;
  /** Where the browser returns with `orderId`, `status`, `reply_code`, `reply_desc`. */
  readonly returnUrl: string;
  /** Where the browser goes when the payer cancels on the hosted page (with `ref`). */
  readonly cancelUrl: string;
  /** Where the gateway posts the signed callback. */
  readonly notificationUrl: string;
}

export interface CreatedPayment {
  readonly paymentUrl: string;
  /** The gateway's id of this payment attempt. */
  readonly transactionId: string;
}

export type CallbackStatus = 'success' | 'failed';

/** A verified callback: its signature, freshness and shape were checked. */
export interface PaymentCallback {
  readonly orderId: string;
  readonly transactionId: string;
  readonly status: CallbackStatus;
  /** `0000` means approved. */
  readonly replyCode: string;
  readonly replyDesc: string;
  readonly amount: number;
  readonly currency: string;
  readonly cardLast4?: string;
  readonly occurredAt: string;
}

export interface PaymentGateway {
  readonly name: string;
  createPayment(input: CreatePaymentInput): Promise<CreatedPayment>;
  /** Verifies a callback's raw body and headers; throws CallbackVerificationError when it is not genuine. */
  verifyCallback(
    rawBody: string,
    headers: Readonly<Record<string, string | undefined>>,
    now: Date,
  ): PaymentCallback;
}

export class CallbackVerificationError extends Error {
  override name = 'CallbackVerificationError';
}

export const approvedReplyCode = '0000';
