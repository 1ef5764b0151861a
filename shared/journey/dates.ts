import type { JourneyKey } from '../i18n/types';

/**
 * Calendar dates as ISO `YYYY-MM-DD` strings, computed in UTC so that no time zone or daylight
 * saving change moves a day. ISO dates compare correctly as strings.
 */
export type IsoDate = string;

const isoPattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const dayMs = 86_400_000;

/** True for a real calendar date written `YYYY-MM-DD` (2023-02-29 is not one). */
export function isIsoDate(value: unknown): value is IsoDate {
  if (typeof value !== 'string') return false;
  const match = isoPattern.exec(value);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d && y >= 1;
}

/** The UTC calendar date of an instant. */
export function toIsoDate(instant: Date): IsoDate {
  return instant.toISOString().slice(0, 10);
}

/** Today's date from a clock (pass `() => new Date()` in production, a fixed one in tests). */
export function todayFrom(clock: () => Date): IsoDate {
  return toIsoDate(clock());
}

function parts(date: IsoDate): [number, number, number] {
  if (!isIsoDate(date)) throw new RangeError(`Not an ISO date: ${date}`);
  return [Number(date.slice(0, 4)), Number(date.slice(5, 7)), Number(date.slice(8, 10))];
}

function fromUtc(y: number, monthIndex: number, d: number): IsoDate {
  const date = new Date(0);
  date.setUTCFullYear(y, monthIndex, d);
  return toIsoDate(date);
}

export function addDays(date: IsoDate, days: number): IsoDate {
  const [y, m, d] = parts(date);
  return fromUtc(y, m - 1, d + days);
}

/** Adds calendar months; a day that does not exist in the target month becomes its last day. */
export function addMonths(date: IsoDate, months: number): IsoDate {
  const [y, m, d] = parts(date);
  const lastDay = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
  return fromUtc(y, m - 1 + months, Math.min(d, lastDay));
}

/** Adds years; 29 February becomes 28 February in a year without it. */
export function addYears(date: IsoDate, years: number): IsoDate {
  return addMonths(date, years * 12);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  const [y1, m1, d1] = parts(from);
  const [y2, m2, d2] = parts(to);
  return Math.round((Date.UTC(y2, m2 - 1, d2) - Date.UTC(y1, m1 - 1, d1)) / dayMs);
}

/** The date fields of an applicant that the details-page rules check. */
export const applicantDateFields = [
  'dateOfBirth',
  'passportIssuedDate',
  'passportExpiryDate',
  'dateOfArrival',
  'dateOfDeparture',
  'lastVisitDate',
] as const;
export type ApplicantDateField = (typeof applicantDateFields)[number];
export type ApplicantDates = Partial<Record<ApplicantDateField, string | undefined>>;

export interface DateCheck {
  readonly errors: Partial<Record<ApplicantDateField, JourneyKey>>;
  /** Do not block: shown to the applicant to double-check. */
  readonly warnings: Partial<Record<ApplicantDateField, JourneyKey>>;
}

/** The limits of the details-page rules (spec §5, §9). */
export const dateLimits = {
  maxAgeYears: 120,
  maxPassportAgeYears: 20,
  minPassportValidityMonthsAfterTravel: 6,
  minArrivalDaysAhead: 3,
  arrivalWarningDaysAhead: 730,
  maxStayDays: 90,
} as const;

type Outcome = { error?: JourneyKey; warning?: JourneyKey };

const blank = (v: string | undefined) => v === undefined || v.trim() === '';

function checkBirth(birth: IsoDate, today: IsoDate): Outcome {
  if (birth > today) return { error: 'journey.error.dateOfBirth.future' };
  if (birth < addYears(today, -dateLimits.maxAgeYears)) return { error: 'journey.error.dateOfBirth.tooOld' };
  if (birth > addYears(today, -1)) return { warning: 'journey.warning.dateOfBirth.underOneYear' };
  return {};
}

function checkIssue(issue: IsoDate, today: IsoDate, birth: IsoDate | undefined): Outcome {
  if (issue > today) return { error: 'journey.error.passportIssuedDate.future' };
  if (issue < addYears(today, -dateLimits.maxPassportAgeYears)) {
    return { error: 'journey.error.passportIssuedDate.tooOld' };
  }
  if (birth !== undefined && issue < birth) return { error: 'journey.error.passportIssuedDate.beforeBirth' };
  return {};
}

