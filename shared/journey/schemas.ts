import * as z from 'zod/mini';
import { isCountryCode } from '../countries';
import type { JourneyKey } from '../i18n/journey/en';
import { localeCodes, type LocaleCode } from '../locales';
import { applicantDateFields, isIsoDate, validateApplicantDates, type IsoDate } from './dates';
import {
  accommodationTypes,
  applicantCounts,
  defaultLengthOfStay,
  defaultMaritalStatus,
  defaultPassportType,
  defaultPortOfEntry,
  emergencyRelationships,
  employmentStatuses,
  etaTypes,
  genders,
  maritalStatuses,
  maxApplicants,
  minApplicants,
  normalizeProcessingType,
  passportTypes,
  portCodes,
  processingTypes,
  purposesOfVisit,
  step1DialCodes,
  transportationMethods,
  type ProcessingType,
} from './options';

/**
 * The zod schemas of the application journey. Every message is a translation key of the journey
 * catalog (`shared/i18n/journey/`); the forms, the server and the tests use these same schemas.
 */
const key = (k: JourneyKey) => k;
/** The e-mail pattern of zod's `z.email()` (a local copy: `z.regexes` would bundle every pattern). */
const emailPattern =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
const tooLong = key('journey.error.text.tooLong');
const optionInvalid = key('journey.error.option.invalid');

const digitCount = (value: string) => value.replace(/\D/g, '').length;

/** A required, trimmed text of at most `max` characters. */
const requiredText = (required: JourneyKey, max: number) =>
  z.string(required).check(z.trim(), z.minLength(1, required), z.maxLength(max, tooLong));

/** An optional, trimmed text ('' allowed: an empty form field). */
const optionalText = (max: number) => z.optional(z.string().check(z.trim(), z.maxLength(max, tooLong)));

/** An empty form field ('' or null) counts as not given. */
const blankToUndefined = <T>(v: T | '' | null): T | undefined => (v === '' || v === null ? undefined : v);

/** An optional choice from a list; an empty form field counts as not chosen. */
const optionalChoice = <const T extends readonly [string, ...string[]]>(values: T) => {
  const choice = z.optional(z.enum(values, optionInvalid));
  return z.optional(
    z.pipe(
      z.transform(blankToUndefined<T[number]>),
      choice as unknown as z.ZodMiniType<T[number] | undefined, Awaited<T[number]> | undefined>,
    ),
  );
};

const email = (required: JourneyKey, invalid: JourneyKey) =>
  z.string(required).check(
    z.trim(),
    z.minLength(1, required),
    z.maxLength(254, tooLong),
    z.refine((v) => v === '' || emailPattern.test(v), invalid),
  );

const optionalEmail = (invalid: JourneyKey) =>
  z.optional(
    z.string().check(
      z.trim(),
      z.maxLength(254, tooLong),
      z.refine((v) => v === '' || emailPattern.test(v), invalid),
    ),
  );

/** Digits, spaces, dashes, brackets and an optional leading +; at least 6 digits. */
const phonePattern = /^\+?[\d\s()-]+$/;
const phone = (required: JourneyKey, invalid: JourneyKey) =>
  z.string(required).check(
    z.trim(),
    z.minLength(1, required),
    z.maxLength(30, tooLong),
    z.refine((v) => v === '' || (phonePattern.test(v) && digitCount(v) >= 6 && digitCount(v) <= 18), invalid),
  );
const optionalPhone = (invalid: JourneyKey) =>
  z.optional(
    z.string().check(
      z.trim(),
      z.maxLength(30, tooLong),
      z.refine(
        (v) => v === '' || (phonePattern.test(v) && digitCount(v) >= 6 && digitCount(v) <= 18),
        invalid,
      ),
    ),
  );

const country = (required: JourneyKey) =>
  z.string(required).check(
    z.trim(),
    z.toUpperCase(),
    z.minLength(1, required),
    z.refine((v) => v === '' || isCountryCode(v), 'journey.error.country.invalid'),
  );
const optionalCountry = () =>
  z.optional(
    z.string().check(
      z.trim(),
      z.toUpperCase(),
      z.refine((v) => v === '' || isCountryCode(v), 'journey.error.country.invalid'),
    ),
  );

