import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import {
  invalidCodeCode,
  invalidCredentialsCode,
  loginExpiredCode,
  staffSessionCookie,
  type LoginAnswer,
  type SecondFactorAnswer,
  type StaffSessionInfo,
} from '../../shared/api/admin';
import { appendAudit } from '../lib/audit-log';
import type { TotpSecretBox } from '../lib/totp-secret-box';
import { HttpError } from '../lib/http';
import { clientKey } from '../lib/rate-limit';
import {
  hashSessionToken,
  normaliseUsername,
  staffKeys,
  startStaffSession,
  type StaffSessionDeps,
} from '../lib/staff-session';
import {
  LockedOutError,
  recordFailedAttempt,
  releaseAttempt,
  reserveAttempt,
  type Attempt,
  type LoginLimits,
  type Reservation,
} from './login-throttle';
import { verifyAgainstNothing, verifyPassword } from './password-hash';
import { endPendingLogin, pendingLoginOf, startPendingLogin } from './pending-login';
import { acceptCode, nextStepFor } from './second-factor';
import { newRecoveryCodes, recoveryCodesOnEnrol, storedRecoveryCodes } from './recovery-codes';
import { getStaff, type StaffAccount } from './staff-accounts';

/**
 * The two steps of a staff sign-in (spec §2, §5, §8; DESIGN decision 7). Step 1 checks the password
 * and opens a 5-minute pending login; step 2 checks the authenticator code and starts the session.
 * Each step takes its place in the lockout counters before the secret is checked (`login-throttle.ts`):
 * a failure keeps it and is written to the audit log under the account named; a right answer gives it back.
 */
export interface SignInDeps extends StaffSessionDeps {
  readonly loginLimits: LoginLimits;
  /** Seals and opens the TOTP secrets (`functions/lib/totp-secret-box.ts`). */
  readonly totpSecrets: TotpSecretBox;
}

/** The spec's message (§8), the same for an unknown name, a wrong password and a disabled account. */
export const invalidCredentialsMessage = 'Invalid username or password';

const invalidCredentials = () => new HttpError(401, invalidCredentialsCode, invalidCredentialsMessage);

type FailureReason = 'unknown_account' | 'disabled' | 'password' | 'code' | 'recovery_code';

/** A failure: its places in the counters stay taken (`guard`), a repeated lockout grows; audited. */
export async function failed(
  deps: SignInDeps,
  attempt: Attempt,
  reservation: Reservation,
  reason: FailureReason,
): Promise<void> {
  await recordFailedAttempt(deps, reservation);
  await appendAudit(deps, {
    actor: attempt.username,
    username: attempt.username,
    action: 'sign_in_failed',
    detail: { reason },
    client: clientKey(attempt.client),
  });
}

/**
 * The lockout (`login-throttle.ts`): the attempt's places in the counters, taken before the secret is
 * checked; a refused attempt (429) is audited as `locked_out`.
 */
export async function guard(deps: SignInDeps, attempt: Attempt): Promise<Reservation> {
  try {
    return await reserveAttempt(deps, deps.loginLimits, attempt);
  } catch (e: unknown) {
    if (e instanceof LockedOutError) {
      await appendAudit(deps, {
        actor: attempt.username,
        username: attempt.username,
        action: 'locked_out',
        // Which rule refused: `login-username` alone is the ceiling of a guess from many clients.
        detail: { retryAfterSeconds: e.retryAfterSeconds, rules: e.rules.join(' ') },
        client: clientKey(attempt.client),
      });
    }
    throw e;
  }
}

