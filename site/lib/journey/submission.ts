import { computePricing } from '../../../shared/journey/pricing';
import { joinDialCode } from '../../../shared/journey/step1-schema';
import type { ApplicationSubmissionInput } from '../../../shared/journey/submission-schema';
import { transportationMethods, type TransportationMethod } from '../../../shared/journey/options';
import type { LocaleCode } from '../../../shared/locales';
import { submissionScans } from '../passport/scan-storage';
import { visaApplicantInput } from './visa-answers';
import {
  applicantCountOf,
  etaTypeOf,
  type ApplicantDraft,
  type PricingDraft,
  type Step1Draft,
} from './draft';

const transportOf = (step1: Step1Draft): TransportationMethod | undefined =>
  (transportationMethods as readonly string[]).includes(step1.transportationMethod)
    ? (step1.transportationMethod as TransportationMethod)
    : undefined;

export interface SubmissionDraft {
  readonly step1: Step1Draft;
  readonly pricing: PricingDraft;
  /** Exactly the group's applicants, with "same as applicant 1" already applied. */
  readonly applicants: readonly ApplicantDraft[];
  readonly locale: LocaleCode;
  readonly optInOffers: boolean;
  /** ISO code of the country of residence (the residence page's answer), '' when not answered. */
  readonly residenceCountry?: string;
  /** MRZ texts of the passports scanned on the details page, by applicant id. */
  readonly passportScans?: Readonly<Record<string, string>>;
  /** A visa destination's step 1 answers (its journey's body: `shared/journey/visa-submission-schema.ts`). */
  readonly visa?: { readonly visaType: string; readonly departureCountry: string };
}

function scansOf(draft: SubmissionDraft, count: number) {
  const ids = draft.applicants.slice(0, count).map((a) => a.id);
  const passportScans = submissionScans(ids, draft.passportScans ?? {});
  return passportScans.length > 0 ? { passportScans } : {};
}

/**
 * The body of `POST /api/kenya-eta-applications` (spec §7), or of a visa destination's route: there the
 * visa type and departure country replace Kenya's eTA type and transport (the server derives the
 * purpose from the visa type and prices from the destination's table). The total is for display: the
 * server recomputes it.
 */
export function buildSubmission(draft: SubmissionDraft): ApplicationSubmissionInput {
  const body = kenyaSubmission(draft);
  if (!draft.visa) return body;
  const { applicationType: _type, transportationMethod: _transport, totalAmount: _total, ...group } = body;
  // The visa body is Kenya's plus these two fields, without the eTA type (typed as Kenya's for the callers).
  return { ...group, ...draft.visa } as unknown as ApplicationSubmissionInput;
}

function kenyaSubmission(draft: SubmissionDraft): ApplicationSubmissionInput {
  const count = applicantCountOf(draft.step1);
  const processingType = draft.pricing.processingType ?? 'normal';
  const pricing = computePricing({
    applicantCount: count,
    processingType,
    insurance: draft.pricing.insurance,
  });
  return {
    applicationType: etaTypeOf(draft.step1) ?? 'tourist',
    transportationMethod: transportOf(draft.step1),
    processingType,
    contactEmail: draft.step1.contactEmail.trim(),
    contactPhone: joinDialCode(draft.step1.countryCode, draft.step1.contactPhone),
    applicantCount: count,
    includeInsurance: draft.pricing.insurance,
    totalAmount: pricing.totalPrice,
    applicants: draft.applicants.slice(0, count).map(visaApplicantInput),
    locale: draft.locale,
    optInOffers: draft.optInOffers,
    ...(draft.residenceCountry ? { residenceCountry: draft.residenceCountry } : {}),
    ...scansOf(draft, count),
  };
}