const requiredDate = (required: JourneyKey, invalid: JourneyKey) =>
  z.string(required).check(
    z.trim(),
    z.minLength(1, required),
    z.refine((v) => v === '' || isIsoDate(v), invalid),
  );
const optionalDate = (invalid: JourneyKey) =>
  z.optional(
    z.string().check(
      z.trim(),
      z.refine((v) => v === '' || isIsoDate(v), invalid),
    ),
  );

// ---- Step 1 -------------------------------------------------------------------------------------

export const step1Schema = z.object({
  numberOfApplicants: z.enum(applicantCounts, 'journey.error.numberOfApplicants.invalid'),
  etaType: z.enum(etaTypes, 'journey.error.etaType.required'),
  transportationMethod: z.enum(transportationMethods, 'journey.error.transportationMethod.required'),
  contactEmail: email('journey.error.contactEmail.required', 'journey.error.contactEmail.invalid'),
  contactEmail2: optionalEmail('journey.error.contactEmail2.invalid'),
  contactPhone: z.string('journey.error.contactPhone.required').check(
    z.trim(),
    z.minLength(1, 'journey.error.contactPhone.required'),
    z.maxLength(30, tooLong),
    z.refine(
      (v) => v === '' || (/^[\d\s-]+$/.test(v) && digitCount(v) >= 6),
      'journey.error.contactPhone.invalid',
    ),
  ),
  countryCode: z.enum(step1DialCodes, 'journey.error.countryCode.invalid'),
});
export type Step1Input = z.input<typeof step1Schema>;
export type Step1Data = z.infer<typeof step1Schema>;

/** The contact phone the server stores: the dial code, a space, then the number as typed. */
export function joinDialCode(countryCode: string, contactPhone: string): string {
  return `${countryCode} ${contactPhone.trim()}`;
}

/** A processing type, accepting the aliases `urgent` and `super_urgent`. */
export const processingTypeSchema = z.pipe(
  z.transform((v: string) => normalizeProcessingType(v) ?? v),
  z.enum(processingTypes, 'journey.error.processingType.required'),
);

export const pricingChoiceSchema = z.object({
  processingType: processingTypeSchema,
  insurance: z.boolean('journey.error.insurance.required'),
});
export type PricingChoice = z.infer<typeof pricingChoiceSchema>;

// ---- Applicant ----------------------------------------------------------------------------------

export const applicantSchema = z.object({
  /** The browser's id for the applicant while editing; not trusted by the server. */
  id: z.optional(z.string().check(z.maxLength(64, tooLong))),
  firstName: requiredText('journey.error.firstName.required', 50),
  middleName: optionalText(50),
  lastName: requiredText('journey.error.lastName.required', 50),
  dateOfBirth: requiredDate('journey.error.dateOfBirth.required', 'journey.error.dateOfBirth.invalid'),
  gender: z.enum(genders, 'journey.error.gender.required'),
  nationality: country('journey.error.nationality.required'),
  countryOfBirth: optionalCountry(),
  placeOfBirth: optionalText(100),
  maritalStatus: z._default(z.enum(maritalStatuses, optionInvalid), defaultMaritalStatus),
  passportNumber: z.string('journey.error.passportNumber.required').check(
    z.trim(),
    z.toUpperCase(),
    z.minLength(1, 'journey.error.passportNumber.required'),
    z.refine((v) => v === '' || /^[A-Z0-9]{6,12}$/.test(v), 'journey.error.passportNumber.invalid'),
  ),
  passportType: z._default(z.enum(passportTypes, optionInvalid), defaultPassportType),
  passportIssuedDate: requiredDate(
    'journey.error.passportIssuedDate.required',
    'journey.error.passportIssuedDate.invalid',
  ),
  passportExpiryDate: requiredDate(
    'journey.error.passportExpiryDate.required',
    'journey.error.passportExpiryDate.invalid',
  ),
  passportIssuingCountry: country('journey.error.passportIssuingCountry.required'),
  email: email('journey.error.email.required', 'journey.error.email.invalid'),
  phone: phone('journey.error.phone.required', 'journey.error.phone.invalid'),
  currentAddress: requiredText('journey.error.currentAddress.required', 200),
  permanentAddress: optionalText(200),
  purposeOfVisit: optionalChoice(purposesOfVisit),
  portOfEntry: z._default(z.enum(portCodes, optionInvalid), defaultPortOfEntry),
  dateOfArrival: optionalDate('journey.error.dateOfArrival.invalid'),
  dateOfDeparture: optionalDate('journey.error.dateOfDeparture.invalid'),
  intendedLengthOfStay: z._default(
    z.int(optionInvalid).check(z.gte(1, optionInvalid), z.lte(90, optionInvalid)),
    defaultLengthOfStay,
  ),
  accommodationType: optionalChoice(accommodationTypes),
  accommodationName: optionalText(100),
  accommodationAddress: optionalText(200),
  accommodationPhone: optionalPhone('journey.error.phone.invalid'),
  employmentStatus: z.enum(employmentStatuses, 'journey.error.employmentStatus.required'),
  employerName: optionalText(100),
  employerAddress: optionalText(200),
  employerPhone: optionalPhone('journey.error.phone.invalid'),
  occupation: requiredText('journey.error.occupation.required', 100),
  emergencyContactName: requiredText('journey.error.emergencyContactName.required', 100),
  emergencyContactPhone: phone('journey.error.emergencyContactPhone.required', 'journey.error.phone.invalid'),
  emergencyContactEmail: optionalEmail('journey.error.email.invalid'),
  emergencyContactRelationship: z.enum(
    emergencyRelationships,
    'journey.error.emergencyContactRelationship.required',
  ),
  hasVisitedKenya: z.optional(z.boolean(optionInvalid)),
  lastVisitDate: optionalDate('journey.error.lastVisitDate.invalid'),
  refereeInKenya: optionalText(100),
  refereePhone: optionalPhone('journey.error.phone.invalid'),
});
export type ApplicantInput = z.input<typeof applicantSchema>;
export type Applicant = z.infer<typeof applicantSchema>;

