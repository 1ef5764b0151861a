import Stripe from 'stripe';
import * as z from 'zod/mini';
import { ConfigError } from '../../lib/config-schema';
import {
  CallbackVerificationError,
  GatewayUnavailableError,
  type CreatePaymentInput,
  type CreatedPayment,
  type PaymentCallback,
  type PaymentGateway,
  type PaymentLookup,
  type PaymentReference,
  type RefundRequest,
} from './types';

/** What the Secrets Manager secret (or locally PAYMENT_GATEWAY_SECRET) holds for Stripe, as JSON. */
const stripeKeysSchema = z.object({
  secretKey: z.string().check(z.regex(/^(sk|rk)_(test|live)_[A-Za-z0-9_]{4,}$/)),
  webhookSecret: z.string().check(z.regex(/^whsec_[A-Za-z0-9_+/=-]{8,}$/)),
});
export type StripeKeys = z.infer<typeof stripeKeysSchema>;

/** Parses the gateway secret of a Stripe deployment; a malformed one fails the start, naming no value. */
export function parseStripeKeys(secret: string): StripeKeys {
  let json: unknown;
  try {
    json = JSON.parse(secret);
  } catch {
    json = undefined;
  }
  const keys = stripeKeysSchema.safeParse(json);
  if (!keys.success) {
    throw new ConfigError(
      'The Stripe gateway secret must be JSON {"secretKey":"sk_…","webhookSecret":"whsec_…"}',
    );
  }
  return keys.data;
}

export interface StripeGatewayOptions extends StripeKeys {
  /** The local stand-in (`http://127.0.0.1:<port>`); unset: Stripe's own API. */
  readonly apiUrl?: string;
  readonly now?: () => Date;
}

/** Stripe's header carrying the webhook signature. */
export const stripeSignatureHeader = 'stripe-signature';
/** A Checkout Session stays payable this long (Stripe accepts 30 minutes to 24 hours). */
export const checkoutLifetimeSeconds = 60 * 60;

const toMinor = (amount: number) => Math.round(amount * 100);
const fromMinor = (minor: number | null) => (minor ?? 0) / 100;

function clientOptions(apiUrl: string | undefined): ConstructorParameters<typeof Stripe>[1] {
  const base = { telemetry: false, maxNetworkRetries: 2, timeout: 10_000 };
  if (!apiUrl) return base;
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { ...base, host: url.hostname, port: Number(url.port || 443), protocol };
}

/** A paid session's outcome in the product's terms (what the callback and the lookup both give). */
function outcomeOf(session: Stripe.Checkout.Session, status: PaymentCallback['status'], at: Date) {
  const orderId = session.client_reference_id;
  if (!orderId) throw new CallbackVerificationError('checkout session without our order id');
  const outcome: PaymentCallback = {
    orderId,
    transactionId: session.id,
    status,
    replyCode: status === 'success' ? '0000' : session.status === 'expired' ? 'expired' : 'failed',
    replyDesc:
      status === 'success'
        ? 'Approved'
        : session.status === 'expired'
          ? 'Checkout session expired'
          : 'Payment failed',
    amount: fromMinor(session.amount_total),
    currency: (session.currency ?? '').toUpperCase(),
    occurredAt: at.toISOString(),
  };
  return outcome;
}

function unavailable(e: unknown): never {
  if (e instanceof Stripe.errors.StripeError && e.statusCode !== undefined && e.statusCode < 500) throw e;
  throw new GatewayUnavailableError(`Stripe did not answer: ${e instanceof Error ? e.name : 'error'}`);
}

/**
 * Stripe Checkout through the official SDK (issue 17 item 2): the payer pays on Stripe's hosted page
 * (card data never reach our servers: SAQ-A); Stripe tells us with a signed webhook, checked with
 * `webhooks.constructEvent` on the raw body; the reconciliation retrieves the session; a refund goes
 * to the session's PaymentIntent. Every create carries an Idempotency-Key of ours (`attemptKey`), so a
 * retried request never opens a second session.
 */
export function stripeGateway(options: StripeGatewayOptions): PaymentGateway {
  const now = options.now ?? (() => new Date());
  const stripe = new Stripe(options.secretKey, clientOptions(options.apiUrl));

  return {
    name: 'stripe',
    async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
      const at = Math.floor(now().getTime() / 1000);
      const session = await stripe.checkout.sessions
        .create(
          {
            mode: 'payment',
            client_reference_id: input.orderId,
            customer_email: input.customerEmail || undefined,
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: input.currency.toLowerCase(),
                  unit_amount: toMinor(input.amount),
                  product_data: { name: input.description },
                },
              },
            ],
            metadata: { orderId: input.orderId },
            payment_intent_data: { metadata: { orderId: input.orderId } },
            success_url: `${input.returnUrl}${input.returnUrl.includes('?') ? '&' : '?'}orderId=${encodeURIComponent(input.orderId)}`,
            cancel_url: `${input.cancelUrl}${input.cancelUrl.includes('?') ? '&' : '?'}ref=${encodeURIComponent(input.orderId)}`,
            expires_at: at + checkoutLifetimeSeconds,
          },
          { idempotencyKey: `checkout-${input.attemptKey ?? input.orderId}` },
        )
        .catch(unavailable);
      if (!session.url) throw new GatewayUnavailableError('Stripe gave a checkout session without a URL');
      return { paymentUrl: session.url, transactionId: session.id };
    },

    verifyCallback(rawBody, headers, at): PaymentCallback | undefined {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          headers[stripeSignatureHeader] ?? '',
          options.webhookSecret,
          300,
          undefined,
          Math.floor(at.getTime() / 1000),
        );
      } catch (e: unknown) {
        throw new CallbackVerificationError(
          `webhook signature refused: ${e instanceof Error ? e.name : 'error'}`,
        );
      }
      switch (event.type) {
        case 'checkout.session.completed':
          // A delayed payment method completes the session unpaid: its outcome comes in a later event.
          if (event.data.object.payment_status === 'unpaid') return undefined;
          return outcomeOf(event.data.object, 'success', at);
        case 'checkout.session.async_payment_succeeded':
          return outcomeOf(event.data.object, 'success', at);
        case 'checkout.session.async_payment_failed':
        case 'checkout.session.expired':
          return outcomeOf(event.data.object, 'failed', at);
        default:
          return undefined;
      }
    },

    async lookupPayment(payment: PaymentReference): Promise<PaymentLookup> {
      const session = await stripe.checkout.sessions.retrieve(payment.transactionId).catch(unavailable);
      if (session.id !== payment.transactionId || session.client_reference_id !== payment.orderId) {
        throw new CallbackVerificationError('Stripe answered about another session');
      }
      if (session.status === 'expired') return { state: 'expired' };
      if (session.status === 'complete' && session.payment_status !== 'unpaid') {
        return { state: 'settled', outcome: outcomeOf(session, 'success', now()) };
      }
      return { state: 'open' };
    },

    async refundPayment(request: RefundRequest): Promise<{ readonly refundId: string }> {
      const session = await stripe.checkout.sessions.retrieve(request.transactionId).catch(unavailable);
      const intent = session.payment_intent;
      const paymentIntent = typeof intent === 'string' ? intent : intent?.id;
      if (!paymentIntent)
        throw new CallbackVerificationError('The checkout session has no payment to refund');
      const refund = await stripe.refunds
        .create(
          {
            payment_intent: paymentIntent,
            amount: toMinor(request.amount),
            metadata: { orderId: request.orderId },
          },
          { idempotencyKey: `refund-${request.transactionId}` },
        )
        .catch(unavailable);
      return { refundId: refund.id };
    },
  };
}
