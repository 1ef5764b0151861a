import type { Context } from 'hono';
import { invalidRecoveryCodeCode, type SecondFactorAnswer } from '../../shared/api/admin';
import { appendAudit } from '../lib/audit-log';
import { HttpError } from '../lib/http';
import { clientKey } from '../lib/rate-limit';
import { releaseAttempt } from './login-throttle';
import { useRecoveryCode } from './recovery-codes';
import { completeSignIn, failed, secondStep, type SignInDeps } from './sign-in';

/**
 * Step 2 with a recovery code instead of a TOTP code (the phone is lost). The same pending login and
 * the same lockout counters as a code: a wrong or used recovery code is a failure like a wrong code.
 * Right: the code is spent (audited `recovery_code_used` with how many are left), the session starts,
 * and the answer says how many are left so the screen can count them down.
 */
export async function signInWithRecoveryCode(
  c: Context,
  deps: SignInDeps,
  input: { readonly recoveryCode: string; readonly client: string },
): Promise<SecondFactorAnswer> {
  const { pending, attempt, reservation, account } = await secondStep(c, deps, input.client);
  const used = await useRecoveryCode(deps, account, input.recoveryCode);
  if (used === undefined) {
    await failed(deps, attempt, reservation, 'recovery_code');
    throw new HttpError(401, invalidRecoveryCodeCode, 'The recovery code is wrong or has already been used');
  }
  await releaseAttempt(deps, reservation);
  await appendAudit(deps, {
    actor: account.username,
    action: 'recovery_code_used',
    detail: { left: used.left },
    client: clientKey(input.client),
  });
  const session = await completeSignIn(c, deps, pending.tokenHash, account, input.client);
  return { ...session, recoveryCodesLeft: used.left };
}
