import { describe, expect, it } from 'vitest';
import {
  addBusinessDays,
  eastAfricaDate,
  processingStartedAt,
  promisedBusinessDays,
  promisedDecisionDate,
} from '../../../../shared/status/decision-date';

describe('the promised decision date', () => {
  it('promises the upper bound of each speed: normal 15, fast 5, super fast 2 business days', () => {
    expect(promisedBusinessDays('normal')).toBe(15);
    expect(promisedBusinessDays('fast')).toBe(5);
    expect(promisedBusinessDays('super_fast')).toBe(2);
  });

  it('skips Saturdays and Sundays', () => {
    // 2026-03-06 is a Friday.
    expect(addBusinessDays('2026-03-06', 1)).toBe('2026-03-09');
    expect(addBusinessDays('2026-03-06', 5)).toBe('2026-03-13');
  });

  it('counts from a weekend as from the following Monday', () => {
    // 2026-03-07 is a Saturday: the first business day after it is Monday the 9th.
    expect(addBusinessDays('2026-03-07', 1)).toBe('2026-03-09');
    expect(addBusinessDays('2026-03-08', 2)).toBe('2026-03-10');
  });

  it('gives three full weeks for normal processing started on a Monday', () => {
    expect(promisedDecisionDate(new Date('2026-03-02T09:00:00Z'), 'normal')).toBe('2026-03-23');
  });

  it('gives the next Tuesday for super fast processing started on a Friday', () => {
    expect(promisedDecisionDate(new Date('2026-03-06T10:00:00Z'), 'super_fast')).toBe('2026-03-10');
  });

  it('takes the day in East Africa Time, where 22:30 UTC is already the next day', () => {
    expect(eastAfricaDate(new Date('2026-03-05T22:30:00Z'))).toBe('2026-03-06');
    // Thursday 22:30 UTC is Friday in Nairobi: five business days later is the next Friday.
    expect(promisedDecisionDate(new Date('2026-03-05T22:30:00Z'), 'fast')).toBe('2026-03-13');
  });

  it('crosses month and year ends', () => {
    expect(addBusinessDays('2026-12-31', 2)).toBe('2027-01-04');
  });
});

describe('processingStartedAt', () => {
  it('is the later of the payment and the documents’ submission', () => {
    // The documents page: documents after the payment.
    expect(
      processingStartedAt({
        paidAt: '2026-03-02T08:00:00.000Z',
        documentsSubmittedAt: '2026-03-04T09:00:00.000Z',
      }),
    ).toBe('2026-03-04T09:00:00.000Z');
    // The wizard: documents with the application, paid two days later.
    expect(
      processingStartedAt({
        paidAt: '2026-03-06T10:00:00.000Z',
        documentsSubmittedAt: '2026-03-04T09:00:00.000Z',
      }),
    ).toBe('2026-03-06T10:00:00.000Z');
  });

  it('is whichever there is, or nothing', () => {
    expect(processingStartedAt({ paidAt: '2026-03-02T08:00:00.000Z' })).toBe('2026-03-02T08:00:00.000Z');
    expect(processingStartedAt({ documentsSubmittedAt: '2026-03-04T09:00:00.000Z' })).toBe(
      '2026-03-04T09:00:00.000Z',
    );
    expect(processingStartedAt({})).toBeUndefined();
  });
});
