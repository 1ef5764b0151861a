import { randomBytes } from 'node:crypto';
import { checkCallbackSignature, signCallback, signToken } from './signing';
import {
  sandboxCallbackSchema,
  sandboxLookupPath,
  sandboxLookupSchema,
  sandboxLookupSigned,
  sessionLifetimeSeconds,
  signatureHeader,
  type SandboxCallback,
  type SandboxSession,
} from './sandbox-protocol';
import {
  CallbackVerificationError,
  GatewayUnavailableError,
  type CreatePaymentInput,
  type CreatedPayment,
  type PaymentCallback,
  type PaymentGateway,
  type PaymentLookup,
  type PaymentReference,
} from './types';

export interface SandboxGatewayOptions {
  /** Where the sandbox's hosted page lives, e.g. `http://localhost:4321/sandbox-gateway`. */
  readonly baseUrl: string;
  /** Shared with the sandbox; signs sessions and callbacks. Never sent to the browser. */
  readonly secret: string;
  readonly now?: () => Date;
}

function outcomeOf(c: SandboxCallback): PaymentCallback {
  return {
    orderId: c.orderId,
    transactionId: c.transactionId,
    status: c.status,
    replyCode: c.reply_code,
    replyDesc: c.reply_desc,
    amount: c.amount,
    currency: c.currency,
    cardLast4: c.card_last4,
    occurredAt: c.occurred_at,
  };
}

/** The JSON of a body the sandbox signed (a callback, a lookup answer), or CallbackVerificationError. */
function parseSigned(
  secret: string,
  body: string,
  signature: string | undefined,
  at: Date,
  what: string,
): unknown {
  const check = checkCallbackSignature(secret, body, signature, at);
  if (check !== 'ok') throw new CallbackVerificationError(`${what} signature ${check}`);
  try {
    return JSON.parse(body) as unknown;
  } catch {
    throw new CallbackVerificationError(`${what} body is not JSON`);
  }
}

/**
 * The adapter for our local sandbox gateway: a hosted page with test cards, signed callbacks, and a
 * signed lookup of a payment's outcome (`sandbox-protocol.ts`).
 */
export type SandboxGateway = Omit<PaymentGateway, 'verifyCallback'> & {
  /** The sandbox's callbacks always carry an outcome. */
  verifyCallback(...args: Parameters<PaymentGateway['verifyCallback']>): PaymentCallback;
};

export function sandboxGateway(options: SandboxGatewayOptions): SandboxGateway {
  const now = options.now ?? (() => new Date());
  const base = options.baseUrl.replace(/\/$/, '');

  async function lookupPayment(payment: PaymentReference): Promise<PaymentLookup> {
    const url = new URL(`${base}${sandboxLookupPath(payment.transactionId)}`);
    let response: Response;
    try {
      response = await fetch(url, {
        headers: {
          accept: 'application/json',
          [signatureHeader]: signCallback(options.secret, sandboxLookupSigned(url.pathname), now()),
        },
        signal: AbortSignal.timeout(10_000),
      });
    } catch (e: unknown) {
      throw new GatewayUnavailableError(`gateway lookup failed: ${e instanceof Error ? e.name : 'error'}`);
    }
    const body = await response.text();
    if (!response.ok) throw new GatewayUnavailableError(`gateway lookup answered ${response.status}`);
    const answer = sandboxLookupSchema.safeParse(
      parseSigned(options.secret, body, response.headers.get(signatureHeader) ?? undefined, now(), 'lookup'),
    );
    if (!answer.success || answer.data.transactionId !== payment.transactionId) {
      throw new CallbackVerificationError('gateway answer has the wrong shape');
    }
    const { callback } = answer.data;
    if (answer.data.state === 'settled' && callback?.transactionId === payment.transactionId) {
      return { state: 'settled', outcome: outcomeOf(callback) };
    }
    // The sandbox keeps no unpaid sessions: an unknown payment is open until its session has expired.
    const expiresAt = payment.createdAt.getTime() + sessionLifetimeSeconds * 1000;
    return now().getTime() > expiresAt ? { state: 'expired' } : { state: 'open' };
  }

  return {
    name: 'sandbox',
    async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
      const transactionId = `SBX-${randomBytes(9).toString('base64url')}`;
      const session: SandboxSession = {
        transactionId,
        orderId: input.orderId,
        amount: input.amount,
        currency: input.currency,
        description: input.description,
        customerName: input.customerName,
        customerEmail: input.customerEmail,
        returnUrl: input.returnUrl,
        cancelUrl: input.cancelUrl,
        notificationUrl: input.notificationUrl,
        expiresAt: Math.floor(now().getTime() / 1000) + sessionLifetimeSeconds,
      };
      const url = new URL(`${base}/pay`);
      url.searchParams.set('session', signToken(options.secret, session));
      return { paymentUrl: url.toString(), transactionId };
    },
    verifyCallback(rawBody, headers, at): PaymentCallback {
      const json = parseSigned(options.secret, rawBody, headers[signatureHeader], at, 'callback');
      const parsed = sandboxCallbackSchema.safeParse(json);
      if (!parsed.success) throw new CallbackVerificationError('callback body has the wrong shape');
      return outcomeOf(parsed.data);
    },
    lookupPayment,
  };
}
