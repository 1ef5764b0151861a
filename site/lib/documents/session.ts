import { journeyPaths } from '../journey/steps';
import { storageKeys } from '../journey/journey-keys';
import { readJson, readString, removeKey, type KeyValueStore } from '../journey/storage';

/**
 * What the documents and final success screens need from the browser (spec §4): the stored
 * application, its applicants and its number, plus the server id and access token the creation
 * returned. Without them the screens send the traveller to step 1.
 */
export interface DocumentsSession {
  readonly applicationId: string;
  readonly applicationNumber: string;
  readonly accessToken: string;
}

/** Where a browser without the journey's records starts (the page's journey's step 1). */
export const startPath = journeyPaths.step1;

function present(value: unknown): boolean {
  return value !== undefined && value !== null && value !== '';
}

/** The session, or undefined when the application, applicants, number, id or token is missing. */
export function readDocumentsSession(
  store: KeyValueStore,
  needApplicants = true,
): DocumentsSession | undefined {
  const application = readJson(store, storageKeys.application);
  const applicants = readJson(store, storageKeys.applicants);
  const applicationNumber = readString(store, storageKeys.applicationNumber);
  const applicationId = readString(store, storageKeys.savedApplicationId);
  const accessToken = readString(store, storageKeys.accessToken);
  if (!present(application) || !applicationNumber || !applicationId || !accessToken) return undefined;
  if (needApplicants && !(Array.isArray(applicants) && applicants.length > 0)) return undefined;
  return { applicationId, applicationNumber, accessToken };
}

/** The documents screen removes the stored payment-success entry on arrival (spec §4). */
export function clearPaymentSuccess(store: KeyValueStore): void {
  removeKey(store, storageKeys.paymentSuccess);
}

export const authorization = (session: DocumentsSession) => ({
  authorization: `Bearer ${session.accessToken}`,
});
