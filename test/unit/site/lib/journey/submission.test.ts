import { describe, expect, it } from 'vitest';
import { applicationSubmissionSchema } from '../../../../../shared/journey/schemas';
import { buildSubmission } from '../../../../../site/lib/journey/submission';
import { tanzania } from '../../../../../shared/destinations/tanzania';
import { visaSubmissionSchemaFor } from '../../../../../shared/journey/visa-submission-schema';
import { validApplicant, validStep1 } from './fixtures';

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

  it('sends the country of residence when it was answered, and leaves it out when not', () => {
    const draft = {
      step1: { ...validStep1, numberOfApplicants: '1' },
      pricing: { processingType: 'normal', insurance: false },
      applicants: [validApplicant('a1')],
      locale: 'en',
      optInOffers: false,
    } as const;
    const answered = buildSubmission({ ...draft, residenceCountry: 'GB' });
    expect(answered.residenceCountry).toBe('GB');
    expect(applicationSubmissionSchema.safeParse(answered).success).toBe(true);
    expect(buildSubmission({ ...draft, residenceCountry: '' })).not.toHaveProperty('residenceCountry');
    const forged = applicationSubmissionSchema.safeParse({ ...answered, residenceCountry: 'ZZ' });
    expect(forged.error?.issues.map((i) => i.path.join('.'))).toEqual(['residenceCountry']);
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

describe('the body of a visa destination’s journey', () => {
  const body = buildSubmission({
    step1: { ...validStep1, etaType: '', transportationMethod: '' },
    pricing: { processingType: 'super_fast', insurance: false },
    applicants: [validApplicant('a1'), validApplicant('a2', { firstName: 'Ben' })],
    locale: 'en',
    optInOffers: false,
    visa: { visaType: 'multiple_entry', departureCountry: 'US' },
  });

  it('carries the visa type and departure country in place of Kenya’s eTA type, transport and total', () => {
    expect(body).toMatchObject({ visaType: 'multiple_entry', departureCountry: 'US', applicantCount: 2 });
    expect(body).not.toHaveProperty('applicationType');
    expect(body).not.toHaveProperty('transportationMethod');
    expect(body).not.toHaveProperty('totalAmount');
  });

  it('is accepted by the schema Tanzania’s route validates with (US travellers may have multiple entry)', () => {
    const schema = visaSubmissionSchemaFor(tanzania);
    const parsed = schema.safeParse({
      ...body,
      applicants: body.applicants.map((a) => ({ ...a, nationality: 'US', portOfEntry: 'DAR' })),
    });
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
  });
});
