import { visaJourneyPath } from '../destinations/journeys';
import type { DestinationId } from '../destinations/types';
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
/**
 * `POST /api/payment-refunds` (staff session, same origin): gives back a payment flagged for refund
 * through the gateway, once (`functions/payments/issue-refund.ts`). 200 `{transactionId, refundId,
 * refundedAt, issuedNow}`; not flagged: 409 `conflict`; a gateway without refunds (the sandbox):
 * 409 `refund_in_gateway_dashboard`; the payment that paid a non-refundable product (the wizard's fee):
 * 409 `fee_non_refundable`.
 */
export const paymentRefundPath = '/api/payment-refunds';
export const refundNotSupportedCode = 'refund_in_gateway_dashboard';
export const feeNonRefundableCode = 'fee_non_refundable';
/** The answer of `POST /api/payment-refunds`. */
export interface RefundAnswer {
  readonly transactionId: string;
  readonly refundId: string;
  readonly refundedAt: string;
  /** False when the refund had been issued before (nothing was sent to the gateway twice). */
  readonly issuedNow: boolean;
}
export const refundRequestSchema = z.object({
  applicationId: applicationIdSchema,
  transactionId: z.string().check(z.regex(/^[A-Za-z0-9_.:-]{1,128}$/)),
});
export type RefundRequest = z.infer<typeof refundRequestSchema>;

/** The result page the gateway sends the browser back to, and the cancel page (Kenya's journey). */
export const paymentResultPagePath = '/kenya-eta-payment-result';
export const paymentCancelPagePath = '/payment-cancel';

/**
 * The return and cancel pages of an application's journey: Kenya's, or those under a visa
 * destination's journey (`/apply-visa/payment-result`), whose pages read that journey's browser records.
 */
export function paymentPagesOf(destination: DestinationId): {
  readonly result: string;
  readonly cancel: string;
} {
  if (destination === 'kenya') return { result: paymentResultPagePath, cancel: paymentCancelPagePath };
  return {
    result: visaJourneyPath(destination, 'paymentResult'),
    cancel: visaJourneyPath(destination, 'paymentCancel'),
  };
}

/** The error code of a 409: the application is already paid, so no new payment was created. */
export const alreadyPaidCode = 'already_paid';
/** The error code of a 502: the gateway did not create the payment (the client may retry). */
export const gatewayUnavailableCode = 'gateway_unavailable';
/**
 * The error code of a 409: the application was decided (approved, rejected) or withdrawn, so no payment
 * can start for it (nothing is owed any more).
 */
export const applicationClosedCode = 'application_closed';

/**
 * Application statuses after which nothing is owed: decided (approved, rejected) or withdrawn by the
 * traveller from the personal page (`functions/status/self-service.ts`). No
 * payment starts for such an application, and one that still arrives is flagged for refund.
 */
export const closedApplicationStatuses: readonly string[] = ['approved', 'rejected', 'withdrawn'];
export const isClosedApplication = (status: string): boolean => closedApplicationStatuses.includes(status);

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
/**
 * An attempt is `created` until the gateway's outcome is known: `succeeded` (the application is paid by
 * it), `failed`, `expired` (the session ended unpaid; found by reconciliation), `duplicate` (paid, but
 * the application was already paid by another attempt) or `refund_due` (paid after the application was
 * decided or withdrawn). The last two are flagged for refund in the admin panel.
 */
export const attemptStatuses = [
  'created',
  'succeeded',
  'failed',
  'expired',
  'duplicate',
  'refund_due',
] as const;
/** Why a payment must be refunded: a second payment of a paid application, or one of a closed application. */
export const refundReasons = ['duplicate', 'application_closed'] as const;
export type RefundReason = (typeof refundReasons)[number];

export const paymentStateSchema = z.object({
  applicationNumber: z.string(),
  paymentStatus: z.enum(paymentStatuses),
  /**
   * A payment was started and its outcome has not reached the server yet (the payer may still be on
   * the gateway's page, or the gateway's confirmation is on its way or will be fetched by the
   * reconciliation): the result screen keeps asking.
   */
  pending: z.boolean(),
  /** A payment arrived when nothing was owed (already paid, or decided first): it will be refunded. */
  refundDue: z.boolean(),
  /** The documents step was completed: a paid application goes on to the final page, not to uploads. */
  documentsSubmitted: z.boolean(),
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
