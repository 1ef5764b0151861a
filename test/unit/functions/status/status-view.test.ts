import { describe, expect, it } from 'vitest';
import { sameEmail, statusView } from '../../../../functions/status/lookup-status';
import type { StoredApplication } from '../../../../functions/lib/applications-table';
import { computeProductPricing } from '../../../../shared/journey/pricing';

function application(overrides: Record<string, unknown> = {}) {
  return {
    id: 'b2b0a7c8-0000-4000-8000-000000000001',
    applicationNumber: 'KE-12345678',
    status: 'pending',
    paymentStatus: 'paid',
    applicationType: 'tourist',
    processingType: 'fast',
    applicantCount: 2,
    createdAt: '2026-03-02T08:00:00.000Z',
    paidAt: '2026-03-02T08:10:00.000Z',
    ...overrides,
  } as unknown as StoredApplication;
}

const applicants = [
  { firstName: 'Amina', lastName: 'otieno' },
  { firstName: 'Joseph', lastName: 'Ömer' },
];

describe('the stage the status view tells (issue 14 item 4)', () => {
  const stage = (overrides: Record<string, unknown>) => statusView(application(overrides), applicants).stage;
  it('is the truth for every state of the record', () => {
    expect(stage({ paymentStatus: 'unpaid', paidAt: undefined })).toBe('awaitingPayment');
    expect(stage({ paymentStatus: 'failed', paidAt: undefined })).toBe('awaitingPayment');
    expect(stage({ paymentStatus: 'unpaid', paidAt: undefined, openPaymentTransactionId: 't1' })).toBe(
      'confirmingPayment',
    );
    expect(stage({})).toBe('awaitingDocuments');
    expect(stage({ documentsSubmittedAt: '2026-03-02T09:00:00.000Z' })).toBe('underReview');
    expect(stage({ status: 'processing' })).toBe('processing');
    expect(stage({ status: 'approved' })).toBe('approved');
    expect(stage({ status: 'rejected' })).toBe('rejected');
    expect(stage({ status: 'withdrawn', paymentStatus: 'unpaid' })).toBe('withdrawn');
    expect(stage({ status: 'refunded' })).toBe('refunded');
  });

  it('carries the rejection reason staff wrote, only for a rejection', () => {
    const decision = {
      decidedAt: '2026-11-20T10:00:00.000Z',
      reasonCode: 'passport_unreadable',
      reason: 'The passport page is unreadable.',
    };
    expect(statusView(application({ status: 'rejected', decision }), applicants)).toMatchObject({
      stage: 'rejected',
      rejectionReason: { code: 'passport_unreadable', text: 'The passport page is unreadable.' },
    });
    // A rejection recorded before reasons had codes still shows its text.
    const { reasonCode: _code, ...older } = decision;
    expect(statusView(application({ status: 'rejected', decision: older }), applicants)).toMatchObject({
      rejectionReason: { code: '', text: 'The passport page is unreadable.' },
    });
    expect(statusView(application({ status: 'approved', decision }), applicants)).not.toHaveProperty(
      'rejectionReason',
    );
  });
});

