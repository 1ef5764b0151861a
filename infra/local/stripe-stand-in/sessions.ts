import { randomBytes } from 'node:crypto';
import { field, type FormObject } from './form-body';

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/** The fields of a Checkout Session the product reads (Stripe's names and shapes). */
export interface StandInSession {
  readonly id: string;
  readonly object: 'checkout.session';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  readonly amount_total: number;
  readonly currency: string;
  readonly client_reference_id: string | null;
  readonly customer_email: string | null;
  readonly metadata: Record<string, string>;
  readonly mode: 'payment';
  payment_intent: string | null;
  readonly success_url: string;
  readonly cancel_url: string;
  readonly expires_at: number;
  readonly created: number;
  readonly livemode: false;
  readonly url: string | null;
  /** Not Stripe's: the line item's name, for the page. */
  readonly productName: string;
}

export class StandInRequestError extends Error {
  override name = 'StandInRequestError';
  constructor(
    readonly param: string,
    message: string,
  ) {
    super(message);
  }
}

function required(body: FormObject, param: string, ...path: (string | number)[]): string {
  const value = field(body, ...path);
  if (value === undefined || value === '')
    throw new StandInRequestError(param, `Missing required param: ${param}.`);
  return value;
}

/** A session from `POST /v1/checkout/sessions` (one line item with `price_data`, as the product sends). */
export function sessionFrom(body: FormObject, pageBase: string, nowSeconds: number): StandInSession {
  if (field(body, 'mode') !== 'payment')
    throw new StandInRequestError('mode', 'Only mode=payment is supported.');
  const unit = Number(
    required(body, 'line_items[0][price_data][unit_amount]', 'line_items', 0, 'price_data', 'unit_amount'),
  );
  const quantity = Number(field(body, 'line_items', 0, 'quantity') ?? '1');
  if (!Number.isInteger(unit) || unit <= 0 || !Number.isInteger(quantity) || quantity <= 0) {
    throw new StandInRequestError('line_items[0][price_data][unit_amount]', 'Invalid integer amount.');
  }
  const expiresAt = Number(field(body, 'expires_at') ?? nowSeconds + 24 * 3600);
  if (expiresAt < nowSeconds + 30 * 60 - 60 || expiresAt > nowSeconds + 24 * 3600) {
    throw new StandInRequestError('expires_at', 'expires_at must be 30 minutes to 24 hours from now.');
  }
  const sessionId = id('cs_test');
  const metadata = body.metadata;
  return {
    id: sessionId,
    object: 'checkout.session',
    status: 'open',
    payment_status: 'unpaid',
    amount_total: unit * quantity,
    currency: required(
      body,
      'line_items[0][price_data][currency]',
      'line_items',
      0,
      'price_data',
      'currency',
    ),
    client_reference_id: field(body, 'client_reference_id') ?? null,
    customer_email: field(body, 'customer_email') ?? null,
    metadata:
      metadata && typeof metadata === 'object' && !Array.isArray(metadata)
        ? (metadata as Record<string, string>)
        : {},
    mode: 'payment',
    payment_intent: null,
    success_url: required(body, 'success_url', 'success_url'),
    cancel_url: required(body, 'cancel_url', 'cancel_url'),
    expires_at: expiresAt,
    created: nowSeconds,
    livemode: false,
    url: `${pageBase}/pay/${sessionId}`,
    productName: field(body, 'line_items', 0, 'price_data', 'product_data', 'name') ?? '',
  };
}

/** Stripe's view of a session (the page's own fields left out); an open one past its expiry is expired. */
export function publicSession(
  session: StandInSession,
  nowSeconds: number,
): Omit<StandInSession, 'productName'> {
  if (session.status === 'open' && nowSeconds > session.expires_at) session.status = 'expired';
  const { productName: _, ...rest } = session;
  return { ...rest, url: session.status === 'open' ? session.url : null };
}

export const newPaymentIntentId = () => id('pi');
export const newRefundId = () => id('re');
export const newEventId = () => id('evt');
