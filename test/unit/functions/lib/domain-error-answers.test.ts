import { describe, expect, it } from 'vitest';
import { createApp } from '../../../../functions/lib/app';
import { domainErrorAnswers } from '../../../../functions/lib/domain-error-answers';
import {
  AlreadyDecidedError,
  AlreadyPaidError,
  ApplicationChangedError,
  ApplicationClosedError,
  ConflictError,
  DocumentRejectedError,
  domainErrorKinds,
  EvisaRejectedError,
  FeeNonRefundableError,
  IdempotencyConflictError,
  InvalidReferenceError,
  MailDeliveryError,
  MailAlreadySentError,
  MailInProgressError,
  NotFoundError,
  NotPaidError,
  PriceChangeRefusedError,
  ReviewStartedError,
  RefundNotSupportedError,
  ServiceUnavailableError,
  type DomainError,
} from '../../../../functions/lib/domain-errors';

/** An app whose one route throws `error`, answered by the shared error handling. */
async function answerTo(error: unknown) {
  const app = createApp('test');
  app.get('/boom', () => {
    throw error;
  });
  const res = await app.request('/boom');
  return { status: res.status, headers: res.headers, body: (await res.json()) as Record<string, unknown> };
}

const one: Record<(typeof domainErrorKinds)[number], DomainError> = {
  not_found: new NotFoundError('No such application'),
  conflict: new ConflictError('No decision yet'),
  already_paid: new AlreadyPaidError('Paid'),
  already_decided: new AlreadyDecidedError('Decided'),
  not_paid: new NotPaidError('Unpaid'),
  application_closed: new ApplicationClosedError('Closed'),
  mail_in_progress: new MailInProgressError('A colleague is sending it'),
  mail_already_sent: new MailAlreadySentError('Sent again already'),
  idempotency_key_reused: new IdempotencyConflictError('Reused'),
  invalid_reference: new InvalidReferenceError('Not yours', [
    { path: 'key', message: 'documents.errors.key' },
  ]),
  document_rejected: new DocumentRejectedError('Not a PNG'),
  evisa_rejected: new EvisaRejectedError('Not a PDF'),
  mail_not_sent: new MailDeliveryError('Refused'),
  unavailable: new ServiceUnavailableError('Busy'),
  review_started: new ReviewStartedError('Review started'),
  price_change_refused: new PriceChangeRefusedError('The price would change'),
  application_changed: new ApplicationChangedError('Changed in another tab'),
  refund_not_supported: new RefundNotSupportedError('Refund in the dashboard'),
  fee_non_refundable: new FeeNonRefundableError('The fee is non-refundable'),
};

describe('the domain error registry', () => {
  it.each(domainErrorKinds)(
    'answers a %s error with its one status and code, in the one error shape',
    async (kind) => {
      const error = one[kind];
      expect(error.kind).toBe(kind);
      const { status, body } = await answerTo(error);
      expect(status).toBe(domainErrorAnswers[kind].status);
      expect(body).toEqual({
        error: domainErrorAnswers[kind].code,
        message: error.message,
        ...(error.issues ? { issues: error.issues } : {}),
      });
    },
  );

  it('maps the money and mail rules to the codes the clients read', () => {
    expect(domainErrorAnswers.already_paid).toMatchObject({ status: 409, code: 'already_paid' });
    expect(domainErrorAnswers.application_closed).toMatchObject({ status: 409, code: 'application_closed' });
    expect(domainErrorAnswers.fee_non_refundable).toMatchObject({ status: 409, code: 'fee_non_refundable' });
    expect(domainErrorAnswers.mail_in_progress).toMatchObject({ status: 409, code: 'mail_in_progress' });
    expect(domainErrorAnswers.mail_not_sent).toMatchObject({ status: 502, code: 'mail_not_sent' });
  });

  it('tells the client when to try again after a 503', async () => {
    const { status, headers } = await answerTo(new ServiceUnavailableError('Busy'));
    expect(status).toBe(503);
    expect(headers.get('retry-after')).toBe('5');
  });
});

describe('errors of a service that does not answer', () => {
  it.each([
    [
      'the store refusing connections',
      Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
    ],
    [
      'a 5xx of an AWS service',
      Object.assign(new Error('oops'), { name: 'InternalServerError', $metadata: { httpStatusCode: 500 } }),
    ],
    [
      'throttling',
      Object.assign(new Error('slow down'), {
        name: 'ThrottlingException',
        $metadata: { httpStatusCode: 400 },
      }),
    ],
    ['a timeout', Object.assign(new Error('timed out'), { name: 'TimeoutError' })],
  ])('answers %s with 503 service_unavailable and Retry-After, never 500', async (_, error) => {
    const { status, headers, body } = await answerTo(error);
    expect(status).toBe(503);
    expect(headers.get('retry-after')).toBe('5');
    expect(body.error).toBe('service_unavailable');
    expect(JSON.stringify(body)).not.toContain('ECONNREFUSED');
  });

  it('still answers a programming error with 500 and no detail', async () => {
    const { status, body } = await answerTo(new TypeError('x is undefined'));
    expect(status).toBe(500);
    expect(body).toEqual({ error: 'internal_error', message: 'Something went wrong. Please try again.' });
  });
});
