import type { MessageKey } from '../../../shared/i18n';
import { applicantDateFields, daysBetween, validateApplicantDates } from '../../../shared/journey/dates';
import { computePricing } from '../../../shared/journey/pricing';
import {
  createApplicantSchema,
  joinDialCode,
  type ApplicantInput,
  type ApplicationSubmissionInput,
} from '../../../shared/journey/schemas';
import type { LocaleCode } from '../../../shared/locales';
import { applicantFieldNames, type ApplicantField } from './applicant-fields';
import { normalizeDateValue, toIsoDate } from './date-parts';
import {
  applicantCountOf,
  etaTypeOf,
  type ApplicantDraft,
  type PricingDraft,
  type Step1Draft,
} from './draft';
import { transportationMethods, type TransportationMethod } from '../../../shared/journey/options';

const transportOf = (step1: Step1Draft): TransportationMethod | undefined =>
  (transportationMethods as readonly string[]).includes(step1.transportationMethod)
    ? (step1.transportationMethod as TransportationMethod)
    : undefined;

export type FieldMessages = Partial<Record<ApplicantField, MessageKey>>;

const dateFields: ReadonlySet<string> = new Set(applicantDateFields);

/** The applicant as the shared schema takes it: ISO dates, a yes/no as a boolean, a stay length. */
export function toApplicantInput(draft: ApplicantDraft): ApplicantInput {
  const values: Record<string, unknown> = { id: draft.id };
  for (const name of applicantFieldNames) {
    const value = draft[name];
    values[name] = dateFields.has(name) ? normalizeDateValue(value) : value;
  }
  values.hasVisitedKenya =
    draft.hasVisitedKenya === 'yes' ? true : draft.hasVisitedKenya === 'no' ? false : undefined;
  if (draft.hasVisitedKenya !== 'yes') values.lastVisitDate = '';
  const arrival = toIsoDate(draft.dateOfArrival);
  const departure = toIsoDate(draft.dateOfDeparture);
  if (arrival && departure) {
    const stay = daysBetween(arrival, departure);
    if (stay >= 1 && stay <= 90) values.intendedLengthOfStay = stay;
  }
  return values as ApplicantInput;
}

/** The first message of every field with a problem, by the shared schema and the date rules. */
export function applicantErrors(draft: ApplicantDraft, today: string): FieldMessages {
  const result = createApplicantSchema(today).safeParse(toApplicantInput(draft));
  const errors: FieldMessages = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '') as ApplicantField;
    if (applicantFieldNames.includes(field) && !errors[field]) errors[field] = issue.message as MessageKey;
  }
  return errors;
}

/** Date warnings (they do not block): a very young traveller, a short passport validity, ... */
export function applicantWarnings(draft: ApplicantDraft, today: string): FieldMessages {
  const input = toApplicantInput(draft) as Record<string, unknown>;
  const dates = Object.fromEntries(applicantDateFields.map((f) => [f, input[f] as string | undefined]));
  return validateApplicantDates(dates, today).warnings as FieldMessages;
}

export interface SubmissionDraft {
  readonly step1: Step1Draft;
  readonly pricing: PricingDraft;
  /** Exactly the group's applicants, with "same as applicant 1" already applied. */
  readonly applicants: readonly ApplicantDraft[];
  readonly locale: LocaleCode;
  readonly optInOffers: boolean;
}

/** The body of `POST /api/kenya-eta-applications` (spec §7). The total is for display: the server recomputes it. */
export function buildSubmission(draft: SubmissionDraft): ApplicationSubmissionInput {
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
    applicants: draft.applicants.slice(0, count).map(toApplicantInput),
    locale: draft.locale,
    optInOffers: draft.optInOffers,
  };
}
