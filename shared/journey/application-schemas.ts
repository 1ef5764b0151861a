import { anyApplicationNumberPattern } from '../destinations/numbers';
import * as z from 'zod/mini';

/** What the server answers about a saved application, and the id later calls name it by. */
/** Any destination's number (`KE-12345678`, `TZ-12345678`): one journey's screens serve each destination. */
export const applicationNumberPattern = anyApplicationNumberPattern;
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
  product: z.optional(z.literal('wizard')),
  refundable: z.optional(z.boolean()),
});

export const applicationCreatedSchema = z.object({
  applicationNumber: z.string().check(z.regex(applicationNumberPattern)),
  id: applicationIdSchema,
  contactEmail: z.string(),
  accessToken: z.string().check(z.minLength(40)),
  pricing: pricingSchema,
});
export type ApplicationCreated = z.infer<typeof applicationCreatedSchema>;

/**
 * What `PUT /api/kenya-eta-applications/:id` answers: the same application (same id and number), its
 * price as the server computed it, its revision (send it back as `If-Match` so two tabs cannot
 * interleave), which answers changed (field names only) and whether the agreement must be signed again.
 */
export const applicationUpdatedSchema = z.object({
  applicationNumber: z.string().check(z.regex(applicationNumberPattern)),
  id: applicationIdSchema,
  contactEmail: z.string(),
  pricing: pricingSchema,
  revision: z.int(),
  changed: z.array(z.string()),
  signAgain: z.boolean(),
});
export type ApplicationUpdated = z.infer<typeof applicationUpdatedSchema>;
