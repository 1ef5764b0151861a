import { keysOfJourney } from '../../../shared/destinations/journeys';
import type { DestinationId } from '../../../shared/destinations/types';
import { storageKeys } from '../../../shared/journey/storage-keys';
import { currentJourney } from '../journey/current-journey';
import { step1Fields } from '../journey/draft';
import { kenyaUiStorageKeys } from '../journey/ui-keys';
import {
  readJson,
  readRecord,
  readString,
  removeKey,
  writeJson,
  writeString,
  type KeyValueStore,
} from '../journey/storage';
import { draftKeysOf } from './draft-keys';

/**
 * The journey's records a draft carries, by their names in a draft (Kenya's, `kenyaEtaApplicants` …,
 * whatever the journey: shared/api/draft-schemas.ts). On another journey's pages they are read and
 * written under that journey's own keys (`tanzaniaEvisaApplicants` …, `keysOfJourney`).
 */
const records = {
  application: storageKeys.application,
  pricing: storageKeys.pricing,
  applicants: storageKeys.applicants,
  legalAgreements: storageKeys.legalAgreements,
  signature: storageKeys.signature,
  declaration: kenyaUiStorageKeys.declaration,
  sameTripAsFirst: kenyaUiStorageKeys.sameTripAsFirst,
  sameContactAsFirst: kenyaUiStorageKeys.sameContactAsFirst,
  sameEmergencyAsFirst: kenyaUiStorageKeys.sameEmergencyAsFirst,
  travellerType: kenyaUiStorageKeys.travellerType,
  residenceCountry: kenyaUiStorageKeys.residenceCountry,
} as const;
type RecordName = keyof typeof records;

/** The records kept as JSON; `signatureData` and the traveller type and residence country are strings. */
const jsonRecords: readonly RecordName[] = [
  'pricing',
  'applicants',
  'legalAgreements',
  'declaration',
  'sameTripAsFirst',
  'sameContactAsFirst',
  'sameEmergencyAsFirst',
];
const stringRecords: readonly RecordName[] = ['travellerType', 'residenceCountry'];
/**
 * The step-1 fields (site/lib/journey/draft.ts), the processing choice the pricing page adds, and what a
 * visa journey's step 1 asks besides (`visaStep1Fields` of site/lib/journey/visa-step1.ts, a module
 * with the destinations' rules this chunk does not need).
 */
const applicationFields = [
  ...step1Fields,
  'processingType',
  'insurance',
  'nationality',
  'visaType',
  'departureCountry',
] as const;

const pick = (record: Record<string, unknown>, keys: readonly string[]) =>
  Object.fromEntries(keys.filter((k) => record[k] !== undefined).map((k) => [k, record[k]]));

/**
 * This device's answers in the draft's shape (shared/api/draft-schemas.ts): the step-1 record without
 * what payment added to it, the other records as stored; a drawn signature is left out (signed again).
 * The journey's records (the page's journey unless told): a draft names them as Kenya's journey does.
 */
export function draftSnapshot(
  store: KeyValueStore,
  journey: DestinationId = currentJourney,
): Record<string, unknown> {
  const keys = keysOfJourney(records, journey);
  const state: Record<string, unknown> = {
    [records.application]: pick(readRecord(store, keys.application), applicationFields),
  };
  const pricing = readRecord(store, keys.pricing);
  if (Object.keys(pricing).length > 0)
    state[records.pricing] = pick(pricing, ['processingType', 'insurance', 'pricing']);
  for (const name of jsonRecords.slice(1)) {
    const value = readJson(store, keys[name]);
    if (value !== undefined && value !== null) state[records[name]] = value;
  }
  for (const name of stringRecords) {
    const value = readString(store, keys[name]);
    if (value) state[records[name]] = value;
  }
  const signature = readString(store, keys.signature);
  if (signature && !signature.startsWith('data:') && signature.length <= 200)
    state[records.signature] = signature;
  return state;
}

/**
 * Replaces this device's answers of the draft's journey with the draft's (keys the draft lacks are
 * cleared), dated `savedAt`.
 */
export function restoreDraft(
  store: KeyValueStore,
  state: Record<string, unknown>,
  savedAt: string,
  draftId: string,
  journey: DestinationId = currentJourney,
): void {
  const keys = keysOfJourney(records, journey);
  for (const name of ['application', ...jsonRecords] as const) {
    const value = state[records[name]];
    if (value === undefined) removeKey(store, keys[name]);
    else writeJson(store, keys[name], value);
  }
  for (const name of [...stringRecords, 'signature'] as const) {
    const value = state[records[name]];
    if (typeof value === 'string') writeString(store, keys[name], value);
    else removeKey(store, keys[name]);
  }
  const draftKeys = draftKeysOf(journey);
  writeString(store, draftKeys.draftId, draftId);
  writeString(store, draftKeys.changedAt, savedAt);
}

/** When this device's answers of the journey last changed, if it has any (a contact e-mail at least). */
export function deviceChangedAt(
  store: KeyValueStore,
  journey: DestinationId = currentJourney,
): string | undefined {
  const email = readRecord(store, keysOfJourney(records, journey).application).contactEmail;
  if (typeof email !== 'string' || email.trim() === '') return undefined;
  return readString(store, draftKeysOf(journey).changedAt) ?? new Date(0).toISOString();
}
