import * as z from 'zod/mini';
import { destinationIds } from '../destinations/types';
import { localeCodes, type LocaleCode } from '../locales';
import { isEmail, maxEmailLength } from '../journey/field-rules';
import { applicantSchema } from '../journey/applicant-schema';
import { storageKeys } from '../journey/storage-keys';
import { draftPages, maxDraftStateBytes } from './drafts';

/** The requests and answers of the draft routes (shared/api/drafts.ts), validated on both sides. */
const text = (max: number) => z.optional(z.string().check(z.maxLength(max)));
const idList = z.optional(z.array(z.string().check(z.maxLength(64))).check(z.maxLength(10)));

const applicantKeys = Object.keys(applicantSchema.shape);

/** One traveller as the details page keeps it: every known field a string (or the legacy yes/no boolean). */
const draftApplicantSchema = z.strictObject(
  Object.fromEntries(
    [...applicantKeys, 'id'].map((k) => [
      k,
      k === 'hasVisitedKenya'
        ? z.optional(z.union([z.string().check(z.maxLength(8)), z.boolean()]))
        : text(2000),
    ]),
  ) as Record<
    string,
    z.ZodMiniOptional<z.ZodMiniString | z.ZodMiniUnion<[z.ZodMiniString, z.ZodMiniBoolean]>>
  >,
);

/**
 * The journey's own stored shape, key by key (shared/journey/storage-keys.ts, site/lib/journey/ui-keys.ts):
 * a key or a field this does not name is refused, so that nothing else can be parked on the server.
 * Every journey's draft names its records as Kenya's journey does (`kenyaEtaApplication` …): the browser
 * reads and writes them under its own journey's keys (`tanzaniaEvisaApplication` …, `keysOfJourney`), the
 * draft's `destination` says which. A visa journey's step 1 adds the nationality, visa type and the
 * country the travellers fly in from.
 * Left out on purpose: the application number, access token, payment records (a submitted application
 * has its personal link instead) and a drawn signature (signed again on the new device).
 */
export const draftStateSchema = z.strictObject({
  [storageKeys.application]: z.strictObject({
    numberOfApplicants: text(4),
    etaType: text(40),
    transportationMethod: text(40),
    contactEmail: text(maxEmailLength),
    contactEmail2: text(maxEmailLength),
    contactPhone: text(40),
    countryCode: text(10),
    processingType: text(40),
    insurance: z.optional(z.boolean()),
    nationality: text(3),
    visaType: text(40),
    departureCountry: text(3),
  }),
  [storageKeys.pricing]: z.optional(
    z.strictObject({
      processingType: text(40),
      insurance: z.optional(z.boolean()),
      pricing: z.optional(z.unknown()),
    }),
  ),
  [storageKeys.applicants]: z.optional(z.array(draftApplicantSchema).check(z.maxLength(10))),
  [storageKeys.legalAgreements]: z.optional(
    z.strictObject({
      termsAccepted: z.optional(z.boolean()),
      privacyAccepted: z.optional(z.boolean()),
      dataAccuracy: z.optional(z.boolean()),
      paymentAgreement: z.optional(z.boolean()),
      acceptanceTimestamp: text(40),
    }),
  ),
  /** A typed signature (a name); a drawn one is not kept. */
  [storageKeys.signature]: text(200),
  kenyaEtaTravellerType: z.optional(z.enum(['tourist', 'diplomat'])),
  kenyaEtaDeclaration: z.optional(
    z.strictObject({
      consented: z.optional(z.boolean()),
      optInOffers: z.optional(z.boolean()),
      consentedAt: text(40),
    }),
  ),
  kenyaEtaResidenceCountry: text(3),
  kenyaEtaSameTripAsFirst: idList,
  kenyaEtaSameContactAsFirst: idList,
  kenyaEtaSameEmergencyAsFirst: idList,
});
export type DraftState = z.infer<typeof draftStateSchema>;

const draftIdSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{22,64}$/));

export const saveDraftRequestSchema = z.strictObject({
  /** The draft this browser saved before (from an earlier answer or an opened link), if any. */
  draftId: z.optional(draftIdSchema),
  /** When the browser last changed an answer: a save older than the stored one does not overwrite it. */
  savedAt: z.iso.datetime(),
  page: z.enum(draftPages),
  /** The journey saved (its pages and browser records, the mail's words); absent is Kenya's. */
  destination: z.optional(z.enum(destinationIds)),
  locale: z.enum(localeCodes as [LocaleCode, ...LocaleCode[]]),
  state: draftStateSchema.check(
    z.refine((s) => JSON.stringify(s).length <= maxDraftStateBytes, 'too large'),
    z.refine((s) => {
      const email = s[storageKeys.application].contactEmail?.trim() ?? '';
      return email !== '' && isEmail(email);
    }, 'contact e-mail missing'),
  ),
});
export type SaveDraftRequest = z.infer<typeof saveDraftRequestSchema>;

export const saveDraftAnswerSchema = z.object({
  success: z.literal(true),
  draftId: z.string(),
  savedAt: z.string(),
  expiresAt: z.string(),
  /** Where the link went (the draft's contact address). */
  email: z.string(),
  /** False when a link went to the same address a few minutes ago (not mailed again). */
  mailed: z.boolean(),
  /** False when the server holds a newer save of this draft (from another device): it was kept. */
  stored: z.boolean(),
});
export type SaveDraftAnswer = z.infer<typeof saveDraftAnswerSchema>;

export const openDraftRequestSchema = z.strictObject({
  token: z.string().check(z.minLength(1), z.maxLength(600)),
});

export const openDraftAnswerSchema = z.object({
  success: z.literal(true),
  draftId: z.string(),
  savedAt: z.string(),
  expiresAt: z.string(),
  page: z.enum(draftPages),
  /** The journey the draft continues (Kenya's for every draft saved before destinations). */
  destination: z.enum(destinationIds),
  state: draftStateSchema,
});
export type OpenDraftAnswer = z.infer<typeof openDraftAnswerSchema>;
