import { describe, expect, it } from 'vitest';
import { applicationSubmissionSchema } from '../../../../../shared/journey/schemas';
import {
  applicantErrors,
  applicantWarnings,
  buildSubmission,
  toApplicantInput,
} from '../../../../../site/lib/journey/submission';
import { today, validApplicant, validStep1 } from './fixtures';

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

describe('the application body', () => {
  const body = buildSubmission({
    step1: validStep1,
    pricing: { processingType: 'fast', insurance: true },
    applicants: [validApplicant('a1'), validApplicant('a2', { firstName: 'Ben' })],
    locale: 'tr',
    optInOffers: true,
  });

  it('is accepted by the schema the server validates with', () => {
    expect(applicationSubmissionSchema.safeParse(body).success).toBe(true);
  });

  it('carries the spec §7 fields, the phone with its dial code and the language', () => {
    expect(body).toMatchObject({
      applicationType: 'business',
      transportationMethod: 'air',
      processingType: 'fast',
      contactEmail: 'ann@example.com',
      contactPhone: '+44 7700 900123',
      applicantCount: 2,
      includeInsurance: true,
      locale: 'tr',
      optInOffers: true,
    });
  });

  it('sends the displayed total (the server recomputes it): (57+69+145+45) × 2', () => {
    expect(body.totalAmount).toBe(632);
  });

  it('sends exactly the group size of applicants', () => {
    const three = buildSubmission({
      step1: { ...validStep1, numberOfApplicants: '1' },
      pricing: { processingType: 'normal', insurance: false },
      applicants: [validApplicant('a1'), validApplicant('a2')],
      locale: 'en',
      optInOffers: false,
    });
    expect(three.applicants).toHaveLength(1);
    expect(three.applicantCount).toBe(1);
  });
});
