import {
  authLoginPath,
  authLogoutPath,
  authRecoveryCodePath,
  authSecondFactorPath,
  authSessionPath,
  invalidCodeCode,
  invalidRecoveryCodeCode,
  loginExpiredCode,
  type LoginAnswer,
  type SecondFactorAnswer,
  type StaffSessionInfo,
} from '../../../shared/api/admin';
import { readToEnd } from '../../lib/read-to-end';

/**
 * The sign-in calls of the admin page (contract: `shared/api/admin.ts`), each mapped to what the
 * screen shows. Same-origin requests: the browser sends the HttpOnly cookies and the Origin header.
 */
export type Failure =
  | { readonly kind: 'invalidCredentials' }
  | { readonly kind: 'invalidCode' }
  | { readonly kind: 'invalidRecoveryCode' }
  | { readonly kind: 'expired' }
  | { readonly kind: 'tooManyAttempts'; readonly minutes: number }
  | { readonly kind: 'network' }
  | { readonly kind: 'server' };

export type Result<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly failure: Failure };

async function send(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Response | undefined> {
  try {
    return await fetch(path, {
      method,
      credentials: 'same-origin',
      cache: 'no-store',
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch {
    return undefined;
  }
}

async function errorCode(res: Response): Promise<string | undefined> {
  try {
    const body = (await res.json()) as { error?: unknown };
    return typeof body.error === 'string' ? body.error : undefined;
  } catch {
    return undefined;
  }
}

async function failureOf(res: Response | undefined): Promise<Failure> {
  if (res === undefined) return { kind: 'network' };
  if (res.status === 429) {
    const seconds = Number(res.headers.get('retry-after')) || 60;
    return { kind: 'tooManyAttempts', minutes: Math.max(1, Math.ceil(seconds / 60)) };
  }
  if (res.status === 401) {
    const code = await errorCode(res);
    if (code === invalidCodeCode) return { kind: 'invalidCode' };
    if (code === invalidRecoveryCodeCode) return { kind: 'invalidRecoveryCode' };
    if (code === loginExpiredCode) return { kind: 'expired' };
    return { kind: 'invalidCredentials' };
  }
  return { kind: 'server' };
}

async function json<T>(res: Response | undefined): Promise<Result<T>> {
  if (res?.ok) {
    try {
      return { ok: true, value: (await res.json()) as T };
    } catch {
      return { ok: false, failure: { kind: 'server' } };
    }
  }
  return { ok: false, failure: await failureOf(res) };
}

export const signInApi = {
  async session(): Promise<Result<StaffSessionInfo | undefined>> {
    const res = await send('GET', authSessionPath);
    if (res?.status === 401) {
      await readToEnd(res);
      return { ok: true, value: undefined };
    }
    return json<StaffSessionInfo>(res);
  },
  async login(username: string, password: string): Promise<Result<LoginAnswer>> {
    return json<LoginAnswer>(await send('POST', authLoginPath, { username, password }));
  },
  async code(code: string): Promise<Result<SecondFactorAnswer>> {
    return json<SecondFactorAnswer>(await send('POST', authSecondFactorPath, { code }));
  },
  async recoveryCode(recoveryCode: string): Promise<Result<SecondFactorAnswer>> {
    return json<SecondFactorAnswer>(await send('POST', authRecoveryCodePath, { recoveryCode }));
  },
  async logout(): Promise<boolean> {
    const res = await send('POST', authLogoutPath);
    if (res !== undefined) await readToEnd(res);
    return res !== undefined && (res.ok || res.status === 401);
  },
};
