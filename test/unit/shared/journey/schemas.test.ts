import { describe, expect, it } from 'vitest';
import { siteDictionaries } from '../../../../shared/i18n';
import {
  agreementsSchema,
  applicantSchema,
  applicationCreatedSchema,
  applicationSubmissionSchema,
  confirmationRequestSchema,
  createApplicantSchema,
  createApplicationSubmissionSchema,
  joinDialCode,
  pricingChoiceSchema,
  signedAgreementRequestSchema,
  step1Schema,
} from '../../../../shared/journey/schemas';
import { tanzaniaPortCodes } from '../../../../shared/destinations/tanzania/ports';
import { validApplicant, validSubmission } from './fixtures';

const today = '2025-06-15';
const issuesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

const validStep1 = {
  numberOfApplicants: '2',
  etaType: 'tourist',
  transportationMethod: 'air',
  contactEmail: 'traveller@example.com',
  contactPhone: '555 123-4567',
  countryCode: '+1',
};

describe('step 1', () => {
  it('accepts a complete step 1 with no second email', () => {
    expect(step1Schema.safeParse(validStep1).success).toBe(true);
  });

  it.each(['1', '10'])('accepts a group of %s', (n) => {
    expect(step1Schema.safeParse({ ...validStep1, numberOfApplicants: n }).success).toBe(true);
  });

  it.each(['0', '11', '', 2])('refuses a group of %s', (n) => {
    expect(issuesOf(step1Schema.safeParse({ ...validStep1, numberOfApplicants: n }))).toEqual({
      numberOfApplicants: 'journey.error.numberOfApplicants.invalid',
    });
  });

  it('requires the eTA type and the transport method', () => {
    const { etaType: _e, transportationMethod: _t, ...rest } = validStep1;
    expect(issuesOf(step1Schema.safeParse(rest))).toEqual({
      etaType: 'journey.error.etaType.required',
      transportationMethod: 'journey.error.transportationMethod.required',
    });
    expect(issuesOf(step1Schema.safeParse({ ...validStep1, etaType: 'diplomat' }))).toEqual({
      etaType: 'journey.error.etaType.required',
    });
  });

  it('requires an email address in the right format', () => {
    expect(issuesOf(step1Schema.safeParse({ ...validStep1, contactEmail: '' }))).toEqual({
      contactEmail: 'common.error.emailRequired',
    });
    expect(issuesOf(step1Schema.safeParse({ ...validStep1, contactEmail: 'traveller@example' }))).toEqual({
      contactEmail: 'common.error.emailInvalid',
    });
  });

  it('trims the email address', () => {
    expect(step1Schema.parse({ ...validStep1, contactEmail: ' traveller@example.com ' }).contactEmail).toBe(
      'traveller@example.com',
    );
  });

  it('accepts an empty second email but checks one that is given', () => {
    expect(step1Schema.safeParse({ ...validStep1, contactEmail2: '' }).success).toBe(true);
    expect(issuesOf(step1Schema.safeParse({ ...validStep1, contactEmail2: 'nope' }))).toEqual({
      contactEmail2: 'journey.error.contactEmail2.invalid',
    });
  });

  it('requires a phone number', () => {
    expect(issuesOf(step1Schema.safeParse({ ...validStep1, contactPhone: '  ' }))).toEqual({
      contactPhone: 'journey.error.contactPhone.required',
    });
  });

  it('accepts a phone number of exactly 6 digits with spaces and dashes, refuses 5 digits or letters', () => {
    expect(step1Schema.safeParse({ ...validStep1, contactPhone: '12-34 56' }).success).toBe(true);
    expect(issuesOf(step1Schema.safeParse({ ...validStep1, contactPhone: '12-345' }))).toEqual({
      contactPhone: 'journey.error.contactPhone.invalid',
    });
    expect(issuesOf(step1Schema.safeParse({ ...validStep1, contactPhone: '555 CALL ME' }))).toEqual({
      contactPhone: 'journey.error.contactPhone.invalid',
    });
  });

  it('takes the dial code from the offered list only', () => {
    expect(step1Schema.safeParse({ ...validStep1, countryCode: '+254' }).success).toBe(true);
    expect(issuesOf(step1Schema.safeParse({ ...validStep1, countryCode: '+7' }))).toEqual({
      countryCode: 'journey.error.countryCode.invalid',
    });
  });

  it('joins the dial code and the number for the server', () => {
    expect(joinDialCode('+254', ' 712 345678 ')).toBe('+254 712 345678');
  });
});

