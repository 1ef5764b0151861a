import type { ContentfulStatusCode } from 'hono/utils/http-status';
import {
  alreadyDecidedCode,
  evisaRejectedCode,
  mailAlreadySentCode,
  mailInProgressCode,
  notPaidCode,
} from '../../shared/api/admin';
import {
  applicationChangedCode,
  idempotencyKeyReusedCode,
  mailNotSentCode,
  priceChangeRefusedCode,
  reviewStartedCode,
} from '../../shared/api/applications';
import { errorCodes } from '../../shared/api/errors';
import {
  alreadyPaidCode,
  applicationClosedCode,
  feeNonRefundableCode,
  refundNotSupportedCode,
} from '../../shared/api/payments';
import type { DomainErrorKind } from './domain-errors';

export interface DomainErrorAnswer {
  readonly status: ContentfulStatusCode;
  /** The stable `error` code of the one error shape (`shared/api/errors.ts`). */
  readonly code: string;
  /** Extra headers, e.g. when to try again. */
  readonly headers?: Readonly<Record<string, string>>;
}

/**
 * The one registry from domain error to HTTP answer (status and code), used by `onError` in
 * `functions/lib/http.ts` for every concern. A new kind without an answer here does not compile.
 */
export const domainErrorAnswers: Readonly<Record<DomainErrorKind, DomainErrorAnswer>> = {
  not_found: { status: 404, code: errorCodes.notFound },
  conflict: { status: 409, code: errorCodes.conflict },
  already_paid: { status: 409, code: alreadyPaidCode },
  already_decided: { status: 409, code: alreadyDecidedCode },
  not_paid: { status: 409, code: notPaidCode },
  application_closed: { status: 409, code: applicationClosedCode },
  mail_in_progress: { status: 409, code: mailInProgressCode },
  mail_already_sent: { status: 409, code: mailAlreadySentCode },
  idempotency_key_reused: { status: 422, code: idempotencyKeyReusedCode },
  invalid_reference: { status: 400, code: errorCodes.validation },
  document_rejected: { status: 400, code: 'document_rejected' },
  evisa_rejected: { status: 400, code: evisaRejectedCode },
  mail_not_sent: { status: 502, code: mailNotSentCode },
  unavailable: { status: 503, code: errorCodes.unavailable, headers: { 'Retry-After': '5' } },
  review_started: { status: 409, code: reviewStartedCode },
  price_change_refused: { status: 409, code: priceChangeRefusedCode },
  application_changed: { status: 409, code: applicationChangedCode },
  refund_not_supported: { status: 409, code: refundNotSupportedCode },
  fee_non_refundable: { status: 409, code: feeNonRefundableCode },
};

const transientNames = new Set([
  'TimeoutError',
  'ThrottlingException',
  'ProvisionedThroughputExceededException',
  'RequestLimitExceeded',
  'InternalServerError',
  'InternalFailure',
  'ServiceUnavailable',
  'ServiceUnavailableException',
  'TransactionInProgressException',
]);
const transientCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'EAI_AGAIN',
]);

/**
 * Whether an error thrown by an AWS SDK call means the service could not answer now (down, overloaded,
 * unreachable), after the SDK's own retries: the request may be sent again as it is. Such errors are
 * answered 503 `service_unavailable` with Retry-After, never a bare 500, so the browser (or the payment
 * gateway) retries and nothing is lost.
 */
export function isTransientServiceError(e: unknown): boolean {
  if (!(e instanceof Error)) return false;
  const error = e as Error & {
    code?: unknown;
    $retryable?: unknown;
    $metadata?: { httpStatusCode?: number };
  };
  if (error.$retryable) return true;
  if ((error.$metadata?.httpStatusCode ?? 0) >= 500) return true;
  if (transientNames.has(error.name)) return true;
  return typeof error.code === 'string' && transientCodes.has(error.code);
}
