import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { conditionalWrite } from '../lib/dynamo-writes';
import { staffKeys } from '../lib/staff-session';
import { isSealed, type TotpSecretBox } from '../lib/totp-secret-box';
import { getStaff, type StaffAccount, type StaffAccountsDeps } from './staff-accounts';

const secretAttributes = ['totpSecret', 'pendingTotpSecret'] as const;

/**
 * The migration of accounts enrolled before secrets were sealed: a clear `totpSecret` or
 * `pendingTotpSecret` is sealed and written back, conditional on the clear value still being there
 * (two sign-ins at once seal it once; the loser reads the winner's). Runs on every read that needs a
 * secret (`second-factor.ts`), so an account is migrated at its first sign-in after the upgrade.
 */
export async function sealClearSecrets(
  deps: StaffAccountsDeps & { readonly totpSecrets: TotpSecretBox },
  account: StaffAccount,
): Promise<StaffAccount> {
  let current = account;
  for (const attribute of secretAttributes) {
    const clear = current[attribute];
    if (clear === undefined || isSealed(clear)) continue;
    const sealed = await deps.totpSecrets.seal(clear, current.username);
    const written = await conditionalWrite(
      deps.db,
      new UpdateCommand({
        TableName: deps.tableName,
        Key: staffKeys.staff(current.username),
        UpdateExpression: 'SET #secret = :sealed',
        ConditionExpression: '#secret = :clear',
        ExpressionAttributeNames: { '#secret': attribute },
        ExpressionAttributeValues: { ':sealed': sealed, ':clear': clear },
      }),
    );
    if (written) current = { ...current, [attribute]: sealed };
    else current = (await getStaff(deps, current.username)) ?? current;
  }
  return current;
}
