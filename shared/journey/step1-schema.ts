import * as z from 'zod/mini';
import {
  applicantCounts,
  etaTypes,
  normalizeProcessingType,
  processingTypes,
  step1DialCodes,
  transportationMethods,
} from './options';
import { isStep1ContactPhone, maxPhoneLength } from './field-rules';
import { email, optionalEmail, tooLong } from './schema-parts';

/**
 * Step 1 of the journey (spec §3) and the processing choice of the pricing page. The route guards ask
 * the same question without zod (`isStep1Complete` in `step1-rules.ts`; a unit test keeps them equal).
 */
export const step1Schema = z.object({
  numberOfApplicants: z.enum(applicantCounts, 'journey.error.numberOfApplicants.invalid'),
  etaType: z.enum(etaTypes, 'journey.error.etaType.required'),
  transportationMethod: z.enum(transportationMethods, 'journey.error.transportationMethod.required'),
  contactEmail: email('common.error.emailRequired', 'common.error.emailInvalid'),
  contactEmail2: optionalEmail('journey.error.contactEmail2.invalid'),
  contactPhone: z.string('journey.error.contactPhone.required').check(
    z.trim(),
    z.minLength(1, 'journey.error.contactPhone.required'),
    z.maxLength(maxPhoneLength, tooLong),
    z.refine((v) => v === '' || isStep1ContactPhone(v), 'journey.error.contactPhone.invalid'),
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
