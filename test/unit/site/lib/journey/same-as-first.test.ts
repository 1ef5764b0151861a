import { describe, expect, it } from 'vitest';
import { blankApplicant } from '../../../../../site/lib/journey/draft';
import { sharedTripFields, withSharedTrip } from '../../../../../site/lib/journey/same-as-first';

const first = {
  ...blankApplicant('a1', 'tourist'),
  firstName: 'Ann',
  dateOfArrival: '2026-07-01',
  dateOfDeparture: '2026-07-15',
  accommodationType: 'hotel',
  accommodationName: 'Safari Lodge',
  portOfEntry: 'MOI',
};
const second = { ...blankApplicant('a2', 'tourist'), firstName: 'Ben', dateOfArrival: '2026-08-01' };
const third = { ...blankApplicant('a3', 'tourist'), firstName: 'Cy' };

describe('"Same as applicant 1"', () => {
  it("copies applicant 1's trip details to the applicants who chose it", () => {
    const [, b, c] = withSharedTrip([first, second, third], new Set(['a2']));
    for (const field of sharedTripFields) expect(b?.[field]).toBe(first[field]);
    expect(c?.dateOfArrival).toBe('');
  });

  it('copies only what a group shares, never names or passports', () => {
    const [, b] = withSharedTrip([first, second], new Set(['a2']));
    expect(b?.firstName).toBe('Ben');
    expect(b?.id).toBe('a2');
  });

  it('keeps what an applicant typed themselves when they do not share', () => {
    const [, b] = withSharedTrip([first, second], new Set());
    expect(b?.dateOfArrival).toBe('2026-08-01');
  });

  it('leaves applicant 1 and the stored drafts untouched', () => {
    const applicants = [first, second];
    const result = withSharedTrip(applicants, new Set(['a1', 'a2']));
    expect(result[0]).toBe(first);
    expect(second.dateOfArrival).toBe('2026-08-01');
  });

  it('returns nothing for an empty group', () => {
    expect(withSharedTrip([], new Set(['a2']))).toEqual([]);
  });
});