function stringField(value: unknown, field: string): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const v = (value as Record<string, unknown>)[field];
  return typeof v === 'string' ? v.trim() : undefined;
}

/**
 * The applicant schema plus every date rule of the details page, with `today` from the caller's
 * clock. Date issues are added on their field's path, unless that field already has an issue.
 */
export function createApplicantSchema(today: IsoDate) {
  return applicantSchema.check(
    z.superRefine(
      (value, ctx) => {
        const dates = Object.fromEntries(applicantDateFields.map((f) => [f, stringField(value, f)]));
        const { errors } = validateApplicantDates(dates, today);
        const flagged = new Set(ctx.issues.map((i) => String(i.path?.[0])));
        for (const [field, message] of Object.entries(errors)) {
          if (!flagged.has(field)) ctx.issues.push({ code: 'custom', message, input: value, path: [field] });
        }
      },
      { when: () => true },
    ),
  );
}

// ---- Agreements and signature -------------------------------------------------------------------

/** A drawn signature: a PNG data URL of at most ~200 KB. */
export const drawnSignaturePattern = /^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/;
export const maxSignatureLength = 280_000;

export function isDrawnSignature(signature: string): boolean {
  return signature.startsWith('data:');
}

/** Either a drawn signature (PNG data URL) or a typed full name of at least 2 characters. */
export const signatureSchema = z.string('journey.error.signature.required').check(
  z.trim(),
  z.minLength(1, 'journey.error.signature.required'),
  z.refine((v) => {
    if (v === '') return true;
    if (isDrawnSignature(v)) return v.length <= maxSignatureLength && drawnSignaturePattern.test(v);
    return v.length >= 2 && v.length <= 100;
  }, 'journey.error.signature.invalid'),
);

export const agreementFlagsSchema = z.object({
  termsAccepted: z.literal(true, 'journey.error.agreements.terms'),
  privacyAccepted: z.literal(true, 'journey.error.agreements.privacy'),
  dataAccuracy: z.literal(true, 'journey.error.agreements.dataAccuracy'),
  paymentAgreement: z.literal(true, 'journey.error.agreements.paymentAgreement'),
});
export type AgreementFlags = z.infer<typeof agreementFlagsSchema>;

export const agreementsSchema = z.extend(agreementFlagsSchema, { signature: signatureSchema });
export type Agreements = z.infer<typeof agreementsSchema>;

// ---- Submission ---------------------------------------------------------------------------------

const localeSchema = z._default(z.enum(localeCodes as [LocaleCode, ...LocaleCode[]], optionInvalid), 'en');