describe('the pricing choice', () => {
  it('accepts the three speeds and reads the old aliases', () => {
    expect(pricingChoiceSchema.parse({ processingType: 'urgent', insurance: true })).toEqual({
      processingType: 'fast',
      insurance: true,
    });
    expect(
      pricingChoiceSchema.parse({ processingType: 'super_urgent', insurance: false }).processingType,
    ).toBe('super_fast');
  });

  it('requires a speed and an insurance answer', () => {
    expect(issuesOf(pricingChoiceSchema.safeParse({ processingType: 'express' }))).toEqual({
      processingType: 'journey.error.processingType.required',
      insurance: 'journey.error.insurance.required',
    });
  });
});

describe('an applicant', () => {
  it('accepts a complete applicant and fills the defaults', () => {
    const parsed = applicantSchema.parse(validApplicant());
    expect(parsed).toMatchObject({
      maritalStatus: 'single',
      passportType: 'ordinary',
      portOfEntry: 'JKIA',
      intendedLengthOfStay: 30,
    });
  });

  it('requires every field the details page requires', () => {
    const result = applicantSchema.safeParse({});
    expect(issuesOf(result)).toEqual({
      firstName: 'journey.error.firstName.required',
      lastName: 'journey.error.lastName.required',
      dateOfBirth: 'journey.error.dateOfBirth.required',
      gender: 'journey.error.gender.required',
      nationality: 'journey.error.nationality.required',
      passportNumber: 'journey.error.passportNumber.required',
      passportIssuedDate: 'journey.error.passportIssuedDate.required',
      passportExpiryDate: 'journey.error.passportExpiryDate.required',
      passportIssuingCountry: 'journey.error.passportIssuingCountry.required',
      email: 'journey.error.email.required',
      phone: 'journey.error.phone.required',
      currentAddress: 'journey.error.currentAddress.required',
      employmentStatus: 'journey.error.employmentStatus.required',
      occupation: 'journey.error.occupation.required',
      emergencyContactName: 'journey.error.emergencyContactName.required',
      emergencyContactPhone: 'journey.error.emergencyContactPhone.required',
      emergencyContactRelationship: 'journey.error.emergencyContactRelationship.required',
    });
  });

  it('treats a name of only spaces as missing and trims names', () => {
    expect(issuesOf(applicantSchema.safeParse(validApplicant({ firstName: '   ' })))).toEqual({
      firstName: 'journey.error.firstName.required',
    });
    expect(applicantSchema.parse(validApplicant({ lastName: '  Otieno ' })).lastName).toBe('Otieno');
  });

  it('refuses a name longer than 50 characters', () => {
    expect(issuesOf(applicantSchema.safeParse(validApplicant({ firstName: 'A'.repeat(51) })))).toEqual({
      firstName: 'journey.error.text.tooLong',
    });
    expect(applicantSchema.safeParse(validApplicant({ firstName: 'A'.repeat(50) })).success).toBe(true);
  });

  it('keeps names in any script', () => {
    expect(applicantSchema.parse(validApplicant({ firstName: 'Алексей', lastName: '王小明' }))).toMatchObject(
      {
        firstName: 'Алексей',
        lastName: '王小明',
      },
    );
  });

  it('upper-cases the passport number and accepts 6 to 12 letters and digits', () => {
    expect(applicantSchema.parse(validApplicant({ passportNumber: ' ab12cd ' })).passportNumber).toBe(
      'AB12CD',
    );
    expect(applicantSchema.safeParse(validApplicant({ passportNumber: 'A'.repeat(12) })).success).toBe(true);
    for (const bad of ['AB123', 'A'.repeat(13), 'AB 12345', 'AB-12345']) {
      expect(issuesOf(applicantSchema.safeParse(validApplicant({ passportNumber: bad })))).toEqual({
        passportNumber: 'journey.error.passportNumber.invalid',
      });
    }
  });

  it('checks the applicant email and phone formats', () => {
    expect(
      issuesOf(applicantSchema.safeParse(validApplicant({ email: 'amina.example.com', phone: '12345' }))),
    ).toEqual({ email: 'common.error.emailInvalid', phone: 'journey.error.phone.invalid' });
  });

  it('takes countries as ISO codes from the list', () => {
    expect(applicantSchema.parse(validApplicant({ nationality: 'de' })).nationality).toBe('DE');
    expect(
      applicantSchema.parse(validApplicant({ passportIssuingCountry: 'ke' })).passportIssuingCountry,
    ).toBe('KE');
    expect(issuesOf(applicantSchema.safeParse(validApplicant({ nationality: 'XX' })))).toEqual({
      nationality: 'journey.error.country.invalid',
    });
  });

  it('refuses a nationality that needs no eTA, by the one exemption table', () => {
    for (const nationality of ['UG', 'sg', 'NG', 'KE']) {
      expect(issuesOf(applicantSchema.safeParse(validApplicant({ nationality }))), nationality).toEqual({
        nationality: 'journey.error.nationality.etaNotNeeded',
      });
    }
    expect(applicantSchema.safeParse(validApplicant({ nationality: 'LY' })).success).toBe(true);
  });

  it('treats an empty optional choice as not chosen and refuses an unknown one', () => {
    expect(applicantSchema.parse(validApplicant({ accommodationType: '' as never })).accommodationType).toBe(
      undefined,
    );
    expect(
      issuesOf(applicantSchema.safeParse(validApplicant({ accommodationType: 'tent' as never }))),
    ).toEqual({
      accommodationType: 'journey.error.option.invalid',
    });
  });

  it('only takes the ports of the details page', () => {
    expect(applicantSchema.parse(validApplicant({ portOfEntry: 'MOI' })).portOfEntry).toBe('MOI');
    expect(issuesOf(applicantSchema.safeParse(validApplicant({ portOfEntry: 'LHR' as never })))).toEqual({
      portOfEntry: 'journey.error.option.invalid',
    });
  });

  it.each(tanzaniaPortCodes)('refuses Tanzania’s port %s on a Kenya application', (port) => {
    expect(issuesOf(applicantSchema.safeParse(validApplicant({ portOfEntry: port })))).toEqual({
      portOfEntry: 'journey.error.option.invalid',
    });
    expect(
      issuesOf(createApplicantSchema('2025-06-15').safeParse(validApplicant({ portOfEntry: port }))),
    ).toEqual({ portOfEntry: 'journey.error.option.invalid' });
  });

  it('starts a traveller who names no port at Jomo Kenyatta (JKIA)', () => {
    expect(applicantSchema.parse(validApplicant()).portOfEntry).toBe('JKIA');
  });
});

