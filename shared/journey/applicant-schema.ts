import * as z from 'zod/mini';
import { isCountryCode } from '../country-codes';
import { isEtaExempt } from '../eta-exemptions';
import type { JourneyKey } from '../i18n/types';
import { applicantDateFields, isIsoDate, validateApplicantDates, type IsoDate } from './dates';
import {
  accommodationTypes,
  defaultLengthOfStay,
  defaultMaritalStatus,
  defaultPassportType,
  defaultPortOfEntry,
  emergencyRelationships,
  employmentStatuses,
  genders,
  maritalStatuses,
  passportTypes,
  portCodes,
  purposesOfVisit,
} from './options';
import {
  email,
  optionalChoice,
  optionalEmail,
  optionalPhone,
  optionalText,
  optionInvalid,
  phone,
  requiredText,
  tooLong,
} from './schema-parts';

/** A required ISO country code (upper-cased). */
export const country = (required: JourneyKey) =>
  z.string(required).check(
    z.trim(),
    z.toUpperCase(),
    z.minLength(1, required),
    z.maxLength(3, 'journey.error.country.invalid'),
    z.refine((v) => v === '' || isCountryCode(v), 'journey.error.country.invalid'),
  );
/** An optional ISO country code (upper-cased; '' when not given). */
export const optionalCountry = () =>
  z.optional(
    z.string().check(
      z.trim(),
      z.toUpperCase(),
      z.maxLength(3, 'journey.error.country.invalid'),
      z.refine((v) => v === '' || isCountryCode(v), 'journey.error.country.invalid'),
    ),
  );

/** A required ISO date (`YYYY-MM-DD`). */
export const requiredDate = (required: JourneyKey, invalid: JourneyKey) =>
  z.string(required).check(
    z.trim(),
    z.minLength(1, required),
    z.maxLength(10, invalid),
    z.refine((v) => v === '' || isIsoDate(v), invalid),
  );
const optionalDate = (invalid: JourneyKey) =>
  z.optional(
    z.string().check(
      z.trim(),
      z.maxLength(10, invalid),
      z.refine((v) => v === '' || isIsoDate(v), invalid),
    ),
  );

/** One applicant of the details page (spec §3, §5). */
export const applicantSchema = z.object({
  /** The browser's id for the applicant while editing; not trusted by the server. */
  id: z.optional(z.string().check(z.maxLength(64, tooLong))),
  firstName: requiredText('journey.error.firstName.required', 50),
  middleName: optionalText(50),
  lastName: requiredText('journey.error.lastName.required', 50),
  dateOfBirth: requiredDate('journey.error.dateOfBirth.required', 'journey.error.dateOfBirth.invalid'),
  gender: z.enum(genders, 'journey.error.gender.required'),
  /** A nationality the exemption table exempts needs no eTA: the server refuses to sell one. */
  nationality: country('journey.error.nationality.required').check(
    z.refine((v) => !isCountryCode(v) || !isEtaExempt(v), 'journey.error.nationality.etaNotNeeded'),
  ),
  countryOfBirth: optionalCountry(),
  placeOfBirth: optionalText(100),
  maritalStatus: z._default(z.enum(maritalStatuses, optionInvalid), defaultMaritalStatus),
  passportNumber: z.string('journey.error.passportNumber.required').check(
    z.trim(),
    z.toUpperCase(),
    z.minLength(1, 'journey.error.passportNumber.required'),
    z.maxLength(12, 'journey.error.passportNumber.invalid'),
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
  email: email('journey.error.email.required', 'common.error.emailInvalid'),
  phone: phone('journey.error.phone.required', 'journey.error.phone.invalid'),
  currentAddress: requiredText('journey.error.currentAddress.required', 200),
  permanentAddress: optionalText(200),
  purposeOfVisit: optionalChoice(purposesOfVisit),
  /** Kenya's ports; another destination's schema puts its own in place (`visa-submission-schema.ts`). */
  portOfEntry: z._default(
    z.enum(portCodes as readonly [string, ...string[]], optionInvalid),
    defaultPortOfEntry,
  ),
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
  emergencyContactEmail: optionalEmail('common.error.emailInvalid'),
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
