import { apiErrorSchema, type ApiIssue } from '../../../shared/api/errors';
import {
  applicationChangedCode,
  bearer,
  destinationApplicationPath,
  ifMatchHeader,
} from '../../../shared/api/applications';
import {
  applicationUpdatedSchema,
  type ApplicationCreated,
  type ApplicationUpdated,
} from '../../../shared/journey/application-schemas';
import { storageKeys } from './journey-keys';
import type { ApplicationSubmissionInput } from '../../../shared/journey/submission-schema';
import { readString, removeKey, writeJson, writeString, type KeyValueStore } from './storage';
import { currentJourney } from './current-journey';
import { uiStorageKeys } from './ui-keys';
import { forgetSavedApplication, savedApplication } from './saved-application';

export { forgetSavedApplication, savedApplication };

export type UpdateOutcome =
  | { readonly ok: true; readonly created: ApplicationCreated; readonly update: ApplicationUpdated }
  | { readonly ok: false; readonly kind: 'network' | 'server' }
  | { readonly ok: false; readonly kind: 'invalid'; readonly issues: readonly ApiIssue[] }
  /** 409: the server refused the change; `message` is in the traveller's language. */
  | { readonly ok: false; readonly kind: 'refused'; readonly code: string; readonly message: string }
  /** The saved application cannot be this one any more (decided, withdrawn, erased, not ours). */
  | { readonly ok: false; readonly kind: 'gone' };

/** Refusals that mean the saved application is finished with: the answers are a new application. */
const finished = new Set(['application_closed', 'already_decided']);

/**
 * `PUT /api/kenya-eta-applications/:id` (or the page's journey's route): the traveller went back and changed answers after
 * submitting; the server updates the same application (same number) and says whether the agreement
 * must be signed again. Never throws.
 */
export async function updateApplication(
  body: ApplicationSubmissionInput,
  saved: { readonly id: string; readonly token: string },
  deps: { readonly fetch: typeof fetch; readonly store: KeyValueStore },
): Promise<UpdateOutcome> {
  const revision = readString(deps.store, uiStorageKeys.savedRevision);
  let response: Response;
  try {
    response = await deps.fetch(destinationApplicationPath(currentJourney, saved.id), {
      method: 'PUT',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        Authorization: bearer(saved.token),
        ...(revision ? { [ifMatchHeader]: `"${revision}"` } : {}),
      },
      body: JSON.stringify(body),
      credentials: 'include',
    });
  } catch {
    return { ok: false, kind: 'network' };
  }
  const answer: unknown = await response.json().catch(() => undefined);
  if (response.status === 200) {
    const update = applicationUpdatedSchema.safeParse(answer);
    if (!update.success) return { ok: false, kind: 'server' };
    writeString(deps.store, uiStorageKeys.savedRevision, String(update.data.revision));
    writeString(deps.store, storageKeys.applicationNumber, update.data.applicationNumber);
    writeJson(deps.store, uiStorageKeys.savedPricing, update.data.pricing);
    const { revision: _r, changed: _c, signAgain: _s, ...rest } = update.data;
    return { ok: true, created: { ...rest, accessToken: saved.token }, update: update.data };
  }
  const error = apiErrorSchema.safeParse(answer);
  if (response.status === 401 || response.status === 403) return { ok: false, kind: 'gone' };
  if (response.status === 400)
    return { ok: false, kind: 'invalid', issues: error.success ? (error.data.issues ?? []) : [] };
  if (response.status === 409 && error.success) {
    if (finished.has(error.data.error)) return { ok: false, kind: 'gone' };
    // Changed in another tab: the next submission (after the traveller looked again) goes through.
    if (error.data.error === applicationChangedCode) removeKey(deps.store, uiStorageKeys.savedRevision);
    return { ok: false, kind: 'refused', code: error.data.error, message: error.data.message ?? '' };
  }
  return { ok: false, kind: 'server' };
}