describe('an applicant with the date rules', () => {
  const schema = createApplicantSchema(today);

  it('accepts plausible dates', () => {
    expect(schema.safeParse(validApplicant()).success).toBe(true);
  });

  it('puts each date rule on its own field', () => {
    const result = schema.safeParse(
      validApplicant({
        dateOfBirth: '2026-01-01',
        passportExpiryDate: '2025-01-01',
        dateOfArrival: '2025-06-16',
      }),
    );
    expect(issuesOf(result)).toEqual({
      dateOfBirth: 'journey.error.dateOfBirth.future',
      passportExpiryDate: 'journey.error.passportExpiryDate.expired',
      dateOfArrival: 'journey.error.dateOfArrival.tooSoon',
    });
  });

  it('reports date rules even when another field is missing, once per field', () => {
    const { firstName: _f, ...noName } = validApplicant({ dateOfDeparture: '2025-12-01' });
    const result = schema.safeParse({ ...noName, dateOfBirth: undefined });
    expect(issuesOf(result)).toEqual({
      firstName: 'journey.error.firstName.required',
      dateOfBirth: 'journey.error.dateOfBirth.required',
      dateOfDeparture: 'journey.error.dateOfDeparture.stayTooLong',
    });
    expect(result.error?.issues.filter((i) => i.path[0] === 'dateOfBirth')).toHaveLength(1);
  });

  it('does not block on warnings', () => {
    expect(schema.safeParse(validApplicant({ dateOfDeparture: '2025-07-01' })).success).toBe(true);
  });
});

