import { storageKeys } from './journey-keys';
import { readString, removeKey, type KeyValueStore } from './storage';
import { uiStorageKeys } from './ui-keys';

/*
 * The application this browser already submitted, kept apart from `update.ts` (which needs the
 * answer's schema): the check-answers page reads it on first load without that code.
 */

/** The application this browser already submitted: its id and access token (spec §3 keys). */
export function savedApplication(store: KeyValueStore) {
  const id = readString(store, storageKeys.savedApplicationId);
  const token = readString(store, storageKeys.accessToken);
  return id && token ? { id, token } : undefined;
}

/** Forgets the submitted application: the next submission creates a new one. */
export function forgetSavedApplication(store: KeyValueStore): void {
  for (const key of [storageKeys.savedApplicationId, storageKeys.accessToken, uiStorageKeys.savedRevision])
    removeKey(store, key);
}
