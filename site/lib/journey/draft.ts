import { storageKeys } from './journey-keys';
import {
  defaultMaritalStatus,
  defaultPassportType,
  defaultPurposeFor,
  defaultStep1DialCode,
  etaTypes,
  normalizeProcessingType,
  type EtaType,
  type ProcessingType,
} from '../../../shared/journey/options';
import type { Pricing } from '../../../shared/journey/pricing';
import { visaSectionFieldNames, type VisaSectionField } from '../../../shared/journey/question-sections';
import { applicantFieldNames, type VisitField } from './applicant-fields';
import { detailsPorts } from './details-ports';
import { readJson, readRecord, readString, writeJson, type KeyValueStore } from './storage';
import { sharedSectionNames, type SameAsFirst, type SharedSection } from './same-as-first';
import { uiStorageKeys } from './ui-keys';

/**
 * The draft application as the screens edit it: every value a string exactly as typed (dates as
 * `year-month-day`), saved to storage on every change so that a reload or Back never loses input.
 */
export const step1Fields = [
  'numberOfApplicants',
  'etaType',
  'transportationMethod',
  'contactEmail',
  'contactEmail2',
  'contactPhone',
  'countryCode',
] as const;
export type Step1Field = (typeof step1Fields)[number];
export type Step1Draft = Record<Step1Field, string>;

export const emptyStep1: Step1Draft = {
  numberOfApplicants: '1',
  etaType: '',
  transportationMethod: '',
  contactEmail: '',
  contactEmail2: '',
  contactPhone: '',
  countryCode: defaultStep1DialCode,
};

const asString = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

export function readStep1(store: KeyValueStore): Step1Draft {
  const saved = readRecord(store, storageKeys.application);
  return Object.fromEntries(step1Fields.map((f) => [f, asString(saved[f]) ?? emptyStep1[f]])) as Step1Draft;
}

/** Saves step 1, keeping the processing choice the pricing page added to the same record. */
export function writeStep1(store: KeyValueStore, draft: Step1Draft): void {
  writeJson(store, storageKeys.application, { ...readRecord(store, storageKeys.application), ...draft });
}

export function applicantCountOf(step1: Step1Draft): number {
  const n = Number(step1.numberOfApplicants);
  return Number.isInteger(n) && n >= 1 && n <= 10 ? n : 1;
}

export function etaTypeOf(step1: Step1Draft): EtaType | undefined {
  return (etaTypes as readonly string[]).includes(step1.etaType) ? (step1.etaType as EtaType) : undefined;
}

export interface PricingDraft {
  readonly processingType: ProcessingType | undefined;
  readonly insurance: boolean;
}

export function readPricingChoice(store: KeyValueStore): PricingDraft {
  const pricing = readRecord(store, storageKeys.pricing);
  const application = readRecord(store, storageKeys.application);
  return {
    processingType: normalizeProcessingType(pricing.processingType ?? application.processingType),
    insurance: (pricing.insurance ?? application.insurance) === true,
  };
}

/** Saves the choice in kenyaEtaPricing (with the computed pricing) and in the step-1 record (spec §3). */
export function writePricingChoice(
  store: KeyValueStore,
  choice: PricingDraft,
  pricing: Pricing | undefined,
): void {
  writeJson(store, storageKeys.pricing, { ...choice, pricing });
  writeJson(store, storageKeys.application, {
    ...readRecord(store, storageKeys.application),
    processingType: choice.processingType,
    insurance: choice.insurance,
  });
}

/** A traveller's answers; those of a visa type's own sections (invitation, onward travel) once given. */
export type ApplicantDraft = Record<VisitField, string> &
  Partial<Record<VisaSectionField, string>> & { readonly id: string };

/**
 * A new applicant with the spec's defaults; the purpose of visit starts from the eTA type, the port of
 * entry is the journey's first choice.
 */
export function blankApplicant(id: string, etaType: EtaType | undefined, diplomat = false): ApplicantDraft {
  const values = Object.fromEntries(applicantFieldNames.map((f) => [f, ''])) as Record<VisitField, string>;
  return {
    ...values,
    id,
    maritalStatus: defaultMaritalStatus,
    passportType: diplomat ? 'diplomatic' : defaultPassportType,
    portOfEntry: detailsPorts.default,
    purposeOfVisit: defaultPurposeFor(etaType),
  };
}

