import { applicationsPath, idempotencyKeyHeader } from '../../../shared/api/applications';
import { apiErrorSchema, type ApiIssue } from '../../../shared/api/errors';
import {
  applicationCreatedSchema,
  type ApplicationCreated,
} from '../../../shared/journey/application-schemas';
import { storageKeys } from '../../../shared/journey/storage-keys';
import type { LocaleCode } from '../../../shared/locales';
import type { WizardForm } from '../../../shared/wizard/form-data';
import { fingerprint, idempotencyKeyFor, resetIdempotencyKey } from '../../lib/journey/idempotency';
import { readRecord, writeJson, writeString, type KeyValueStore } from '../../lib/journey/storage';
import { sendFollowUps, type SubmitDeps } from '../../lib/journey/submit';
import { requestPayment } from '../../lib/payment/payment-client';
import { rememberPendingPayment } from '../../lib/payment/payment-storage';

/*
 * The wizard's Submit (spec §7): create the application (one traveller, with an Idempotency-Key, so a
 * retry or a double click stores one), then the signed agreement (and the confirmation mail), then
 * `POST /api/payment`, then the gateway's page. A failed call is reported and loses nothing: the
 * created application is remembered, so a retry does not create it again.
 */

/** The wizard's own storage namespace: its idempotency key never mixes with the group journey's. */
export function prefixedStore(store: KeyValueStore, prefix: string): KeyValueStore {
  return {
    getItem: (k) => store.getItem(prefix + k),
    setItem: (k, v) => store.setItem(prefix + k, v),
    removeItem: (k) => store.removeItem(prefix + k),
  };
}
export const wizardStorePrefix = 'kenyaEtaWizard.';
const createdKey = 'created';

export type CreateOutcome =
  | { readonly ok: true; readonly created: ApplicationCreated }
  | { readonly ok: false; readonly kind: 'network' | 'server' }
  | { readonly ok: false; readonly kind: 'invalid'; readonly issues: readonly ApiIssue[] };

/** The application this browser created for exactly this body (a retry after a failed payment). */
function createdFor(store: KeyValueStore, print: string): ApplicationCreated | undefined {
  const saved = readRecord(store, createdKey);
  if (saved.fingerprint !== print) return undefined;
  const created = applicationCreatedSchema.safeParse(saved.created);
  return created.success ? created.data : undefined;
}

/** What the payment result, documents and status pages read (as the group journey's save writes). */
function rememberForLaterPages(store: KeyValueStore, created: ApplicationCreated): void {
  writeString(store, storageKeys.savedApplicationNumber, created.applicationNumber);
  writeString(store, storageKeys.applicationNumber, created.applicationNumber);
  writeString(store, storageKeys.savedApplicationId, created.id);
  writeString(store, storageKeys.accessToken, created.accessToken);
}

/** `POST /api/kenya-eta-applications` with the wizard's body. Never throws. */
export async function createWizardApplication(body: unknown, deps: SubmitDeps): Promise<CreateOutcome> {
  const own = prefixedStore(deps.store, wizardStorePrefix);
  const json = JSON.stringify(body);
  const print = fingerprint(json);
  const earlier = createdFor(own, print);
  if (earlier) return { ok: true, created: earlier };
  const key = idempotencyKeyFor(own, json, deps.newKey);
  let response: Response;
  try {
    response = await deps.fetch(applicationsPath, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        [idempotencyKeyHeader]: key,
      },
      body: json,
      credentials: 'include',
    });
  } catch {
    deps.log('wizard_create_failed', { reason: 'network' });
    return { ok: false, kind: 'network' };
  }
  const answer: unknown = await response.json().catch(() => undefined);
  if (response.status === 201 || response.status === 200) {
    const created = applicationCreatedSchema.safeParse(answer);
    if (created.success) {
      writeJson(own, createdKey, { fingerprint: print, created: created.data });
      rememberForLaterPages(deps.store, created.data);
      return { ok: true, created: created.data };
    }
  }
  deps.log('wizard_create_failed', { reason: 'status', status: response.status });
  if (response.status === 422) resetIdempotencyKey(own);
  if (response.status === 400) {
    const error = apiErrorSchema.safeParse(answer);
    return { ok: false, kind: 'invalid', issues: error.success ? (error.data.issues ?? []) : [] };
  }
  return { ok: false, kind: 'server' };
}

export interface WizardSubmitInput {
  readonly body: unknown;
  readonly form: WizardForm;
  readonly signature: string;
  readonly locale: LocaleCode;
}

export type WizardSubmitOutcome =
  | { readonly ok: true; readonly paymentUrl: string }
  | { readonly ok: false; readonly step: 'create'; readonly outcome: Exclude<CreateOutcome, { ok: true }> }
  | { readonly ok: false; readonly step: 'payment'; readonly reason?: string }
  /** Paid already (a retry after the gateway's page): the documents page, not a second charge. */
  | { readonly ok: false; readonly step: 'paid' };

export async function submitWizard(input: WizardSubmitInput, deps: SubmitDeps): Promise<WizardSubmitOutcome> {
  const outcome = await createWizardApplication(input.body, deps);
  if (!outcome.ok) return { ok: false, step: 'create', outcome };
  const { created } = outcome;
  const { form } = input;
  await sendFollowUps(
    {
      created,
      signature: input.signature,
      locale: input.locale,
      agreements: {
        termsAccepted: form.confirmTerms,
        privacyAccepted: form.confirmPrivacy,
        dataAccuracy: form.confirmDataAccuracy,
        paymentAgreement: form.confirmPayment,
      },
    },
    deps,
  );
  const payment = await requestPayment(deps.fetch, {
    applicationId: created.id,
    accessToken: created.accessToken,
    locale: input.locale,
  });
  if (payment.ok) {
    rememberPendingPayment(deps.store, payment.payment.transactionId, created.applicationNumber);
    return { ok: true, paymentUrl: payment.payment.paymentUrl };
  }
  if (payment.kind === 'already_paid') return { ok: false, step: 'paid' };
  deps.log('wizard_payment_failed', { kind: payment.kind });
  return { ok: false, step: 'payment', reason: payment.kind === 'failed' ? payment.reason : undefined };
}
