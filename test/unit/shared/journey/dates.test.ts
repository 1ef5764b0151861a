import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  addYears,
  daysBetween,
  isIsoDate,
  todayFrom,
  validateApplicantDates,
  type ApplicantDates,
} from '../../../../shared/journey/dates';

/** A fixed "today" for every rule: 15 June 2025. */
const today = '2025-06-15';
const valid: ApplicantDates = {
  dateOfBirth: '1990-05-20',
  passportIssuedDate: '2020-01-01',
  passportExpiryDate: '2030-01-01',
  dateOfArrival: '2025-07-01',
  dateOfDeparture: '2025-07-15',
};
const check = (changes: ApplicantDates) => validateApplicantDates({ ...valid, ...changes }, today);

describe('ISO date helpers', () => {
  it('accepts only real calendar dates written YYYY-MM-DD', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('2025-13-01')).toBe(false);
    expect(isIsoDate('2025-6-1')).toBe(false);
    expect(isIsoDate('15/06/2025')).toBe(false);
    expect(isIsoDate(20250615)).toBe(false);
  });

  it('takes today from the clock in UTC, whatever the local time zone', () => {
    expect(todayFrom(() => new Date('2025-06-15T23:59:59.999Z'))).toBe('2025-06-15');
    expect(todayFrom(() => new Date('2025-06-16T00:30:00+02:00'))).toBe('2025-06-15');
  });

  it('adds days across months and years', () => {
    expect(addDays('2025-12-30', 3)).toBe('2026-01-02');
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28');
  });

  it('adds months, keeping to the last day of a shorter month', () => {
    expect(addMonths('2025-01-31', 1)).toBe('2025-02-28');
    expect(addMonths('2025-08-31', 6)).toBe('2026-02-28');
    expect(addMonths('2025-06-15', -6)).toBe('2024-12-15');
  });

  it('adds years, moving 29 February to 28 February in a common year', () => {
    expect(addYears('2024-02-29', 1)).toBe('2025-02-28');
    expect(addYears('2025-06-15', -120)).toBe('1905-06-15');
  });

  it('counts whole days between two dates', () => {
    expect(daysBetween('2025-03-29', '2025-03-31')).toBe(2);
    expect(daysBetween('2025-07-01', '2025-06-30')).toBe(-1);
  });
});

