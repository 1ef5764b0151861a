import { isCountryCode } from '../../../shared/country-codes';
import {
  computeVisaPricing,
  fastestSpeed,
  speedOf,
  visaTypesFor,
  type VisaPricing,
} from '../../../shared/destinations/rules';
import type { Destination, VisaType } from '../../../shared/destinations/types';
import { applicantCounts, defaultStep1DialCode, type ProcessingType } from '../../../shared/journey/options';
import { readJson, readRecord, writeJson, type KeyValueStore } from './storage';

/**
 * Step 1 of a visa destination's journey (`/apply-visa` for Tanzania): the travellers' nationality, the
 * visa type it may have, how many travel, the speed, insurance, the country they fly in from and the
 * contact details, with the price from the destination's table. Pure: the island (`VisaStep1Form`)
 * renders it, the tests read it. Saved in the destination's own `application` record
 * (`journeyStorageKeys[destination].application`), in the same shape as Kenya's step 1 plus the visa's
 * fields, so that a journey carried over from Kenya (the cross-sell) opens prefilled.
 */
export const visaStep1Fields = [
  'nationality',
  'visaType',
  'numberOfApplicants',
  'processingType',
  'insurance',
  'departureCountry',
  'contactEmail',
  'contactEmail2',
  'contactPhone',
  'countryCode',
] as const;
export type VisaStep1Field = (typeof visaStep1Fields)[number];
export type VisaStep1Draft = Record<VisaStep1Field, string>;

export const emptyVisaStep1: VisaStep1Draft = {
  nationality: '',
  visaType: '',
  numberOfApplicants: '1',
  processingType: '',
  insurance: '',
  departureCountry: '',
  contactEmail: '',
  contactEmail2: '',
  contactPhone: '',
  countryCode: defaultStep1DialCode,
};

const asString = (v: unknown): string | undefined =>
  typeof v === 'string' ? v : typeof v === 'boolean' ? (v ? 'yes' : '') : undefined;

/** The visa types a nationality may have; every type while no nationality is chosen yet. */
export function eligibleVisaTypes<V extends string>(
  destination: Destination<V>,
  nationality: string,
): VisaType<V>[] {
  const code = nationality.trim().toUpperCase();
  return isCountryCode(code) ? visaTypesFor(destination, code) : [...destination.visaTypes];
}

/** Whether the nationality needs no visa at all (the page says so and offers no type). */
export const needsNoVisa = (destination: Destination, nationality: string): boolean =>
  isCountryCode(nationality.trim().toUpperCase()) && destination.isExempt(nationality);

/** The visa type kept when the nationality changes: the same if still allowed, else the only one, else none. */
export function visaTypeFor(destination: Destination, nationality: string, current: string): string {
  const types = eligibleVisaTypes(destination, nationality);
  if (types.some((t) => t.id === current)) return current;
  return types.length === 1 && types[0] ? types[0].id : '';
}

/**
 * The saved step 1 (or the records the cross-sell carried over), with `?rush=true` preselecting the
 * fastest speed. Kenya's `insurance: true` and the applicants' nationality are understood.
 */
export function readVisaStep1(
  store: KeyValueStore,
  key: string,
  destination: Destination,
  options: { readonly rush: boolean; readonly applicantsKey?: string },
): VisaStep1Draft {
  const saved = readRecord(store, key);
  const draft = Object.fromEntries(
    visaStep1Fields.map((f) => [f, asString(saved[f]) ?? emptyVisaStep1[f]]),
  ) as VisaStep1Draft;
  if (!draft.nationality && options.applicantsKey) {
    // Travellers carried over from another journey: the first one's nationality starts the choice.
    const applicants = readJson(store, options.applicantsKey);
    const first: unknown = Array.isArray(applicants) ? applicants[0] : undefined;
    const nationality =
      first && typeof first === 'object' ? (first as Record<string, unknown>).nationality : undefined;
    if (typeof nationality === 'string') draft.nationality = nationality.toUpperCase();
  }
  if (!speedOf(destination, draft.processingType)) draft.processingType = '';
  if (options.rush) draft.processingType = fastestSpeed(destination).id;
  draft.visaType = visaTypeFor(destination, draft.nationality, draft.visaType);
  if (!(applicantCounts as readonly string[]).includes(draft.numberOfApplicants))
    draft.numberOfApplicants = '1';
  return draft;
}

/** Saves step 1 in the destination's record, keeping what other pages added to it. */
export function writeVisaStep1(store: KeyValueStore, key: string, draft: VisaStep1Draft): void {
  writeJson(store, key, {
    ...readRecord(store, key),
    ...draft,
    insurance: draft.insurance === 'yes',
  });
}

/** `?rush=true` in a query string. */
export const isRush = (search: string): boolean => new URLSearchParams(search).get('rush') === 'true';

export function applicantCountOfVisa(draft: VisaStep1Draft): number {
  const n = Number(draft.numberOfApplicants);
  return Number.isInteger(n) && n >= 1 && n <= 10 ? n : 1;
}

/** The group's price once a visa type and a speed are chosen (undefined before). */
export function visaStep1Pricing(destination: Destination, draft: VisaStep1Draft): VisaPricing | undefined {
  if (!draft.visaType || !speedOf(destination, draft.processingType)) return undefined;
  try {
    return computeVisaPricing(destination, {
      visaType: draft.visaType,
      applicantCount: applicantCountOfVisa(draft),
      processingType: draft.processingType as ProcessingType,
      insurance: draft.insurance === 'yes',
    });
  } catch {
    return undefined;
  }
}
