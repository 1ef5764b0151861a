import { describe, expect, it } from 'vitest';
import { blankApplicant } from '../../../../../site/lib/journey/draft';
import {
  noneSameAsFirst,
  sharingByDefault,
  sharedSections,
  takesFromFirst,
  withChoice,
  withSharedDetails,
  type SameAsFirst,
} from '../../../../../site/lib/journey/same-as-first';

const trip = (...ids: string[]): SameAsFirst => ({ ...noneSameAsFirst, trip: new Set(ids) });
const withSharedTrip = <A extends Parameters<typeof withSharedDetails>[0][number]>(
  applicants: readonly A[],
  ids: ReadonlySet<string>,
) => withSharedDetails(applicants, trip(...ids));

const first = {
  ...blankApplicant('a1', 'tourist'),
  firstName: 'Ann',
  email: 'ann@example.com',
  phone: '+1 555 0100',
  currentAddress: '1 Main Street',
  emergencyContactName: 'Sam',
  emergencyContactPhone: '+1 555 0199',
  emergencyContactRelationship: 'spouse',
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
    for (const field of sharedSections.trip) expect(b?.[field]).toBe(first[field]);
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

  it('copies the address and contact details, and the emergency contact, section by section', () => {
    const same = withChoice(withChoice(noneSameAsFirst, 'contact', 'a2', true), 'emergency', 'a3', true);
    const [, b, c] = withSharedDetails(
      [first, { ...second, email: 'ben@example.com' }, { ...third, emergencyContactRelationship: 'parent' }],
      same,
    );
    expect(b).toMatchObject({
      email: 'ann@example.com',
      currentAddress: '1 Main Street',
      emergencyContactName: '',
    });
    expect(b?.dateOfArrival).toBe('2026-08-01');
    expect(c).toMatchObject({ email: '', emergencyContactName: 'Sam', emergencyContactPhone: '+1 555 0199' });
    // The relationship is the applicant's own: applicant 1's spouse may be applicant 3's parent.
    expect(c?.emergencyContactRelationship).toBe('parent');
  });

  it('keeps what was typed underneath: unticking brings it back', () => {
    const typed = { ...second, email: 'ben@example.com' };
    const on = withChoice(noneSameAsFirst, 'contact', 'a2', true);
    expect(withSharedDetails([first, typed], on)[1]?.email).toBe('ann@example.com');
    const off = withChoice(on, 'contact', 'a2', false);
    expect(withSharedDetails([first, typed], off)[1]?.email).toBe('ben@example.com');
    expect(on.contact.has('a2')).toBe(true);
  });

  it('says which fields an applicant takes from applicant 1', () => {
    const same = withChoice(noneSameAsFirst, 'emergency', 'a2', true);
    expect(takesFromFirst(same, 'a2', 'emergencyContactPhone')).toBe(true);
    expect(takesFromFirst(same, 'a2', 'emergencyContactRelationship')).toBe(false);
    expect(takesFromFirst(same, 'a2', 'email')).toBe(false);
    expect(takesFromFirst(same, 'a3', 'emergencyContactPhone')).toBe(false);
  });

  it('makes the applicants just added share every section with applicant 1, keeping the others’ choices', () => {
    const before = withChoice(noneSameAsFirst, 'trip', 'a2', true);
    const same = sharingByDefault(before, ['a3', 'a4']);
    for (const section of ['contact', 'trip', 'emergency'] as const) {
      expect([...same[section]].sort()).toEqual(section === 'trip' ? ['a2', 'a3', 'a4'] : ['a3', 'a4']);
    }
    expect(sharingByDefault(before, [])).toBe(before);
  });
});
