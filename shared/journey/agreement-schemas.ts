import * as z from 'zod/mini';
import { drawnSignaturePattern, isDrawnSignature, maxSignatureLength } from './signature';

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