describe('agreements and signature', () => {
  const png = `data:image/png;base64,${'iVBORw0KGgo'.padEnd(400, 'A')}==`;
  const flags = { termsAccepted: true, privacyAccepted: true, dataAccuracy: true, paymentAgreement: true };

  it('accepts all four confirmations with a drawn signature', () => {
    expect(agreementsSchema.safeParse({ ...flags, signature: png }).success).toBe(true);
  });

  it('accepts a typed full name of at least 2 characters instead of a drawing', () => {
    expect(agreementsSchema.safeParse({ ...flags, signature: 'Li' }).success).toBe(true);
    expect(issuesOf(agreementsSchema.safeParse({ ...flags, signature: 'L' }))).toEqual({
      signature: 'journey.error.signature.invalid',
    });
  });

  it('requires a signature', () => {
    expect(issuesOf(agreementsSchema.safeParse({ ...flags, signature: '' }))).toEqual({
      signature: 'journey.error.signature.required',
    });
  });

  it('refuses a data URL that is not a PNG or is over the size limit', () => {
    for (const signature of [
      'data:image/svg+xml;base64,PHN2Zz4=',
      `data:image/png;base64,${'A'.repeat(280_001)}`,
    ]) {
      expect(issuesOf(agreementsSchema.safeParse({ ...flags, signature }))).toEqual({
        signature: 'journey.error.signature.invalid',
      });
    }
  });

  it.each(['termsAccepted', 'privacyAccepted', 'dataAccuracy', 'paymentAgreement'] as const)(
    'requires %s to be ticked',
    (flag) => {
      const result = agreementsSchema.safeParse({ ...flags, [flag]: false, signature: png });
      expect(Object.keys(issuesOf(result))).toEqual([flag]);
    },
  );

  it('takes the signed-agreement call with the flags as agreement details', () => {
    const id = '4b9e2d1c-7a3f-4e8b-9c0d-1e2f3a4b5c6d';
    expect(
      signedAgreementRequestSchema.safeParse({ applicationId: id, signature: png, agreementDetails: flags })
        .success,
    ).toBe(true);
    expect(
      issuesOf(
        signedAgreementRequestSchema.safeParse({
          applicationId: 'x',
          signature: png,
          agreementDetails: flags,
        }),
      ),
    ).toEqual({ applicationId: 'journey.error.applicationId.invalid' });
  });

  it('takes the specification’s signatureDataUrl as the signature, and prefers signature when both come', () => {
    const id = '4b9e2d1c-7a3f-4e8b-9c0d-1e2f3a4b5c6d';
    const spec = signedAgreementRequestSchema.parse({
      applicationId: id,
      customerName: 'Amina Otieno',
      customerEmail: 'amina@example.com',
      signatureDataUrl: png,
      ipAddress: '0.0.0.0',
      agreementDetails: flags,
    });
    expect(spec).toEqual({ applicationId: id, signature: png, agreementDetails: flags });
    expect(
      signedAgreementRequestSchema.parse({
        applicationId: id,
        signature: 'Amina Otieno',
        signatureDataUrl: png,
        agreementDetails: flags,
      }).signature,
    ).toBe('Amina Otieno');
    expect(
      issuesOf(signedAgreementRequestSchema.safeParse({ applicationId: id, agreementDetails: flags })),
    ).toEqual({
      signature: 'journey.error.signature.required',
    });
  });

  it('takes the confirmation call with an optional language', () => {
    const id = '4b9e2d1c-7a3f-4e8b-9c0d-1e2f3a4b5c6d';
    expect(confirmationRequestSchema.parse({ applicationId: id })).toEqual({ applicationId: id });
    expect(confirmationRequestSchema.safeParse({ applicationId: id, locale: 'xx' }).success).toBe(false);
  });
});

