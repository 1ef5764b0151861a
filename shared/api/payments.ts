import * as z from 'zod/mini';
import { applicationIdSchema } from '../journey/application-schemas';
import { localeCodes, type LocaleCode } from '../locales';

/**
 * The payment API contract (spec §7, DESIGN decision 5). The spec's request fields (amount, currency,
 * orderId, description, customer…, returnUrl, notificationUrl) are accepted and ignored: the server
 * charges the amount it computed for the application and builds every URL itself.
 */
export const paymentPath = '/api/payment';
export const polpayCreatePath = '/api/polpay/create';
export const paymentCallbackPath = '/api/payment-callback';
/** `GET /api/payments/<applicationId>`: what the server knows about the application's payment. */
export const paymentStatusPath = (applicationId: string) => `/api/payments/${applicationId}`;
export const paymentStatusRoute = '/api/payments/:applicationId';

/** The result page the gateway sends the browser back to, and the cancel page. */
export const paymentResultPagePath = '/kenya-eta-payment-result';
export const paymentCancelPagePath = '/payment-cancel';

/** The error code of a 409: the application is already paid, so no new payment was created. */
export const alreadyPaidCode = 'already_paid';
/** The error code of a 502: the gateway did not create the payment (the client may retry). */
export const gatewayUnavailableCode = 'gateway_unavailable';

export const createPaymentRequestSchema = z.object({
  applicationId: applicationIdSchema,
  /** The page's language, for the return URL; the application's language when absent. */
  locale: z.optional(z.enum(localeCodes as [LocaleCode, ...LocaleCode[]])),
});
export type CreatePaymentRequest = z.infer<typeof createPaymentRequestSchema>;

export const createdPaymentSchema = z.object({
  success: z.literal(true),
  paymentUrl: z.url(),
  transactionId: z.string(),
});
export type CreatedPaymentAnswer = z.infer<typeof createdPaymentSchema>;

export const paymentStatuses = ['unpaid', 'failed', 'paid'] as const;
export const attemptStatuses = ['created', 'succeeded', 'failed', 'duplicate'] as const;

export const paymentStateSchema = z.object({
  applicationNumber: z.string(),
  paymentStatus: z.enum(paymentStatuses),
  amount: z.number(),
  currency: z.literal('USD'),
  paidAt: z.optional(z.string()),
  transactionId: z.optional(z.string()),
  lastAttempt: z.optional(
    z.object({
      status: z.enum(attemptStatuses),
      replyCode: z.string(),
      replyDesc: z.string(),
    }),
  ),
});
export type PaymentState = z.infer<typeof paymentStateSchema>;