function applicantFrom(value: unknown): ApplicantDraft | undefined {
  if (value === null || typeof value !== 'object') return undefined;
  const record = value as Record<string, unknown>;
  const id = asString(record.id);
  if (!id) return undefined;
  const fields = applicantFieldNames.map((f) => {
    const v = record[f];
    if (f === 'hasVisitedKenya' && typeof v === 'boolean') return [f, v ? 'yes' : 'no'];
    return [f, asString(v) ?? ''];
  });
  // A visa type's own sections, kept once answered (absent from a visit's traveller).
  for (const f of visaSectionFieldNames) if (typeof record[f] === 'string') fields.push([f, record[f]]);
  return { ...(Object.fromEntries(fields) as Record<VisitField, string>), id };
}

/** Every applicant saved so far (also those beyond the current group size: nothing is thrown away). */
export function readApplicants(store: KeyValueStore): ApplicantDraft[] {
  const saved = readJson(store, storageKeys.applicants);
  if (!Array.isArray(saved)) return [];
  return saved.map(applicantFrom).filter((a): a is ApplicantDraft => a !== undefined);
}

export function writeApplicants(store: KeyValueStore, applicants: readonly ApplicantDraft[]): void {
  writeJson(store, storageKeys.applicants, applicants);
}

/** The first `count` applicants, new blank ones added when the group grew. */
export function applicantsForGroup(
  saved: readonly ApplicantDraft[],
  count: number,
  makeBlank: () => ApplicantDraft,
): ApplicantDraft[] {
  const list = saved.slice(0, count);
  while (list.length < count) list.push(makeBlank());
  return list;
}

const sameAsFirstKeys = {
  contact: uiStorageKeys.sameContactAsFirst,
  trip: uiStorageKeys.sameTripAsFirst,
  emergency: uiStorageKeys.sameEmergencyAsFirst,
} as const satisfies Record<SharedSection, string>;

function readIds(store: KeyValueStore, key: string): ReadonlySet<string> {
  const saved = readJson(store, key);
  return new Set(Array.isArray(saved) ? saved.filter((v): v is string => typeof v === 'string') : []);
}

/** Per section, the applicant ids whose details are the same as applicant 1's. */
export function readSameAsFirst(store: KeyValueStore): SameAsFirst {
  return {
    contact: readIds(store, sameAsFirstKeys.contact),
    trip: readIds(store, sameAsFirstKeys.trip),
    emergency: readIds(store, sameAsFirstKeys.emergency),
  };
}

export function writeSameAsFirst(store: KeyValueStore, same: SameAsFirst): void {
  for (const section of sharedSectionNames) writeJson(store, sameAsFirstKeys[section], [...same[section]]);
}

export interface AgreementsDraft {
  readonly termsAccepted: boolean;
  readonly privacyAccepted: boolean;
  readonly dataAccuracy: boolean;
  readonly paymentAgreement: boolean;
}

export const agreementNames = [
  'termsAccepted',
  'privacyAccepted',
  'dataAccuracy',
  'paymentAgreement',
] as const;

/**
 * The boxes the details page ticks: terms and privacy. The other two are the declaration shown with the
 * signature, which signing confirms: kept (and sent) true when signed, so what is stored keeps its shape.
 */
export const tickedAgreementNames = ['termsAccepted', 'privacyAccepted'] as const;
export type TickedAgreementName = (typeof tickedAgreementNames)[number];

/** The agreements with the two the signature confirms set from it. */
export function withSignature(
  agreements: Pick<AgreementsDraft, TickedAgreementName>,
  signature: string,
): AgreementsDraft {
  const signed = signature.trim() !== '';
  return { ...agreements, dataAccuracy: signed, paymentAgreement: signed };
}

export function readAgreements(store: KeyValueStore): AgreementsDraft {
  const saved = readRecord(store, storageKeys.legalAgreements);
  const ticked = {
    termsAccepted: saved.termsAccepted === true,
    privacyAccepted: saved.privacyAccepted === true,
  };
  return withSignature(ticked, readSignature(store));
}

/** Saves the ticks; the acceptance time is when both terms and privacy were last accepted. */
export function writeAgreements(store: KeyValueStore, agreements: AgreementsDraft, now: Date): void {
  const saved = readRecord(store, storageKeys.legalAgreements);
  const both = agreements.termsAccepted && agreements.privacyAccepted;
  const acceptanceTimestamp = both ? (asString(saved.acceptanceTimestamp) ?? now.toISOString()) : undefined;
  writeJson(store, storageKeys.legalAgreements, { ...agreements, acceptanceTimestamp });
}

export function readSignature(store: KeyValueStore): string {
  return readString(store, storageKeys.signature) ?? '';
}

/** A new id for an applicant (random; the server does not trust it). */
export function newApplicantId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `a-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}