describe('the application submission', () => {
  it('accepts a valid submission and defaults the language to English', () => {
    const { locale: _l, ...noLocale } = validSubmission();
    expect(applicationSubmissionSchema.parse(noLocale).locale).toBe('en');
  });

  it('reads the old processing aliases', () => {
    expect(
      applicationSubmissionSchema.parse(validSubmission({ processingType: 'super_urgent' })).processingType,
    ).toBe('super_fast');
  });

  it('accepts any total the browser sends (the server ignores it)', () => {
    expect(applicationSubmissionSchema.safeParse(validSubmission({ totalAmount: 1 })).success).toBe(true);
  });

  it('requires the applicant count to match the applicants', () => {
    expect(issuesOf(applicationSubmissionSchema.safeParse(validSubmission({ applicantCount: 2 })))).toEqual({
      applicantCount: 'journey.error.applicantCount.mismatch',
    });
  });

  it('refuses no applicants and more than 10', () => {
    expect(
      issuesOf(applicationSubmissionSchema.safeParse(validSubmission({ applicantCount: 0, applicants: [] }))),
    ).toEqual({
      applicantCount: 'journey.error.applicantCount.invalid',
      applicants: 'journey.error.applicants.required',
    });
    const eleven = Array.from({ length: 11 }, () => validApplicant());
    expect(
      issuesOf(
        applicationSubmissionSchema.safeParse(validSubmission({ applicantCount: 11, applicants: eleven })),
      ),
    ).toEqual({
      applicantCount: 'journey.error.applicantCount.invalid',
      applicants: 'journey.error.applicantCount.invalid',
    });
  });

  it('requires the contact phone with its dial code', () => {
    expect(
      issuesOf(applicationSubmissionSchema.safeParse(validSubmission({ contactPhone: '7700 900123' }))),
    ).toEqual({
      contactPhone: 'journey.error.contactPhone.invalid',
    });
  });

  it('reports date rule issues on the applicant’s path', () => {
    const schema = createApplicationSubmissionSchema(today);
    const result = schema.safeParse(
      validSubmission({
        applicantCount: 2,
        applicants: [validApplicant(), validApplicant({ passportExpiryDate: '2025-10-01' })],
      }),
    );
    expect(issuesOf(result)).toEqual({
      'applicants.1.passportExpiryDate': 'journey.error.passportExpiryDate.tooSoon',
    });
  });

  it('describes the creation response', () => {
    const pricing = {
      serviceFee: 59,
      governmentFee: 69,
      processingFee: 90,
      insurancePrice: 0,
      totalPerPerson: 218,
      totalPrice: 218,
      processingTime: { minBusinessDays: 7, maxBusinessDays: 15 },
      currency: 'USD',
    };
    const created = {
      applicationNumber: 'KE-01234567',
      id: '4b9e2d1c-7a3f-4e8b-9c0d-1e2f3a4b5c6d',
      contactEmail: 'amina@example.com',
      accessToken: 'a'.repeat(43),
      pricing,
    };
    expect(applicationCreatedSchema.safeParse(created).success).toBe(true);
    expect(applicationCreatedSchema.safeParse({ ...created, applicationNumber: 'KE-1234567' }).success).toBe(
      false,
    );
  });
});

describe('the journey catalog', () => {
  it('has every message key the schemas can produce', () => {
    const results = [
      applicantSchema.safeParse({}),
      step1Schema.safeParse({}),
      applicationSubmissionSchema.safeParse({}),
      agreementsSchema.safeParse({}),
    ];
    const keys = results.flatMap((r) => r.error?.issues.map((i) => i.message) ?? []);
    expect(keys.filter((k) => !(k in siteDictionaries.en))).toEqual([]);
  });

  it('shows the details-page date messages in Turkish', () => {
    expect(siteDictionaries.tr['journey.error.dateOfBirth.future']).toBe('Doğum tarihi gelecekte olamaz');
    expect(siteDictionaries.tr['journey.error.dateOfDeparture.stayTooLong']).toBe(
      'Kalış süresi 90 günden uzun olamaz',
    );
  });
});
