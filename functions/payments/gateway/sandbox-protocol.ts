import * as z from 'zod/mini';

/**
 * The wire protocol of the local sandbox gateway (infra/local/sandbox-gateway/), shared by the adapter
 * that talks to it and the hosted page that implements it.
 */
export const sandboxSessionSchema = z.object({
  transactionId: z.string(),
  orderId: z.string(),
  amount: z.number(),
  currency: z.string(),
  description: z.string(),
  customerName: z.string(),
  customerEmail: z.string(),
  returnUrl: z.url(),
  cancelUrl: z.url(),
  notificationUrl: z.url(),
  /** Unix seconds after which the hosted page refuses the session. */
  expiresAt: z.number(),
});
export type SandboxSession = z.infer<typeof sandboxSessionSchema>;

/** Order and transaction ids: what the payments function issues, with room for a real acquirer's. */
const gatewayId = z.string().check(z.regex(/^[A-Za-z0-9_.:-]{1,128}$/));

/** Signed by the gateway, and still bounded: a key of the table must never be built from an unbounded id. */
export const sandboxCallbackSchema = z.object({
  orderId: gatewayId,
  transactionId: gatewayId,
  status: z.enum(['success', 'failed']),
  reply_code: z.string().check(z.regex(/^[A-Za-z0-9]{1,16}$/)),
  reply_desc: z.string().check(z.maxLength(500)),
  amount: z.number(),
  currency: z.string().check(z.regex(/^[A-Z]{3}$/)),
  card_last4: z.optional(z.string().check(z.regex(/^\d{4}$/))),
  occurred_at: z.string().check(z.maxLength(40)),
});
export type SandboxCallback = z.infer<typeof sandboxCallbackSchema>;

export const signatureHeader = 'x-gateway-signature';
export const sessionLifetimeSeconds = 60 * 60;

/**
 * The sandbox's payment lookup: `GET <base>/api/payments/<transactionId>`, authenticated by the
 * `signatureHeader` over `GET <path>` (as `signCallback` signs a body), answered with a JSON body signed
 * the same way. `settled` carries the outcome as its callback said it; `unknown`: no card was charged for
 * that transaction (yet).
 */
export const sandboxLookupPath = (transactionId: string) =>
  `/api/payments/${encodeURIComponent(transactionId)}`;
export const sandboxLookupRoute = '/api/payments/:transactionId';
export const sandboxLookupSigned = (path: string) => `GET ${path}`;

export const sandboxLookupSchema = z.object({
  transactionId: z.string(),
  state: z.enum(['settled', 'unknown']),
  callback: z.optional(sandboxCallbackSchema),
});
export type SandboxLookup = z.infer<typeof sandboxLookupSchema>;
