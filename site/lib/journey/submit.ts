import { apiErrorSchema, type ApiIssue } from '../../../shared/api/errors';
import {
  bearer,
  destinationApplicationsPaths,
  confirmationPath,
  idempotencyKeyHeader,
  signedAgreementPath,
} from '../../../shared/api/applications';
import { storageKeys } from './journey-keys';
import {
  applicationCreatedSchema,
  type ApplicationCreated,
} from '../../../shared/journey/application-schemas';
import type { ApplicationSubmissionInput } from '../../../shared/journey/submission-schema';
import type { LocaleCode } from '../../../shared/locales';
import type { AgreementsDraft } from './draft';
import { currentJourney } from './current-journey';
import { idempotencyKeyFor, resetIdempotencyKey } from './idempotency';
import { removeKey, writeJson, writeString, type KeyValueStore } from './storage';
import { uiStorageKeys } from './ui-keys';
import { forgetSavedApplication, savedApplication, updateApplication, type UpdateOutcome } from './update';

export interface SubmitDeps {
  readonly fetch: typeof fetch;
  readonly store: KeyValueStore;
  readonly newKey: () => string;
  readonly sleep: (ms: number) => Promise<void>;
  /** Structured, without personal data. */
  readonly log: (event: string, detail: Record<string, string | number>) => void;
}

export type SaveOutcome =
  | { readonly ok: true; readonly created: ApplicationCreated; readonly update?: undefined }
  | { readonly ok: false; readonly kind: 'network' | 'server' }
  | { readonly ok: false; readonly kind: 'invalid'; readonly issues: readonly ApiIssue[] }
  | Exclude<UpdateOutcome, { readonly kind: 'gone' }>;

const jsonHeaders = { 'Content-Type': 'application/json', Accept: 'application/json' };

/** Remembers the saved application (spec §3 keys) and its access token for the later steps. */
function remember(store: KeyValueStore, created: ApplicationCreated): void {
  writeString(store, storageKeys.savedApplicationNumber, created.applicationNumber);
  writeString(store, storageKeys.applicationNumber, created.applicationNumber);
  writeString(store, storageKeys.savedApplicationId, created.id);
  writeString(store, storageKeys.accessToken, created.accessToken);
  writeJson(store, uiStorageKeys.savedPricing, created.pricing);
  removeKey(store, uiStorageKeys.savedRevision);
}

/**
 * Saves the answers. The first time, `POST /api/kenya-eta-applications` (or the page's journey's
 * route: `/api/tanzania-evisa-applications`) with the draft's
 * Idempotency-Key; once this browser holds a submitted application (the traveller went back and
 * changed answers), `PUT` on that application instead (`./update.ts`): the same application and number.
 * An application that can no longer be this one (decided, withdrawn, erased) is forgotten and a new
 * one created. Never throws: a network error or a 5xx asks for a retry, a 400 carries the fields to
 * correct, a 409 the server's message.
 */
export async function saveApplication(
  body: ApplicationSubmissionInput,
  deps: SubmitDeps,
): Promise<SaveOutcome> {
  const saved = savedApplication(deps.store);
  if (saved) {
    const outcome = await updateApplication(body, saved, deps);
    if (outcome.ok || outcome.kind !== 'gone') {
      if (!outcome.ok) deps.log('application_update_failed', { reason: outcome.kind });
      return outcome;
    }
    forgetSavedApplication(deps.store);
  }
  const json = JSON.stringify(body);
  const key = idempotencyKeyFor(deps.store, json, deps.newKey);
  let response: Response;
  try {
    response = await deps.fetch(destinationApplicationsPaths[currentJourney], {
      method: 'POST',
      headers: { ...jsonHeaders, [idempotencyKeyHeader]: key },
      body: json,
      credentials: 'include',
    });
  } catch {
    deps.log('application_save_failed', { reason: 'network' });
    return { ok: false, kind: 'network' };
  }
  const answer: unknown = await response.json().catch(() => undefined);
  if (response.status === 201 || response.status === 200) {
    const created = applicationCreatedSchema.safeParse(answer);
    if (created.success) {
      remember(deps.store, created.data);
      return { ok: true, created: created.data };
    }
    deps.log('application_save_failed', { reason: 'unexpected_answer', status: response.status });
    return { ok: false, kind: 'server' };
  }
  deps.log('application_save_failed', { reason: 'status', status: response.status });
  if (response.status === 422) resetIdempotencyKey(deps.store); // the key was used for another body
  if (response.status === 400) {
    const error = apiErrorSchema.safeParse(answer);
    return { ok: false, kind: 'invalid', issues: error.success ? (error.data.issues ?? []) : [] };
  }
  return { ok: false, kind: 'server' };
}

async function postWithToken(deps: SubmitDeps, path: string, token: string, body: unknown): Promise<number> {
  try {
    const response = await deps.fetch(path, {
      method: 'POST',
      headers: { ...jsonHeaders, Authorization: bearer(token) },
      body: JSON.stringify(body),
      credentials: 'include',
    });
    return response.status;
  } catch {
    return 0;
  }
}

const retryable = (status: number) => status === 0 || status === 429 || status >= 500;
export const confirmationRetryDelaysMs = [500, 1000, 2000] as const;

export interface FollowUp {
  readonly created: ApplicationCreated;
  readonly signature: string;
  readonly agreements: AgreementsDraft;
  readonly locale: LocaleCode;
}

/**
 * The two calls after a save (spec §7): the signed agreement and the confirmation e-mail. Neither
 * blocks the journey: failures are logged, and the confirmation is retried up to 3 times with back-off.
 */
export async function sendFollowUps(followUp: FollowUp, deps: SubmitDeps): Promise<void> {
  const { created, signature, agreements, locale } = followUp;
  const agreement = postWithToken(deps, signedAgreementPath, created.accessToken, {
    applicationId: created.id,
    signature,
    agreementDetails: agreements,
  }).then((status) => {
    if (status < 200 || status > 299) deps.log('signed_agreement_failed', { status });
  });
  const confirmation = (async () => {
    for (let attempt = 0; ; attempt += 1) {
      const status = await postWithToken(deps, confirmationPath, created.accessToken, {
        applicationId: created.id,
        locale,
      });
      if (status >= 200 && status <= 299) return;
      const delay = confirmationRetryDelaysMs[attempt];
      if (!retryable(status) || delay === undefined) {
        deps.log('confirmation_failed', { status, attempts: attempt + 1 });
        return;
      }
      await deps.sleep(delay);
    }
  })();
  await Promise.all([agreement, confirmation]);
}
