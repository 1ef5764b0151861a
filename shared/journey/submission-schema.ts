import * as z from 'zod/mini';
import { localeCodes, type LocaleCode } from '../locales';
import { agreementFlagsSchema, signatureSchema } from './agreement-schemas';
import { applicantSchema, createApplicantSchema, optionalCountry } from './applicant-schema';
import { applicationIdSchema } from './application-schemas';
import type { IsoDate } from './dates';
import { etaTypes, maxApplicants, minApplicants, transportationMethods } from './options';
import { digitCount, maxPhoneLength } from './field-rules';
import { email, key, optionalChoice, optionInvalid, tooLong } from './schema-parts';
import { processingTypeSchema } from './step1-schema';
import { mrzTextSchema } from '../passport/schemas';

/** The requests the browser sends about an application (validated by the server). */
const localeSchema = z._default(z.enum(localeCodes as [LocaleCode, ...LocaleCode[]], optionInvalid), 'en');

/** The group journey's fields, for any destination (`visa-submission-schema.ts` adds a visa's). */
export function submissionFields<A extends z.ZodMiniType>(applicant: A) {
  return {
    applicationType: z.enum(etaTypes, 'journey.error.etaType.required'),
    transportationMethod: optionalChoice(transportationMethods),
    processingType: processingTypeSchema,
    contactEmail: email('common.error.emailRequired', 'common.error.emailInvalid'),
    /** With its dial code, e.g. "+254 712 345678". */
    contactPhone: z.string('journey.error.contactPhone.required').check(
      z.trim(),
      z.minLength(1, 'journey.error.contactPhone.required'),
      z.maxLength(maxPhoneLength, tooLong),
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
    /** The country the travellers live in (asked on /kenya-eta-residence-country), ISO 3166 alpha-2. */
    residenceCountry: optionalCountry(),
    optInOffers: z.optional(z.boolean(optionInvalid)),
    /** Passports scanned on the details page: the server re-reads each and compares it with the applicant. */
    passportScans: z.optional(
      z
        .array(
          z.object({
            applicantIndex: z
              .int(optionInvalid)
              .check(z.gte(0, optionInvalid), z.lt(maxApplicants, optionInvalid)),
            mrz: mrzTextSchema,
          }),
          optionInvalid,
        )
        .check(z.maxLength(maxApplicants, optionInvalid)),
    ),
    /**
     * Sent by the payment test page (`/debug-payment`) only: the application is test data (left out of
     * the counters, deleted by the retention job). Accepted only where the sandbox gateway is configured.
     */
    testData: z.optional(z.boolean(optionInvalid)),
  };
}

interface GroupChecked {
  readonly applicantCount: number;
  readonly applicants: readonly unknown[];
  readonly passportScans?: readonly { readonly applicantIndex: number }[] | undefined;
}

/** The checks across fields of a group's body: as many applicants as announced, each scan once. */
export function groupChecks<T extends GroupChecked>() {
  return z.superRefine<T>((value, ctx) => {
    if (value.applicants.length !== value.applicantCount) {
      ctx.issues.push({
        code: 'custom',
        message: key('journey.error.applicantCount.mismatch'),
        input: value.applicantCount,
        path: ['applicantCount'],
      });
    }
    const scanned = (value.passportScans ?? []).map((s) => s.applicantIndex);
    if (scanned.some((i, n) => i >= value.applicants.length || scanned.indexOf(i) !== n)) {
      ctx.issues.push({
        code: 'custom',
        message: optionInvalid,
        input: scanned,
        path: ['passportScans'],
      });
    }
  });
}

function submissionSchemaWith<A extends z.ZodMiniType>(applicant: A) {
  const schema = z.object(submissionFields(applicant));
  return schema.check(groupChecks<z.infer<typeof schema>>());
}

/** What the browser POSTs to `/api/kenya-eta-applications` (without the date rules). */
export const applicationSubmissionSchema = submissionSchemaWith(applicantSchema);
/** The same with the details-page date rules, `today` from the caller's clock (the server's). */
export function createApplicationSubmissionSchema(today: IsoDate) {
  return submissionSchemaWith(createApplicantSchema(today));
}
export type ApplicationSubmissionInput = z.input<typeof applicationSubmissionSchema>;
export type ApplicationSubmission = z.infer<typeof applicationSubmissionSchema>;

/**
 * The specification's call names the signature `signatureDataUrl`; this product's pages send
 * `signature`. Either is accepted (`signature` wins when both are sent); the rest of the spec's body
 * (name, e-mail, a placeholder IP address) is ignored: the server knows them better.
 */
function withSignatureAlias(input: unknown): unknown {
  if (typeof input !== 'object' || input === null) return input;
  const body = input as { signature?: unknown; signatureDataUrl?: unknown };
  return body.signature === undefined && body.signatureDataUrl !== undefined
    ? { ...body, signature: body.signatureDataUrl }
    : body;
}

/** `POST /api/send-signed-agreement` (with `Authorization: Bearer <accessToken>`). */
export const signedAgreementRequestSchema = z.pipe(
  z.transform(withSignatureAlias),
  z.object({
    applicationId: applicationIdSchema,
    signature: signatureSchema,
    agreementDetails: agreementFlagsSchema,
  }),
);
export type SignedAgreementRequest = z.infer<typeof signedAgreementRequestSchema>;

/** `POST /api/send-application-confirmation` (with `Authorization: Bearer <accessToken>`). */
export const confirmationRequestSchema = z.object({
  applicationId: applicationIdSchema,
  locale: z.optional(z.enum(localeCodes as [LocaleCode, ...LocaleCode[]], optionInvalid)),
});
export type ConfirmationRequest = z.infer<typeof confirmationRequestSchema>;
