import { randomBytes } from 'node:crypto';
import { checkCallbackSignature, signToken } from './signing';
import {
  sandboxCallbackSchema,
  sessionLifetimeSeconds,
  signatureHeader,
  type SandboxSession,
} from './sandbox-protocol';
import {
  CallbackVerificationError,
  type CreatePaymentInput,
  type CreatedPayment,
  type PaymentCallback,
  type PaymentGateway,
} from './types';

export interface SandboxGatewayOptions {
  /** Where the sandbox's hosted page lives, e.g. `http://localhost:4321/sandbox-gateway`. */
  readonly baseUrl: string;
  /** Shared with the sandbox; signs sessions and callbacks. Never sent to the browser. */
  readonly secret: string;
  readonly now?: () => Date;
}

/** The adapter for our local sandbox gateway: a hosted page with test cards and signed callbacks. */
export function sandboxGateway(options: SandboxGatewayOptions): PaymentGateway {
  const now = options.now ?? (() => new Date());
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
      const url = new URL(`${options.baseUrl.replace(/\/$/, '')}/pay`);
      url.searchParams.set('session', signToken(options.secret, session));
      return { paymentUrl: url.toString(), transactionId };
    },
    verifyCallback(rawBody, headers, at): PaymentCallback {
      const check = checkCallbackSignature(options.secret, rawBody, headers[signatureHeader], at);
      if (check !== 'ok') throw new CallbackVerificationError(`callback signature ${check}`);
      let json: unknown;
      try {
        json = JSON.parse(rawBody);
      } catch {
        throw new CallbackVerificationError('callback body is not JSON');
      }
      const parsed = sandboxCallbackSchema.safeParse(json);
      if (!parsed.success) throw new CallbackVerificationError('callback body has the wrong shape');
      const c = parsed.data;
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
    },
  };
}