function submissionSchemaWith<A extends z.ZodMiniType>(applicant: A) {
  return z
    .object({
      applicationType: z.enum(etaTypes, 'journey.error.etaType.required'),
      transportationMethod: optionalChoice(transportationMethods),
      processingType: processingTypeSchema,
      contactEmail: email('journey.error.contactEmail.required', 'journey.error.contactEmail.invalid'),
      /** With its dial code, e.g. "+254 712 345678". */
      contactPhone: z.string('journey.error.contactPhone.required').check(
        z.trim(),
        z.minLength(1, 'journey.error.contactPhone.required'),
        z.maxLength(30, tooLong),
        z.refine(
          (v) => v === '' || (/^\+\d{1,4}[\d\s-]+$/.test(v) && digitCount(v) >= 7),
          'journey.error.contactPhone.invalid',
        ),
      ),
      applicantCount: z
        .int('journey.error.applicantCount.invalid')
        .check(
          z.gte(minApplicants, 'journey.error.applicantCount.invalid'),
          z.lte(maxApplicants, 'journey.error.applicantCount.invalid'),
        ),
      includeInsurance: z.boolean('journey.error.insurance.required'),
      /** Sent by the browser for display only: the server computes the price itself. */
      totalAmount: z.optional(z.unknown()),
      applicants: z
        .array(applicant, 'journey.error.applicants.required')
        .check(
          z.minLength(minApplicants, 'journey.error.applicants.required'),
          z.maxLength(maxApplicants, 'journey.error.applicantCount.invalid'),
        ),
      locale: localeSchema,
      optInOffers: z.optional(z.boolean(optionInvalid)),
    })
    .check(
      z.superRefine((value, ctx) => {
        if (value.applicants.length !== value.applicantCount) {
          ctx.issues.push({
            code: 'custom',
            message: key('journey.error.applicantCount.mismatch'),
            input: value.applicantCount,
            path: ['applicantCount'],
          });
        }
      }),
    );
}

/** What the browser POSTs to `/api/kenya-eta-applications` (without the date rules). */
export const applicationSubmissionSchema = submissionSchemaWith(applicantSchema);
/** The same with the details-page date rules, `today` from the caller's clock (the server's). */
export function createApplicationSubmissionSchema(today: IsoDate) {
  return submissionSchemaWith(createApplicantSchema(today));
}
export type ApplicationSubmissionInput = z.input<typeof applicationSubmissionSchema>;
export type ApplicationSubmission = z.infer<typeof applicationSubmissionSchema>;

// ---- Responses and later calls ------------------------------------------------------------------

export const applicationNumberPattern = /^KE-\d{8}$/;
export const applicationIdSchema = z
  .string('journey.error.applicationId.invalid')
  .check(
    z.regex(
      /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
      'journey.error.applicationId.invalid',
    ),
  );

export const pricingSchema = z.object({
  serviceFee: z.int(),
  governmentFee: z.int(),
  processingFee: z.int(),
  insurancePrice: z.int(),
  totalPerPerson: z.int(),
  totalPrice: z.int(),
  processingTime: z.object({ minBusinessDays: z.int(), maxBusinessDays: z.int() }),
  currency: z.literal('USD'),
});

export const applicationCreatedSchema = z.object({
  applicationNumber: z.string().check(z.regex(applicationNumberPattern)),
  id: applicationIdSchema,
  contactEmail: z.string(),
  accessToken: z.string().check(z.minLength(40)),
  pricing: pricingSchema,
});
export type ApplicationCreated = z.infer<typeof applicationCreatedSchema>;

/** `POST /api/send-signed-agreement` (with `Authorization: Bearer <accessToken>`). */
export const signedAgreementRequestSchema = z.object({
  applicationId: applicationIdSchema,
  signature: signatureSchema,
  agreementDetails: agreementFlagsSchema,
});
export type SignedAgreementRequest = z.infer<typeof signedAgreementRequestSchema>;

/** `POST /api/send-application-confirmation` (with `Authorization: Bearer <accessToken>`). */
export const confirmationRequestSchema = z.object({
  applicationId: applicationIdSchema,
  locale: z.optional(z.enum(localeCodes as [LocaleCode, ...LocaleCode[]], optionInvalid)),
});
export type ConfirmationRequest = z.infer<typeof confirmationRequestSchema>;

export type { ProcessingType };
