import * as z from 'zod/mini';
import { anyApplicationNumberPattern } from '../destinations/numbers';
import { documentTypes } from '../documents/document-types';
import { speedIds } from '../journey/speed';

/**
 * Status lookups (spec §2 "Status lookup", §5, §7): `POST /api/check-status` and
 * `POST /api/track-application` take an application number and the contact e-mail, both required.
 * The pages and the function validate with this one schema; messages are keys of the `status` catalog.
 */
export const checkStatusPath = '/api/check-status';
export const trackApplicationPath = '/api/track-application';

/** Lookups one client may make per window (DESIGN decision 11): 429 with Retry-After beyond. */
export const statusRateLimit = { name: 'status-lookup', limit: 10, windowSeconds: 60 } as const;

export const statusLookupSchema = z.object({
  applicationNumber: z
    .string('status.errors.applicationNumber.required')
    .check(
      z.trim(),
      z.toUpperCase(),
      z.minLength(1, { error: 'status.errors.applicationNumber.required', abort: true }),
      z.regex(anyApplicationNumberPattern, 'status.errors.applicationNumber.invalid'),
    ),
  email: z
    .string('common.error.emailRequired')
    .check(
      z.trim(),
      z.minLength(1, { error: 'common.error.emailRequired', abort: true }),
      z.maxLength(254, { error: 'common.error.emailInvalid', abort: true }),
      z.email('common.error.emailInvalid'),
    ),
});

export type StatusLookupInput = z.input<typeof statusLookupSchema>;
export type StatusLookup = z.output<typeof statusLookupSchema>;

/**
 * What happened to an application, each with its date (issue 14 item 4): the timeline lists only the
 * events that happened, in order; the promised decision date (`decisionDueBy`) follows while undecided.
 */
export const applicationEventKinds = [
  'created',
  'paid',
  'documentsSubmitted',
  'reviewStarted',
  'approved',
  'rejected',
  'withdrawn',
  'refunded',
  'dataErased',
] as const;
export type ApplicationEventKind = (typeof applicationEventKinds)[number];

/**
 * Where the application stands, worked out by the server from its record (issue 14 item 4), so every
 * status view (the three lookups and the personal page) tells the same truth and the next step.
 */
export const applicationStages = [
  'awaitingPayment',
  'confirmingPayment',
  'awaitingDocuments',
  'underReview',
  'processing',
  'approved',
  'rejected',
  'withdrawn',
  'refunded',
] as const;
export type ApplicationStage = (typeof applicationStages)[number];

/**
 * What a lookup answers: the application's state, never its personal data (first names and the
 * initial of each last name only; no passport numbers, no dates of birth, no contact details).
 */
export const applicationStatusSchema = z.object({
  applicationNumber: z.string(),
  /**
   * The kind of document its destination issues (`Destination.documentKind`) when it is not an eTA: pages
   * say "e-visa" instead of "eTA" (`status.kind.<kind>.*`, `site/islands/status/document-kind.ts`).
   */
  documentKind: z.optional(z.enum(['eta', 'evisa'])),
  status: z.string(),
  stage: z.enum(applicationStages),
  /** The reason staff gave for a rejection (`rejectionReason` on the application record), when any. */
  rejectionReason: z.optional(z.object({ code: z.string(), text: z.string() })),
  paymentStatus: z.string(),
  applicationType: z.string(),
  /** The speed as sold: the chosen one, or a product's own (`standard` for the wizard's). */
  processingType: z.enum(speedIds),
  applicantCount: z.number(),
  applicants: z.array(z.object({ firstName: z.string(), lastInitial: z.string() })),
  createdAt: z.string(),
  paidAt: z.optional(z.string()),
  documentsSubmittedAt: z.optional(z.string()),
  /** When the traveller withdrew the application (self-service, before paying). */
  withdrawnAt: z.optional(z.string()),
  /** When the passport data and uploaded documents were erased at the traveller's request. */
  dataErasedAt: z.optional(z.string()),
  /** `YYYY-MM-DD` (East Africa Time): present once processing has started (payment received). */
  decisionDueBy: z.optional(z.string()),
  /** Per traveller (by index in `applicants`), the required documents still missing: awaiting documents only. */
  missingDocuments: z.optional(
    z.array(z.object({ applicantIndex: z.number(), types: z.array(z.enum(documentTypes)) })),
  ),
  /** The events that happened, oldest first, each with its instant (ISO). */
  events: z.array(z.object({ kind: z.enum(applicationEventKinds), at: z.string() })),
});
export type ApplicationStatus = z.infer<typeof applicationStatusSchema>;

export const statusAnswerSchema = z.object({
  success: z.literal(true),
  application: applicationStatusSchema,
});
export type StatusAnswer = z.infer<typeof statusAnswerSchema>;
