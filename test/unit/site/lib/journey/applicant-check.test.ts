import { describe, expect, it } from 'vitest';
import { applicantWarnings, toApplicantInput } from '../../../../../site/lib/journey/applicant-check';
import { applicantErrors } from '../../../../../site/lib/journey/details-validation';
import { today, validApplicant } from './fixtures';

describe('an applicant for the shared schema', () => {
  it('has ISO dates, a boolean visit answer and the stay length from the dates', () => {
    const input = toApplicantInput(
      validApplicant('a1', { hasVisitedKenya: 'no', lastVisitDate: '2020-1-1' }),
    );
    expect(input).toMatchObject({
      dateOfBirth: '1985-03-27',
      dateOfArrival: '2026-04-01',
      hasVisitedKenya: false,
      lastVisitDate: '',
      intendedLengthOfStay: 14,
    });
  });

  it('is valid when every required field is filled', () => {
    expect(applicantErrors(validApplicant(), today)).toEqual({});
  });

  it('names each missing required field of spec §5', () => {
    const errors = applicantErrors(
      { ...validApplicant(), firstName: ' ', occupation: '', gender: '' },
      today,
    );
    expect(errors).toEqual({
      firstName: 'journey.error.firstName.required',
      occupation: 'journey.error.occupation.required',
      gender: 'journey.error.gender.required',
    });
  });

  it('blocks on a date rule with today from the caller', () => {
    expect(applicantErrors(validApplicant('a', { dateOfArrival: '2026-3-2' }), today)).toEqual({
      dateOfArrival: 'journey.error.dateOfArrival.tooSoon',
    });
  });

  it('reports a date that does not exist as invalid', () => {
    expect(applicantErrors(validApplicant('a', { dateOfBirth: '1985-2-30' }), today).dateOfBirth).toBe(
      'journey.error.dateOfBirth.invalid',
    );
  });

  it('shows a warning that does not block', () => {
    const applicant = validApplicant('a', {
      dateOfBirth: '2025-12-1',
      passportIssuedDate: '2026-1-5',
      passportExpiryDate: '2031-1-4',
    });
    expect(applicantErrors(applicant, today)).toEqual({});
    expect(applicantWarnings(applicant, today)).toEqual({
      dateOfBirth: 'journey.warning.dateOfBirth.underOneYear',
    });
  });
});
