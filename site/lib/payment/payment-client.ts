import { bearer } from '../../../shared/api/applications';
import { apiErrorSchema } from '../../../shared/api/errors';
import {
  alreadyPaidCode,
  applicationClosedCode,
  createdPaymentSchema,
  paymentPath,
  paymentStateSchema,
  paymentStatusPath,
  type CreatedPaymentAnswer,
  type PaymentState,
} from '../../../shared/api/payments';
import type { LocaleCode } from '../../../shared/locales';

export type StartOutcome =
  | { readonly ok: true; readonly payment: CreatedPaymentAnswer }
  | { readonly ok: false; readonly kind: 'already_paid' }
  /** The application was decided (or withdrawn): nothing is owed. */
  | { readonly ok: false; readonly kind: 'closed' }
  /** `reason` is the server's error text, or undefined when there was no answer (network). */
  | { readonly ok: false; readonly kind: 'failed'; readonly reason: string | undefined };

export interface PaymentRequest {
  readonly applicationId: string;
  readonly accessToken: string;
  readonly locale: LocaleCode;
}

/** `POST /api/payment` (or the reusable button's path). Never throws. */
export async function requestPayment(
  doFetch: typeof fetch,
  request: PaymentRequest,
  path: string = paymentPath,
): Promise<StartOutcome> {
  let response: Response;
  try {
    response = await doFetch(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: bearer(request.accessToken) },
      body: JSON.stringify({ applicationId: request.applicationId, locale: request.locale, currency: 'USD' }),
      credentials: 'include',
    });
  } catch {
    return { ok: false, kind: 'failed', reason: undefined };
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (response.ok) {
    const created = createdPaymentSchema.safeParse(body);
    if (created.success) return { ok: true, payment: created.data };
    return { ok: false, kind: 'failed', reason: `${response.status}` };
  }
  const error = apiErrorSchema.safeParse(body);
  if (response.status === 409 && error.success && error.data.error === alreadyPaidCode) {
    return { ok: false, kind: 'already_paid' };
  }
  if (response.status === 409 && error.success && error.data.error === applicationClosedCode) {
    return { ok: false, kind: 'closed' };
  }
  const text = error.success ? (error.data.message ?? error.data.error) : response.statusText;
  return { ok: false, kind: 'failed', reason: `${response.status}: ${text}` };
}

export type StateOutcome =
  { readonly ok: true; readonly state: PaymentState } | { readonly ok: false; readonly status: number };

/** `GET /api/payments/<id>`: what the server knows. Never throws (status 0: no answer). */
export async function readPaymentState(
  doFetch: typeof fetch,
  applicationId: string,
  accessToken: string,
): Promise<StateOutcome> {
  try {
    const response = await doFetch(paymentStatusPath(applicationId), {
      headers: { Authorization: bearer(accessToken), Accept: 'application/json' },
      credentials: 'include',
      cache: 'no-store',
    });
    if (!response.ok) return { ok: false, status: response.status };
    const parsed = paymentStateSchema.safeParse(await response.json());
    return parsed.success ? { ok: true, state: parsed.data } : { ok: false, status: response.status };
  } catch {
    return { ok: false, status: 0 };
  }
}
