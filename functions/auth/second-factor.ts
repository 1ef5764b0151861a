import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { LoginAnswer } from '../../shared/api/admin';
import { conditionalWrite } from '../lib/dynamo-writes';
import { staffKeys } from '../lib/staff-session';
import type { StaffAccount, StaffAccountsDeps } from './staff-accounts';
import { enrolmentOf, matchingTimeStep, newTotpSecret } from './totp';

/**
 * The second step of a sign-in, on the account item. An account without an authenticator app is
 * offered a secret (kept as `pendingTotpSecret`; the same one until it is confirmed or reset, so a
 * second password attempt shows the QR code already scanned). A code is accepted once: the update
 * that records its time step is conditional on that step being later than the last one used.
 */

/** What the browser is asked after a right password: the code, or enrolment with a QR code. */
export async function nextStepFor(deps: StaffAccountsDeps, account: StaffAccount): Promise<LoginAnswer> {
  if (account.totpSecret !== undefined) return { next: 'totp' };
  const result = await deps.db.send(
    new UpdateCommand({
      TableName: deps.tableName,
      Key: staffKeys.staff(account.username),
      UpdateExpression: 'SET pendingTotpSecret = if_not_exists(pendingTotpSecret, :secret), updatedAt = :now',
      ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(totpSecret)',
      ExpressionAttributeValues: { ':secret': newTotpSecret(), ':now': deps.now().toISOString() },
      ReturnValues: 'ALL_NEW',
    }),
  );
  const secret = String(result.Attributes?.pendingTotpSecret);
  return { next: 'enrol', ...enrolmentOf(secret, account.username) };
}

export type CodeCheck = 'accepted' | 'enrolled' | 'invalid';

/**
 * Checks a code against the enrolled secret, or against the offered one (which it then confirms).
 * `invalid`: wrong, outside ±1 step, already used, or the account changed meanwhile (reset, enrolled).
 */
export async function acceptCode(
  deps: StaffAccountsDeps,
  account: StaffAccount,
  code: string,
): Promise<CodeCheck> {
  const enrolling = account.totpSecret === undefined;
  const secret = account.totpSecret ?? account.pendingTotpSecret;
  if (secret === undefined) return 'invalid';
  const now = deps.now();
  const step = matchingTimeStep(secret, code, now);
  if (step === undefined || (account.lastTotpStep !== undefined && step <= account.lastTotpStep))
    return 'invalid';
  const written = await conditionalWrite(
    deps.db,
    new UpdateCommand({
      TableName: deps.tableName,
      Key: staffKeys.staff(account.username),
      UpdateExpression: enrolling
        ? 'SET totpSecret = :secret, lastTotpStep = :step, updatedAt = :now REMOVE pendingTotpSecret'
        : 'SET lastTotpStep = :step, updatedAt = :now',
      ConditionExpression: enrolling
        ? 'pendingTotpSecret = :secret AND attribute_not_exists(totpSecret)'
        : 'totpSecret = :secret AND (attribute_not_exists(lastTotpStep) OR lastTotpStep < :step)',
      ExpressionAttributeValues: { ':secret': secret, ':step': step, ':now': now.toISOString() },
    }),
  );
  if (!written) return 'invalid';
  return enrolling ? 'enrolled' : 'accepted';
}
