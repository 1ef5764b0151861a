import { storageKeys } from '../../../shared/journey/storage-keys';
import { step1Fields } from '../journey/draft';
import { uiStorageKeys } from '../journey/ui-keys';
import {
  readJson,
  readRecord,
  readString,
  removeKey,
  writeJson,
  writeString,
  type KeyValueStore,
} from '../journey/storage';
import { draftKeys } from './draft-keys';

/** The journey's records a draft carries, as JSON; `signatureData` and the residence country are strings. */
const jsonKeys = [
  storageKeys.pricing,
  storageKeys.applicants,
  storageKeys.legalAgreements,
  uiStorageKeys.declaration,
  uiStorageKeys.sameTripAsFirst,
  uiStorageKeys.sameContactAsFirst,
  uiStorageKeys.sameEmergencyAsFirst,
] as const;
const stringKeys = [uiStorageKeys.travellerType, uiStorageKeys.residenceCountry] as const;
/** The step-1 fields (site/lib/journey/draft.ts) and the processing choice the pricing page adds. */
const applicationFields = [...step1Fields, 'processingType', 'insurance'] as const;

const pick = (record: Record<string, unknown>, keys: readonly string[]) =>
  Object.fromEntries(keys.filter((k) => record[k] !== undefined).map((k) => [k, record[k]]));

/**
 * This device's answers in the draft's shape (shared/api/draft-schemas.ts): the step-1 record without
 * what payment added to it, the other records as stored; a drawn signature is left out (signed again).
 */
export function draftSnapshot(store: KeyValueStore): Record<string, unknown> {
  const state: Record<string, unknown> = {
    [storageKeys.application]: pick(readRecord(store, storageKeys.application), applicationFields),
  };
  const pricing = readRecord(store, storageKeys.pricing);
  if (Object.keys(pricing).length > 0)
    state[storageKeys.pricing] = pick(pricing, ['processingType', 'insurance', 'pricing']);
  for (const key of jsonKeys.slice(1)) {
    const value = readJson(store, key);
    if (value !== undefined && value !== null) state[key] = value;
  }
  for (const key of stringKeys) {
    const value = readString(store, key);
    if (value) state[key] = value;
  }
  const signature = readString(store, storageKeys.signature);
  if (signature && !signature.startsWith('data:') && signature.length <= 200)
    state[storageKeys.signature] = signature;
  return state;
}

/** Replaces this device's answers with a draft's (keys the draft lacks are cleared), dated `savedAt`. */
export function restoreDraft(
  store: KeyValueStore,
  state: Record<string, unknown>,
  savedAt: string,
  draftId: string,
): void {
  for (const key of [storageKeys.application, ...jsonKeys]) {
    if (state[key] === undefined) removeKey(store, key);
    else writeJson(store, key, state[key]);
  }
  for (const key of [...stringKeys, storageKeys.signature]) {
    const value = state[key];
    if (typeof value === 'string') writeString(store, key, value);
    else removeKey(store, key);
  }
  writeString(store, draftKeys.draftId, draftId);
  writeString(store, draftKeys.changedAt, savedAt);
}

/** When this device's answers last changed, if it has any (a contact e-mail at least). */
export function deviceChangedAt(store: KeyValueStore): string | undefined {
  const email = readRecord(store, storageKeys.application).contactEmail;
  if (typeof email !== 'string' || email.trim() === '') return undefined;
  return readString(store, draftKeys.changedAt) ?? new Date(0).toISOString();
}
