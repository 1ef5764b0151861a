import { describe, expect, it } from 'vitest';
import {
  hasProblems,
  missesLegalAgreements,
  problemLinks,
} from '../../../../../site/lib/journey/details-problems';
import {
  applicantErrors,
  completeness,
  signatureProblem,
  validateDetails,
} from '../../../../../site/lib/journey/details-validation';
import {
  noneSameAsFirst,
  takesFromFirst,
  withSharedDetails,
} from '../../../../../site/lib/journey/same-as-first';
import { today, validApplicant } from './fixtures';

const allAgreed = { termsAccepted: true, privacyAccepted: true, dataAccuracy: true, paymentAgreement: true };

describe('the details page check', () => {
  it("says which applicants are complete (the switcher's tags)", () => {
    const blank = { ...validApplicant('a2'), firstName: '' };
    expect(completeness([validApplicant('a1'), blank], today)).toEqual([true, false]);
  });

  it('checks the dates against the day asked for, also after another day (the schema is kept per day)', () => {
    const arriving = validApplicant('a1', { dateOfArrival: '2026-3-10' });
    expect(applicantErrors(arriving, today)).toEqual({});
    expect(applicantErrors(arriving, '2026-03-09')).toHaveProperty('dateOfArrival');
    expect(applicantErrors(arriving, today)).toEqual({});
  });

  it('passes with complete applicants, the four agreements and a typed signature', () => {
    const errors = validateDetails([validApplicant('a1'), validApplicant('a2')], allAgreed, 'Ann Lee', today);
    expect(hasProblems(errors)).toBe(false);
  });

  it('accepts a drawn PNG signature and refuses an empty one', () => {
    expect(signatureProblem('data:image/png;base64,iVBORw0KGgo=')).toBeUndefined();
    expect(signatureProblem('')).toBe('journey.error.signature.required');
    expect(signatureProblem('A')).toBe('journey.error.signature.invalid');
  });

  it('names every missing box: terms and privacy (the signature confirms the declaration)', () => {
    const errors = validateDetails(
      [validApplicant()],
      { ...allAgreed, privacyAccepted: false, paymentAgreement: false },
      'Ann',
      today,
    );
    expect(errors.agreements).toEqual({ privacyAccepted: 'journey.error.agreements.privacy' });
  });

  it('passes with the two boxes and a drawn or typed signature, whatever the declaration flags say', () => {
    const two = { termsAccepted: true, privacyAccepted: true, dataAccuracy: false, paymentAgreement: false };
    for (const signature of ['Ann Lee', 'data:image/png;base64,iVBORw0KGgo=']) {
      expect(hasProblems(validateDetails([validApplicant()], two, signature, today))).toBe(false);
    }
    expect(validateDetails([validApplicant()], two, '', today).signature).toBe(
      'journey.error.signature.required',
    );
  });

  it('shows the 5-second terms-and-privacy message only when one of those two is missing', () => {
    expect(missesLegalAgreements({ ...allAgreed, termsAccepted: false })).toBe(true);
    expect(missesLegalAgreements({ ...allAgreed, dataAccuracy: false })).toBe(false);
  });
});

describe('the error summary links', () => {
  it('link each problem to its field, in page order, then agreements and signature', () => {
    const errors = validateDetails(
      [validApplicant('a1'), validApplicant('a2', { lastName: '', dateOfBirth: '' })],
      { ...allAgreed, termsAccepted: false },
      '',
      today,
    );
    expect(problemLinks(errors, () => false).map((l) => l.target)).toEqual([
      'applicant-2-lastName',
      'applicant-2-dateOfBirth-day',
      'termsAccepted',
      'signature',
    ]);
  });

  it("send a shared trip field's problem to applicant 1, once", () => {
    const group = [
      validApplicant('a1', { dateOfArrival: '2026-3-2' }),
      validApplicant('a2'),
      validApplicant('a3'),
    ];
    const shared = { ...noneSameAsFirst, trip: new Set(['a2', 'a3']) };
    const errors = validateDetails(withSharedDetails(group, shared), allAgreed, 'Ann', today);
    const links = problemLinks(errors, (i, field) => takesFromFirst(shared, group[i]?.id ?? '', field));
    expect(links.map((l) => l.target)).toEqual(['applicant-1-dateOfArrival-day']);
  });
});
