import { describe, expect, it } from 'vitest';
import { sameEmail, statusView } from '../../../../functions/status/lookup-status';
import type { StoredApplication } from '../../../../functions/lib/applications-table';

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

describe('the status view', () => {
  it('shows first names and last-name initials only', () => {
    expect(statusView(application(), applicants).applicants).toEqual([
      { firstName: 'Amina', lastInitial: 'O' },
      { firstName: 'Joseph', lastInitial: 'Ö' },
    ]);
  });

  it('keeps review active while pending and awaits the decision', () => {
    const view = statusView(application(), applicants);
    expect(view.timeline).toEqual({
      submitted: { state: 'completed', at: '2026-03-02T08:00:00.000Z' },
      review: { state: 'active' },
      decision: { outcome: 'awaiting' },
    });
  });

  it('completes the review and shows the outcome once decided', () => {
    expect(statusView(application({ status: 'approved' }), applicants).timeline.decision.outcome).toBe(
      'approved',
    );
    const rejected = statusView(application({ status: 'rejected' }), applicants).timeline;
    expect(rejected.review.state).toBe('completed');
    expect(rejected.decision.outcome).toBe('declined');
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