function checkExpiry(expiry: IsoDate, today: IsoDate, issue?: IsoDate, arrival?: IsoDate): Outcome {
  if (expiry <= today) return { error: 'journey.error.passportExpiryDate.expired' };
  if (issue !== undefined && expiry <= issue)
    return { error: 'journey.error.passportExpiryDate.beforeIssue' };
  const travel = arrival !== undefined && arrival > today ? arrival : today;
  if (expiry < addMonths(travel, dateLimits.minPassportValidityMonthsAfterTravel)) {
    return { error: 'journey.error.passportExpiryDate.tooSoon' };
  }
  if (issue !== undefined && expiry < addYears(issue, 1)) {
    return { warning: 'journey.warning.passportExpiryDate.shortValidity' };
  }
  return {};
}

function checkArrival(arrival: IsoDate, today: IsoDate): Outcome {
  if (arrival < addDays(today, dateLimits.minArrivalDaysAhead)) {
    return { error: 'journey.error.dateOfArrival.tooSoon' };
  }
  if (arrival > addDays(today, dateLimits.arrivalWarningDaysAhead)) {
    return { warning: 'journey.warning.dateOfArrival.farAhead' };
  }
  return {};
}

function checkDeparture(departure: IsoDate, arrival: IsoDate): Outcome {
  if (departure < arrival) return { error: 'journey.error.dateOfDeparture.beforeArrival' };
  if (daysBetween(arrival, departure) > dateLimits.maxStayDays) {
    return { error: 'journey.error.dateOfDeparture.stayTooLong' };
  }
  if (departure === arrival) return { warning: 'journey.warning.dateOfDeparture.sameDay' };
  return {};
}

const requiredKeys = {
  dateOfBirth: 'journey.error.dateOfBirth.required',
  passportIssuedDate: 'journey.error.passportIssuedDate.required',
  passportExpiryDate: 'journey.error.passportExpiryDate.required',
} as const satisfies Partial<Record<ApplicantDateField, JourneyKey>>;

const invalidKeys = {
  dateOfBirth: 'journey.error.dateOfBirth.invalid',
  passportIssuedDate: 'journey.error.passportIssuedDate.invalid',
  passportExpiryDate: 'journey.error.passportExpiryDate.invalid',
  dateOfArrival: 'journey.error.dateOfArrival.invalid',
  dateOfDeparture: 'journey.error.dateOfDeparture.invalid',
  lastVisitDate: 'journey.error.lastVisitDate.invalid',
} as const satisfies Record<ApplicantDateField, JourneyKey>;

/**
 * Every date rule of the details page (spec §5) for one applicant, with `today` from the caller's
 * clock. Errors block; warnings do not. A rule that compares two dates runs only when both are valid.
 */
export function validateApplicantDates(applicant: ApplicantDates, today: IsoDate): DateCheck {
  const errors: Partial<Record<ApplicantDateField, JourneyKey>> = {};
  const warnings: Partial<Record<ApplicantDateField, JourneyKey>> = {};
  const valid: Partial<Record<ApplicantDateField, IsoDate>> = {};
  for (const field of applicantDateFields) {
    const value = applicant[field];
    if (blank(value)) {
      if (field in requiredKeys) errors[field] = requiredKeys[field as keyof typeof requiredKeys];
    } else if (isIsoDate(value)) valid[field] = value;
    else errors[field] = invalidKeys[field];
  }
  const record = (field: ApplicantDateField, outcome: Outcome) => {
    if (outcome.error) errors[field] = outcome.error;
    if (outcome.warning) warnings[field] = outcome.warning;
  };
  const { dateOfBirth, passportIssuedDate, passportExpiryDate, dateOfArrival, dateOfDeparture } = valid;
  if (dateOfBirth) record('dateOfBirth', checkBirth(dateOfBirth, today));
  // Compare with the birth date only once it is plausible itself (one message per mistake).
  const birth = errors.dateOfBirth ? undefined : dateOfBirth;
  if (passportIssuedDate) record('passportIssuedDate', checkIssue(passportIssuedDate, today, birth));
  if (passportExpiryDate) {
    record('passportExpiryDate', checkExpiry(passportExpiryDate, today, passportIssuedDate, dateOfArrival));
  }
  if (dateOfArrival) record('dateOfArrival', checkArrival(dateOfArrival, today));
  if (dateOfDeparture) {
    if (dateOfArrival) record('dateOfDeparture', checkDeparture(dateOfDeparture, dateOfArrival));
    else if (!errors.dateOfArrival) errors.dateOfArrival = 'journey.error.dateOfArrival.required';
  }
  if (valid.lastVisitDate && valid.lastVisitDate > today) {
    errors.lastVisitDate = 'journey.error.lastVisitDate.future';
  }
  return { errors, warnings };
}
