import type { ApiIssue } from '../../shared/api/errors';

/**
 * The errors domain modules throw: what went wrong in the product's own terms, never an HTTP status.
 * Each has a `kind`; `functions/lib/http.ts` turns it into one HTTP answer through the one registry
 * (`domainErrorAnswers` in `functions/lib/domain-error-answers.ts`), for every concern's Hono app.
 * `issues` (field paths with translation keys) travel to the answer unchanged.
 */
export const domainErrorKinds = [
  'not_found',
  'conflict',
  'already_paid',
  'already_decided',
  'not_paid',
  'application_closed',
  'mail_in_progress',
  'mail_already_sent',
  'idempotency_key_reused',
  'invalid_reference',
  'document_rejected',
  'evisa_rejected',
  'mail_not_sent',
  'unavailable',
  'review_started',
  'price_change_refused',
  'application_changed',
  'refund_not_supported',
  'fee_non_refundable',
] as const;
export type DomainErrorKind = (typeof domainErrorKinds)[number];

export abstract class DomainError extends Error {
  abstract readonly kind: DomainErrorKind;
  constructor(
    message: string,
    readonly issues?: readonly ApiIssue[],
  ) {
    super(message);
  }
}

/** The thing asked about does not exist (an application, a document, a chat). */
export class NotFoundError extends DomainError {
  override name = 'NotFoundError';
  readonly kind = 'not_found';
}

/** The request does not fit the record's current state (e.g. documents missing, no decision yet). */
export class ConflictError extends DomainError {
  override name = 'ConflictError';
  readonly kind = 'conflict';
}

/** The application is paid: no new payment can start. */
export class AlreadyPaidError extends DomainError {
  override name = 'AlreadyPaidError';
  readonly kind = 'already_paid';
}

/** The application was approved or rejected: it can no longer be decided or changed. */
export class AlreadyDecidedError extends DomainError {
  override name = 'AlreadyDecidedError';
  readonly kind = 'already_decided';
}

/** The application is not paid, and the operation needs it paid (approve, documents). */
export class NotPaidError extends DomainError {
  override name = 'NotPaidError';
  readonly kind = 'not_paid';
}

/** The application is decided or withdrawn: nothing can be charged for it any more. */
export class ApplicationClosedError extends DomainError {
  override name = 'ApplicationClosedError';
  readonly kind = 'application_closed';
}

/** Someone else is sending this e-mail right now (a colleague pressed the same button). */
export class MailInProgressError extends DomainError {
  override name = 'MailInProgressError';
  readonly kind = 'mail_in_progress';
}

/** This sending of an e-mail went already (a second click, or a colleague, sent it again). */
export class MailAlreadySentError extends DomainError {
  override name = 'MailAlreadySentError';
  readonly kind = 'mail_already_sent';
}

/** An idempotency key came back with a different request. */
export class IdempotencyConflictError extends DomainError {
  override name = 'IdempotencyConflictError';
  readonly kind = 'idempotency_key_reused';
}

/** A reference in the request (an upload key, a signature) is not one this request may use. */
export class InvalidReferenceError extends DomainError {
  override name = 'InvalidReferenceError';
  readonly kind = 'invalid_reference';
}

/** An uploaded document's bytes, size or type do not match its slot (the file is deleted). */
export class DocumentRejectedError extends DomainError {
  override name = 'DocumentRejectedError';
  readonly kind = 'document_rejected';
}

/** The uploaded e-visa is not a PDF of at most 10 MB (the file is deleted). */
export class EvisaRejectedError extends DomainError {
  override name = 'EvisaRejectedError';
  readonly kind = 'evisa_rejected';
}

/** The mail service did not accept an e-mail; the claim to send it was released, so a retry sends it. */
export class MailDeliveryError extends DomainError {
  override name = 'MailDeliveryError';
  readonly kind = 'mail_not_sent';
}

/** A dependency (the store, contended past its retries) cannot do it now; the same request later can. */
export class ServiceUnavailableError extends DomainError {
  override name = 'ServiceUnavailableError';
  readonly kind = 'unavailable';
}

/** Staff started the review of the application: the traveller can no longer change the answers. */
export class ReviewStartedError extends DomainError {
  override name = 'ReviewStartedError';
  readonly kind = 'review_started';
}

/** A change after payment would alter the price that was paid. */
export class PriceChangeRefusedError extends DomainError {
  override name = 'PriceChangeRefusedError';
  readonly kind = 'price_change_refused';
}

/** The application changed since the revision the request was based on (another tab or device). */
export class ApplicationChangedError extends DomainError {
  override name = 'ApplicationChangedError';
  readonly kind = 'application_changed';
}

/** The configured payment gateway cannot give money back through its API: staff refund in its dashboard. */
export class RefundNotSupportedError extends DomainError {
  override name = 'RefundNotSupportedError';
  readonly kind = 'refund_not_supported';
}

/**
 * A refund of the payment that paid a non-refundable product (the wizard's fee: DESIGN decision 2, spec
 * §9). Payments taken when nothing was owed (a second payment, one after the application closed) are not
 * that fee and stay refundable.
 */
export class FeeNonRefundableError extends DomainError {
  override name = 'FeeNonRefundableError';
  readonly kind = 'fee_non_refundable';
}
