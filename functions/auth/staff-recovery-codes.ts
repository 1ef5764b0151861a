import { newRecoveryCodes, storedRecoveryCodes } from './recovery-codes';
import {
  getStaff,
  parse,
  StaffInputError,
  StaffNotFoundError,
  summaryOf,
  usernameSchema,
  type StaffChangeDeps,
  type StaffSummary,
} from './staff-accounts';
import { writeStaffChange } from './staff-change';
import { staffKeys } from '../lib/staff-session';

/**
 * `npm run staff -- recovery-codes --username x`: ten new recovery codes for an enrolled account,
 * replacing the old ones (a new salt and set: every old code stops working at once), audited
 * `recovery_codes_regenerated` in the same transaction. The codes are returned to be shown once.
 */
export async function regenerateRecoveryCodes(
  deps: StaffChangeDeps,
  username: string,
): Promise<{ readonly account: StaffSummary; readonly codes: readonly string[] }> {
  const name = parse(usernameSchema, username);
  const codes = newRecoveryCodes();
  const stored = await storedRecoveryCodes(codes);
  const at = deps.now();
  const written = await writeStaffChange(
    deps,
    at,
    {
      Update: {
        TableName: deps.tableName,
        Key: staffKeys.staff(name),
        UpdateExpression: 'SET recoveryCodeHashes = :hashes, recoveryCodeSalt = :salt, updatedAt = :now',
        ConditionExpression: 'attribute_exists(pk) AND attribute_exists(totpSecret)',
        ExpressionAttributeValues: {
          ':hashes': stored.hashes,
          ':salt': stored.salt,
          ':now': at.toISOString(),
        },
      },
    },
    { username: name, action: 'recovery_codes_regenerated', detail: { count: codes.length } },
  );
  const account = await getStaff(deps, name);
  if (account === undefined) throw new StaffNotFoundError(`No staff account ${name}`);
  if (!written)
    throw new StaffInputError(
      `${name} has no authenticator yet: the first sign-in enrols one and shows the recovery codes`,
    );
  return { account: summaryOf(account), codes };
}
