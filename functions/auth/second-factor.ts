import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { LoginAnswer } from '../../shared/api/admin';
import { conditionalWrite } from '../lib/dynamo-writes';
import { staffKeys } from '../lib/staff-session';
import { SealedSecretError, type TotpSecretBox } from '../lib/totp-secret-box';
import { errorFields, log } from '../lib/log';
import { sealClearSecrets } from './sealed-secrets';
import type { StaffAccount, StaffAccountsDeps } from './staff-accounts';
import { enrolmentOf, matchingTimeStep, newTotpSecret } from './totp';

/**
 * The second step of a sign-in, on the account item. An account without an authenticator app is
 * offered a secret (kept sealed as `pendingTotpSecret`; the same one until it is confirmed or reset,
 * so a second password attempt shows the QR code already scanned). A code is accepted once: the
 * update that records its time step is conditional on that step being later than the last one used.
 * Secrets are stored sealed (`functions/lib/totp-secret-box.ts`) and opened only here; a clear one
 * left from before is sealed on first read (`sealed-secrets.ts`).
 */
export interface SecondFactorDeps extends StaffAccountsDeps {
  readonly totpSecrets: TotpSecretBox;
}

/** What the browser is asked after a right password: the code, or enrolment with a QR code. */
export async function nextStepFor(deps: SecondFactorDeps, stored: StaffAccount): Promise<LoginAnswer> {
  const account = await sealClearSecrets(deps, stored);
  if (account.totpSecret !== undefined) return { next: 'totp' };
  const result = await deps.db.send(
    new UpdateCommand({
      TableName: deps.tableName,
      Key: staffKeys.staff(account.username),
      UpdateExpression: 'SET pendingTotpSecret = if_not_exists(pendingTotpSecret, :secret), updatedAt = :now',
      ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(totpSecret)',
      ExpressionAttributeValues: {
        ':secret': await deps.totpSecrets.seal(newTotpSecret(), account.username),
        ':now': deps.now().toISOString(),
      },
      ReturnValues: 'ALL_NEW',
    }),
  );
  const secret = await deps.totpSecrets.open(String(result.Attributes?.pendingTotpSecret), account.username);
  return { next: 'enrol', ...enrolmentOf(secret, account.username) };
}

/**
 * A sealed secret that does not open (another key, or copied from another account: the username is
 * bound to it) checks no code; an operator sees why in the log and resets the authenticator.
 */
async function openOrNothing(box: TotpSecretBox, sealed: string, username: string) {
  try {
    return await box.open(sealed, username);
  } catch (e: unknown) {
    if (!(e instanceof SealedSecretError)) throw e;
    log.error('TOTP secret does not open: reset the authenticator (npm run staff -- reset-2fa)', {
      username,
      ...errorFields(e),
    });
    return undefined;
  }
}

export type CodeCheck = 'accepted' | 'enrolled' | 'invalid';

/**
 * Checks a code against the enrolled secret, or against the offered one (which it then confirms).
 * `invalid`: wrong, outside ±1 step, already used, or the account changed meanwhile (reset, enrolled).
 * `onEnrol` adds to the enrolling write (the first recovery codes, `recovery-codes.ts`).
 */
export async function acceptCode(
  deps: SecondFactorDeps,
  stored: StaffAccount,
  code: string,
  onEnrol: EnrolExtras = noExtras,
): Promise<CodeCheck> {
  const account = await sealClearSecrets(deps, stored);
  const enrolling = account.totpSecret === undefined;
  const sealed = account.totpSecret ?? account.pendingTotpSecret;
  if (sealed === undefined) return 'invalid';
  const secret = await openOrNothing(deps.totpSecrets, sealed, account.username);
  if (secret === undefined) return 'invalid';
  const now = deps.now();
  const step = matchingTimeStep(secret, code, now);
  if (step === undefined || (account.lastTotpStep !== undefined && step <= account.lastTotpStep))
    return 'invalid';
  const extras = enrolling ? onEnrol : noExtras;
  const written = await conditionalWrite(
    deps.db,
    new UpdateCommand({
      TableName: deps.tableName,
      Key: staffKeys.staff(account.username),
      UpdateExpression: enrolling
        ? `SET totpSecret = :secret, lastTotpStep = :step, updatedAt = :now${extras.set} REMOVE pendingTotpSecret`
        : 'SET lastTotpStep = :step, updatedAt = :now',
      ConditionExpression: enrolling
        ? 'pendingTotpSecret = :secret AND attribute_not_exists(totpSecret)'
        : 'totpSecret = :secret AND (attribute_not_exists(lastTotpStep) OR lastTotpStep < :step)',
      ExpressionAttributeValues: {
        ':secret': sealed,
        ':step': step,
        ':now': now.toISOString(),
        ...extras.values,
      },
    }),
  );
  if (!written) return 'invalid';
  return enrolling ? 'enrolled' : 'accepted';
}

/** More to set in the enrolling write: `set` is `, a = :a, ...` with its values. */
export interface EnrolExtras {
  readonly set: string;
  readonly values: Readonly<Record<string, unknown>>;
}
const noExtras: EnrolExtras = { set: '', values: {} };