describe('the status view', () => {
  it('shows first names and last-name initials only', () => {
    expect(statusView(application(), applicants).applicants).toEqual([
      { firstName: 'Amina', lastInitial: 'O' },
      { firstName: 'Joseph', lastInitial: 'Ö' },
    ]);
  });

  it('tells only the events that happened, with their dates, in order', () => {
    expect(
      statusView(application({ paymentStatus: 'unpaid', paidAt: undefined }), applicants).events,
    ).toEqual([{ kind: 'created', at: '2026-03-02T08:00:00.000Z' }]);
    const decided = application({
      status: 'rejected',
      documentsSubmittedAt: '2026-03-02T09:00:00.000Z',
      review: { startedBy: 'staff', startedAt: '2026-03-03T07:00:00.000Z' },
      decision: { decidedAt: '2026-03-04T10:00:00.000Z', reason: 'Blurred photo.' },
      refundsIssued: [{ refundedAt: '2026-03-05T10:00:00.000Z' }],
      dataErasedAt: '2026-03-06T10:00:00.000Z',
    });
    expect(statusView(decided, applicants).events).toEqual([
      { kind: 'created', at: '2026-03-02T08:00:00.000Z' },
      { kind: 'paid', at: '2026-03-02T08:10:00.000Z' },
      { kind: 'documentsSubmitted', at: '2026-03-02T09:00:00.000Z' },
      { kind: 'reviewStarted', at: '2026-03-03T07:00:00.000Z' },
      { kind: 'rejected', at: '2026-03-04T10:00:00.000Z' },
      { kind: 'refunded', at: '2026-03-05T10:00:00.000Z' },
      { kind: 'dataErased', at: '2026-03-06T10:00:00.000Z' },
    ]);
    const approved = application({ status: 'approved', decision: { decidedAt: '2026-03-04T10:00:00.000Z' } });
    expect(statusView(approved, applicants).events.at(-1)).toEqual({
      kind: 'approved',
      at: '2026-03-04T10:00:00.000Z',
    });
    const withdrawn = application({
      status: 'withdrawn',
      paymentStatus: 'unpaid',
      paidAt: undefined,
      withdrawnAt: '2026-03-02T08:30:00.000Z',
    });
    expect(statusView(withdrawn, applicants).events.map((e) => e.kind)).toEqual(['created', 'withdrawn']);
  });

  it('lists the missing documents only while waiting for documents', () => {
    const missing = [{ applicantIndex: 1, types: ['photo'] as const }];
    expect(statusView(application(), applicants, missing).missingDocuments).toEqual([
      { applicantIndex: 1, types: ['photo'] },
    ]);
    const submitted = application({ documentsSubmittedAt: '2026-03-04T08:00:00.000Z' });
    expect(statusView(submitted, applicants, missing)).not.toHaveProperty('missingDocuments');
  });

  it('promises a date from the documents submission when there is one, else from the payment', () => {
    expect(statusView(application(), applicants).decisionDueBy).toBe('2026-03-09');
    const submitted = application({ documentsSubmittedAt: '2026-03-04T08:00:00.000Z' });
    expect(statusView(submitted, applicants).decisionDueBy).toBe('2026-03-11');
  });

  it('promises no date before payment', () => {
    const unpaid = application({ paymentStatus: 'unpaid', paidAt: undefined });
    expect(statusView(unpaid, applicants).decisionDueBy).toBeUndefined();
  });
});

describe('the e-mail comparison', () => {
  it('ignores case and surrounding spaces', () => {
    expect(sameEmail(' Traveller@Example.com ', 'traveller@example.com')).toBe(true);
  });
  it('tells different addresses apart', () => {
    expect(sameEmail('traveller@example.com', 'traveler@example.com')).toBe(false);
  });
});

describe('a wizard application in the status view (its own product)', () => {
  const wizard = (overrides: Record<string, unknown> = {}) =>
    application({
      product: 'wizard',
      processingType: 'normal',
      pricing: computeProductPricing('wizard'),
      documentsSubmittedAt: '2026-03-02T08:00:00.000Z',
      ...overrides,
    });

  it('names its speed standard, not the stored normal', () => {
    expect(statusView(wizard(), applicants).processingType).toBe('standard');
    expect(statusView(application(), applicants).processingType).toBe('fast');
  });

  it('promises the date 3 working days after payment (Monday 2 March: Thursday 5 March)', () => {
    expect(statusView(wizard(), applicants).decisionDueBy).toBe('2026-03-05');
    // Paid on a Friday: the weekend does not count.
    const friday = wizard({
      paidAt: '2026-03-06T10:00:00.000Z',
      documentsSubmittedAt: '2026-03-06T09:00:00.000Z',
    });
    expect(statusView(friday, applicants).decisionDueBy).toBe('2026-03-11');
  });
});

describe('the document the status view names (issue 18)', () => {
  it('says an e-visa for a destination that issues one, and leaves an eTA as it was', () => {
    expect(statusView(application({ destination: 'tanzania' }), applicants).documentKind).toBe('evisa');
    expect(statusView(application({ destination: 'kenya' }), applicants)).not.toHaveProperty('documentKind');
    expect(statusView(application(), applicants)).not.toHaveProperty('documentKind');
  });
});