/** Step 1: username and password. Right: a pending login (cookie) and what to ask next. */
export async function signInWithPassword(
  c: Context,
  deps: SignInDeps,
  input: { readonly username: string; readonly password: string; readonly client: string },
): Promise<LoginAnswer> {
  const attempt: Attempt = { username: normaliseUsername(input.username), client: input.client };
  const reservation = await guard(deps, attempt);
  const account = await getStaff(deps, attempt.username);
  const usable = account !== undefined && account.disabled !== true;
  const right = usable
    ? await verifyPassword(input.password, account.passwordHash)
    : await verifyAgainstNothing(input.password);
  if (!usable || !right) {
    const reason = account === undefined ? 'unknown_account' : usable ? 'password' : 'disabled';
    await failed(deps, attempt, reservation, reason);
    throw invalidCredentials();
  }
  await releaseAttempt(deps, reservation);
  await startPendingLogin(c, deps, account.username);
  return nextStepFor(deps, account);
}

/**
 * The pending login of step 2 and its place in the counters, with the account it names; a missing or
 * expired pending login is 401 `login_expired`, a disabled or deleted account is a failure (401).
 */
export async function secondStep(
  c: Context,
  deps: SignInDeps,
  client: string,
): Promise<{
  pending: { tokenHash: string };
  attempt: Attempt;
  reservation: Reservation;
  account: StaffAccount;
}> {
  const pending = await pendingLoginOf(c, deps);
  if (pending === undefined) {
    await endPendingLogin(c, deps);
    throw new HttpError(
      401,
      loginExpiredCode,
      'The sign-in has expired. Enter your username and password again.',
    );
  }
  const attempt: Attempt = { username: pending.username, client };
  const reservation = await guard(deps, attempt);
  const account = await getStaff(deps, pending.username);
  if (account === undefined || account.disabled === true) {
    await endPendingLogin(c, deps, pending.tokenHash);
    await failed(deps, attempt, reservation, account === undefined ? 'unknown_account' : 'disabled');
    throw invalidCredentials();
  }
  return { pending, attempt, reservation, account };
}

/** The end of a right second step: the pending login ends, a fresh session starts (cookie), audited. */
export async function completeSignIn(
  c: Context,
  deps: SignInDeps,
  pendingTokenHash: string,
  account: StaffAccount,
  client: string,
): Promise<StaffSessionInfo> {
  await endPendingLogin(c, deps, pendingTokenHash);
  // A session this browser may still hold is ended: each sign-in gets a fresh token.
  const previous = getCookie(c, staffSessionCookie);
  if (previous !== undefined && previous.length > 0) {
    await deps.db.send(
      new DeleteCommand({ TableName: deps.tableName, Key: staffKeys.session(hashSessionToken(previous)) }),
    );
  }
  await startStaffSession(c, deps, account.username);
  await appendAudit(deps, { actor: account.username, action: 'sign_in', client: clientKey(client) });
  return { username: account.username, displayName: account.displayName, role: account.role };
}

/**
 * Step 2: the code. Right: the pending login ends, the session starts (cookie), 200 with who signed
 * in; at enrolment also the ten recovery codes, shown once (`recovery-codes.ts`).
 */
export async function signInWithCode(
  c: Context,
  deps: SignInDeps,
  input: { readonly code: string; readonly client: string },
): Promise<SecondFactorAnswer> {
  const { pending, attempt, reservation, account } = await secondStep(c, deps, input.client);
  const recoveryCodes = account.totpSecret === undefined ? newRecoveryCodes() : [];
  const onEnrol = recoveryCodesOnEnrol(await storedRecoveryCodes(recoveryCodes));
  const check = await acceptCode(deps, account, input.code, onEnrol);
  if (check === 'invalid') {
    await failed(deps, attempt, reservation, 'code');
    throw new HttpError(401, invalidCodeCode, 'The code is wrong or has already been used');
  }
  await releaseAttempt(deps, reservation);
  if (check === 'enrolled') await appendAudit(deps, { actor: account.username, action: 'totp_enrolled' });
  const session = await completeSignIn(c, deps, pending.tokenHash, account, input.client);
  return check === 'enrolled' ? { ...session, recoveryCodes } : session;
}
