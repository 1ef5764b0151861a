/**
 * A card payment gateway with a hosted payment page, behind one interface (an adapter per gateway,
 * chosen in `./index.ts`): the product creates a payment and sends the browser to the gateway's page;
 * the gateway tells the server the outcome with a signed server-to-server callback, and sends the
 * browser back to the return URL. Only the gateway decides that a payment succeeded (DESIGN decision 5,
 * docs/design.md): through the callback, or, when a callback was lost, through `lookupPayment`, which
 * the reconciliation (`../reconcile.ts`) calls for every payment left pending for a few minutes.
 *
 * An adapter implements three methods: `createPayment`, `verifyCallback` and `lookupPayment`. It keeps
 * its credentials to itself and answers in the product's terms (`PaymentCallback`, `PaymentLookup`).
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
  /**
   * Ours, the same for every retry of one payment attempt of one application (the gateway's
   * Idempotency-Key where it has one): a retried create gives the same session, never a second one.
   */
  readonly attemptKey?: string;
}

export interface CreatedPayment {
  readonly paymentUrl: string;
  /** The gateway's id of this payment attempt. */
  readonly transactionId: string;
}

export type CallbackStatus = 'success' | 'failed';

/**
 * A payment's outcome as the gateway vouches for it: a verified callback (its signature, freshness and
 * shape were checked) or the answer to an authenticated lookup. Both go through the same transition.
 */
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

/** The payment the reconciliation asks about: what `createPayment` gave, and when. */
export interface PaymentReference {
  readonly transactionId: string;
  readonly orderId: string;
  /** When the payment was created (an adapter whose gateway forgets unpaid sessions may need it). */
  readonly createdAt: Date;
}

/**
 * What the gateway says about a payment: `open` (the payer may still pay: ask again later), `expired`
 * (the session ended unpaid: nothing was or will be charged) or `settled` with its outcome.
 */
export type PaymentLookup =
  | { readonly state: 'open' }
  | { readonly state: 'expired' }
  | { readonly state: 'settled'; readonly outcome: PaymentCallback };

export interface PaymentGateway {
  readonly name: string;
  createPayment(input: CreatePaymentInput): Promise<CreatedPayment>;
  /**
   * Verifies a callback's raw body and headers; throws CallbackVerificationError when it is not genuine.
   * `undefined`: a genuine notification that carries no outcome (an event type the product ignores).
   */
  verifyCallback(
    rawBody: string,
    headers: Readonly<Record<string, string | undefined>>,
    now: Date,
  ): PaymentCallback | undefined;
  /**
   * Asks the gateway, with the adapter's credentials, what became of a payment. Throws
   * GatewayUnavailableError when the gateway does not answer, and CallbackVerificationError when its
   * answer is not authentic; either way nothing changes and the reconciliation asks again next time.
   */
  lookupPayment(payment: PaymentReference): Promise<PaymentLookup>;
  /**
   * Gives a captured payment back (a payment flagged for refund), idempotent per transaction: asked
   * twice, the gateway refunds once and answers the same refund. Absent: the gateway cannot refund
   * through the product (the sandbox: staff refund by hand).
   */
  refundPayment?(request: RefundRequest): Promise<{ readonly refundId: string }>;
}

export interface RefundRequest {
  readonly transactionId: string;
  readonly orderId: string;
  readonly amount: number;
  readonly currency: string;
}

export class CallbackVerificationError extends Error {
  override name = 'CallbackVerificationError';
}

/** The gateway did not answer (network, timeout, 5xx). */
export class GatewayUnavailableError extends Error {
  override name = 'GatewayUnavailableError';
}

export const approvedReplyCode = '0000';