describe('the details-page date rules', () => {
  it('accept a complete, plausible set of dates with no warning', () => {
    expect(validateApplicantDates(valid, today)).toEqual({ errors: {}, warnings: {} });
  });

  describe('date of birth', () => {
    it('is required', () => {
      expect(check({ dateOfBirth: '' }).errors.dateOfBirth).toBe('journey.error.dateOfBirth.required');
      expect(check({ dateOfBirth: undefined }).errors.dateOfBirth).toBe('journey.error.dateOfBirth.required');
    });

    it('must be a real date', () => {
      expect(check({ dateOfBirth: '1990-02-30' }).errors.dateOfBirth).toBe(
        'journey.error.dateOfBirth.invalid',
      );
    });

    it('cannot be in the future (today is allowed)', () => {
      expect(check({ dateOfBirth: '2025-06-16' }).errors.dateOfBirth).toBe(
        'journey.error.dateOfBirth.future',
      );
      expect(check({ dateOfBirth: '2025-06-15' }).errors.dateOfBirth).toBeUndefined();
    });

    it('cannot be more than 120 years ago (exactly 120 is allowed)', () => {
      expect(check({ dateOfBirth: '1905-06-14' }).errors.dateOfBirth).toBe(
        'journey.error.dateOfBirth.tooOld',
      );
      expect(
        check({ dateOfBirth: '1905-06-15', passportIssuedDate: '2020-01-01' }).errors.dateOfBirth,
      ).toBeUndefined();
    });

    it('warns, without blocking, when the applicant is under one year old', () => {
      const infant = check({ dateOfBirth: '2024-06-16', passportIssuedDate: '2024-07-01' });
      expect(infant.warnings.dateOfBirth).toBe('journey.warning.dateOfBirth.underOneYear');
      expect(infant.errors).toEqual({});
      expect(
        check({ dateOfBirth: '2024-06-15', passportIssuedDate: '2024-07-01' }).warnings.dateOfBirth,
      ).toBeUndefined();
    });
  });

  describe('passport issue date', () => {
    it('is required and must be a real date', () => {
      expect(check({ passportIssuedDate: ' ' }).errors.passportIssuedDate).toBe(
        'journey.error.passportIssuedDate.required',
      );
      expect(check({ passportIssuedDate: '2020-1-1' }).errors.passportIssuedDate).toBe(
        'journey.error.passportIssuedDate.invalid',
      );
    });

    it('cannot be in the future (today is allowed)', () => {
      expect(check({ passportIssuedDate: '2025-06-16' }).errors.passportIssuedDate).toBe(
        'journey.error.passportIssuedDate.future',
      );
      expect(check({ passportIssuedDate: '2025-06-15' }).errors.passportIssuedDate).toBeUndefined();
    });

    it('cannot be more than 20 years ago (exactly 20 is allowed)', () => {
      expect(check({ passportIssuedDate: '2005-06-14' }).errors.passportIssuedDate).toBe(
        'journey.error.passportIssuedDate.tooOld',
      );
      expect(check({ passportIssuedDate: '2005-06-15' }).errors.passportIssuedDate).toBeUndefined();
    });

    it('cannot be before the date of birth (the same day is allowed)', () => {
      expect(
        check({ dateOfBirth: '2010-01-10', passportIssuedDate: '2010-01-09' }).errors.passportIssuedDate,
      ).toBe('journey.error.passportIssuedDate.beforeBirth');
      expect(
        check({ dateOfBirth: '2010-01-10', passportIssuedDate: '2010-01-10' }).errors.passportIssuedDate,
      ).toBe(undefined);
    });
  });

  describe('passport expiry date', () => {
    it('is required and must be a real date', () => {
      expect(check({ passportExpiryDate: '' }).errors.passportExpiryDate).toBe(
        'journey.error.passportExpiryDate.required',
      );
      expect(check({ passportExpiryDate: '2030-02-29' }).errors.passportExpiryDate).toBe(
        'journey.error.passportExpiryDate.invalid',
      );
    });

    it('must be after today', () => {
      expect(check({ passportExpiryDate: '2025-06-15' }).errors.passportExpiryDate).toBe(
        'journey.error.passportExpiryDate.expired',
      );
      expect(check({ passportExpiryDate: '2024-01-01' }).errors.passportExpiryDate).toBe(
        'journey.error.passportExpiryDate.expired',
      );
    });

    it('must be after the issue date', () => {
      const issuedLater = {
        passportIssuedDate: '2026-01-01',
        dateOfArrival: undefined,
        dateOfDeparture: undefined,
      };
      expect(check({ ...issuedLater, passportExpiryDate: '2026-01-01' }).errors.passportExpiryDate).toBe(
        'journey.error.passportExpiryDate.beforeIssue',
      );
      expect(
        check({ ...issuedLater, passportExpiryDate: '2026-01-02' }).errors.passportExpiryDate,
      ).toBeUndefined();
    });

    it('must be at least 6 months after the arrival date', () => {
      expect(
        check({ dateOfArrival: '2025-07-01', passportExpiryDate: '2025-12-31' }).errors.passportExpiryDate,
      ).toBe('journey.error.passportExpiryDate.tooSoon');
      expect(
        check({ dateOfArrival: '2025-07-01', passportExpiryDate: '2026-01-01' }).errors.passportExpiryDate,
      ).toBe(undefined);
    });

    it('must be at least 6 months after today when no arrival date is given', () => {
      const noTrip = { dateOfArrival: undefined, dateOfDeparture: undefined };
      expect(check({ ...noTrip, passportExpiryDate: '2025-12-14' }).errors.passportExpiryDate).toBe(
        'journey.error.passportExpiryDate.tooSoon',
      );
      expect(
        check({ ...noTrip, passportExpiryDate: '2025-12-15' }).errors.passportExpiryDate,
      ).toBeUndefined();
    });

    it('warns, without blocking, when the passport is valid for less than one year from issue', () => {
      const noTrip = {
        dateOfArrival: undefined,
        dateOfDeparture: undefined,
        passportIssuedDate: '2025-01-10',
      };
      const short = check({ ...noTrip, passportExpiryDate: '2026-01-09' });
      expect(short.warnings.passportExpiryDate).toBe('journey.warning.passportExpiryDate.shortValidity');
      expect(short.errors).toEqual({});
      expect(
        check({ ...noTrip, passportExpiryDate: '2026-01-10' }).warnings.passportExpiryDate,
      ).toBeUndefined();
    });
  });

  describe('arrival date', () => {
    it('is optional, but must be a real date when given', () => {
      expect(check({ dateOfArrival: undefined, dateOfDeparture: undefined }).errors).toEqual({});
      expect(check({ dateOfArrival: '2025-07-32' }).errors.dateOfArrival).toBe(
        'journey.error.dateOfArrival.invalid',
      );
    });

    it('must be at least 3 days from today', () => {
      expect(check({ dateOfArrival: '2025-06-17' }).errors.dateOfArrival).toBe(
        'journey.error.dateOfArrival.tooSoon',
      );
      expect(check({ dateOfArrival: '2025-06-18', dateOfDeparture: '2025-06-20' }).errors.dateOfArrival).toBe(
        undefined,
      );
    });

    it('warns, without blocking, when it is more than 730 days ahead', () => {
      const far = check({ dateOfArrival: '2027-06-16', dateOfDeparture: '2027-06-20' });
      expect(far.warnings.dateOfArrival).toBe('journey.warning.dateOfArrival.farAhead');
      expect(far.errors).toEqual({});
      expect(
        check({ dateOfArrival: '2027-06-15', dateOfDeparture: '2027-06-20' }).warnings.dateOfArrival,
      ).toBe(undefined);
    });

    it('is required once a departure date is given', () => {
      expect(check({ dateOfArrival: '' }).errors.dateOfArrival).toBe('journey.error.dateOfArrival.required');
    });
  });

  describe('departure date', () => {
    it('must be a real date', () => {
      expect(check({ dateOfDeparture: 'soon' }).errors.dateOfDeparture).toBe(
        'journey.error.dateOfDeparture.invalid',
      );
    });

    it('cannot be before the arrival date', () => {
      expect(check({ dateOfDeparture: '2025-06-30' }).errors.dateOfDeparture).toBe(
        'journey.error.dateOfDeparture.beforeArrival',
      );
    });

    it('warns, without blocking, when the stay is shorter than one day', () => {
      const sameDay = check({ dateOfDeparture: '2025-07-01' });
      expect(sameDay.warnings.dateOfDeparture).toBe('journey.warning.dateOfDeparture.sameDay');
      expect(sameDay.errors).toEqual({});
      expect(check({ dateOfDeparture: '2025-07-02' }).warnings.dateOfDeparture).toBeUndefined();
    });

    it('allows a stay of at most 90 days', () => {
      expect(check({ dateOfDeparture: '2025-09-29' }).errors.dateOfDeparture).toBeUndefined();
      expect(check({ dateOfDeparture: '2025-09-30' }).errors.dateOfDeparture).toBe(
        'journey.error.dateOfDeparture.stayTooLong',
      );
    });
  });

  describe('last visit date', () => {
    it('must be in the past when given', () => {
      expect(check({ lastVisitDate: '2025-06-16' }).errors.lastVisitDate).toBe(
        'journey.error.lastVisitDate.future',
      );
      expect(check({ lastVisitDate: '2025-06-15' }).errors.lastVisitDate).toBeUndefined();
      expect(check({ lastVisitDate: '2019-13-01' }).errors.lastVisitDate).toBe(
        'journey.error.lastVisitDate.invalid',
      );
    });
  });
});
