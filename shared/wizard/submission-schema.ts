import * as z from 'zod/mini';
import { localeCodes, type LocaleCode } from '../locales';
import { optionInvalid, tooLong } from '../journey/schema-parts';
import { etaTypes } from '../journey/options';
import { maxEmailLength, maxPhoneLength } from '../journey/field-rules';
import { wizardFileSlots, stagedKeyPattern } from './uploads';
import { checkWizardStep } from './rules';
import { createWizardAnswersSchema, formOf } from './schema';
import { wizardProductId, type WizardFile, type WizardFileSlot } from './form-data';
import { passportScanSchema, photoCheckSchema } from '../passport/schemas';

/**
 * `POST /api/kenya-eta-applications` from the wizard (`request.ts` builds it): `product: 'wizard'` marks
 * it; `wizard` holds every answer of steps 3 to 6 (validated by the wizard's own rules, `schema.ts`);
 * `files` the staged uploads by slot (steps 1, 2 and 7: the passport page, the photo and the two
 * bookings are required). The specification's own fields of the call (§7: applicationType,
 * processingType, totalAmount, contactEmail, contactPhone, applicantCount, includeInsurance, one
 * applicant) are accepted for what they are, bounded; the server derives each of them from `wizard`
 * and the price table, so they can never disagree with the answers it stores.
 */
export { wizardProductId };

const stagedFileSchema = z.object({
  key: z.string(optionInvalid).check(z.regex(stagedKeyPattern, 'wizard.upload.error.missing')),
  fileName: z.string(optionInvalid).check(z.minLength(1, optionInvalid), z.maxLength(255, tooLong)),
  size: z.int(optionInvalid).check(z.gte(0, optionInvalid)),
  contentType: z.string(optionInvalid).check(z.maxLength(100, tooLong)),
});

/** The file steps (1, 2 and 7) over the staged files: required slots, each file's type and size. */
function fileErrors(files: Partial<Record<WizardFileSlot, WizardFile>>, today: string) {
  const form = { ...formOf({}), files };
  return (['passport', 'photo', 'documents'] as const)
    .flatMap((step) => checkWizardStep(step, form, today))
    .filter((i) => i.level === 'error');
}

const filesSchema = (today: string) =>
  z._default(
    z
      .partialRecord(
        z.enum(wizardFileSlots, 'wizard.upload.error.slot'),
        stagedFileSchema,
        'wizard.upload.error.slot',
      )
      .check(
        z.superRefine((files, ctx) => {
          for (const issue of fileErrors(files, today)) {
            ctx.issues.push({ code: 'custom', message: issue.message, input: files, path: [issue.field] });
          }
        }),
      ),
    {},
  );

const looseApplicant = z.record(
  z.string().check(z.maxLength(64, tooLong)),
  z.union([z.string().check(z.maxLength(300, tooLong)), z.number(), z.boolean(), z.null()]),
);

export function createWizardSubmissionSchema(today: string) {
  return z.object({
    product: z.literal(wizardProductId, optionInvalid),
    wizard: createWizardAnswersSchema(today),
    files: filesSchema(today),
    // Steps 1 and 2's checks in the browser (issue 16): the MRZ as read and the photo's measures. The
    // server re-reads the one and recomputes the findings of the other.
    passportScan: z.optional(passportScanSchema),
    photoCheck: z.optional(photoCheckSchema),
    locale: z._default(z.enum(localeCodes as [LocaleCode, ...LocaleCode[]], optionInvalid), 'en'),
    optInOffers: z.optional(z.boolean(optionInvalid)),
    // The specification's fields of the call (§7), derived again by the server.
    applicationType: z.optional(z.enum(etaTypes, optionInvalid)),
    processingType: z.optional(z.literal('standard', optionInvalid)),
    totalAmount: z.optional(z.union([z.number(), z.string().check(z.maxLength(20, tooLong))])),
    contactEmail: z.optional(z.string().check(z.maxLength(maxEmailLength, tooLong))),
    contactPhone: z.optional(z.string().check(z.maxLength(maxPhoneLength, tooLong))),
    applicantCount: z.optional(z.literal(1, 'journey.error.applicantCount.invalid')),
    includeInsurance: z.optional(z.literal(false, optionInvalid)),
    applicants: z.optional(
      z.array(looseApplicant).check(z.maxLength(1, 'journey.error.applicantCount.invalid')),
    ),
  });
}
export type WizardSubmission = z.infer<ReturnType<typeof createWizardSubmissionSchema>>;
export type WizardSubmissionInput = z.input<ReturnType<typeof createWizardSubmissionSchema>>;

/** Whether a request body is the wizard's (to choose the schema it is validated with). */
export function isWizardBody(body: unknown): boolean {
  return (
    typeof body === 'object' && body !== null && (body as { product?: unknown }).product === wizardProductId
  );
}
