import {
  randomBytes,
  randomInt,
  scrypt,
  timingSafeEqual,
  type BinaryLike,
  type ScryptOptions,
} from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { conditionalWrite } from '../lib/dynamo-writes';
import { staffKeys } from '../lib/staff-session';
import type { EnrolExtras } from './second-factor';
import type { StaffAccount, StaffAccountsDeps } from './staff-accounts';

/**
 * One-time recovery codes (issue 13 item 7): a staff member who lost the phone signs in with one of
 * them instead of a TOTP code. Ten codes of ten Crockford base32 characters (50 random bits each),
 * shown as `XXXXX-XXXXX`, given once (at enrolment, or by `npm run staff -- recovery-codes`). Stored
 * only as scrypt hashes under one per-set salt, so checking a code costs one scrypt whichever of the
 * ten it is; compared in constant time with every stored hash. A code is used by a conditional
 * `DELETE` from the string set: two requests with the same code sign in once.
 */
export const recoveryCodeCount = 10;
const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const codeLength = 10;
// 16 MiB, ~50 ms: the codes carry 50 random bits, and the lockout allows 5 tries per 15 minutes.
const scryptParams: ScryptOptions = { N: 2 ** 14, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };

/** Ten new codes, formatted for reading (`7K2QD-M9XWA`). */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: recoveryCodeCount }, () => {
    const chars = Array.from({ length: codeLength }, () => alphabet[randomInt(alphabet.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/**
 * What a person typed, as stored: case, spaces and hyphens do not matter, and the letters Crockford
 * base32 reads as digits (O as 0, I and L as 1) count as them. Undefined when it cannot be a code.
 */
export function normaliseRecoveryCode(input: string): string | undefined {
  const code = input.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  return code.length === codeLength && [...code].every((c) => alphabet.includes(c)) ? code : undefined;
}

function scryptAsync(code: BinaryLike, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(code, salt, 32, scryptParams, (e, key) => (e ? reject(e) : resolve(key))),
  );
}

/** The stored hash of a normalised code under a set's salt (base64). */
export async function hashRecoveryCode(code: string, saltBase64: string): Promise<string> {
  return (await scryptAsync(code, Buffer.from(saltBase64, 'base64'))).toString('base64');
}

export interface StoredRecoveryCodes {
  readonly salt: string;
  readonly hashes: Set<string>;
}

/** The stored form of a set of codes: a fresh salt and one hash per code. */
export async function storedRecoveryCodes(codes: readonly string[]): Promise<StoredRecoveryCodes> {
  const salt = randomBytes(16).toString('base64');
  const hashes = await Promise.all(
    codes.map((code) => hashRecoveryCode(normaliseRecoveryCode(code) ?? code, salt)),
  );
  return { salt, hashes: new Set(hashes) };
}

/** What the enrolling write adds: the first set of codes (`second-factor.ts acceptCode`). */
export function recoveryCodesOnEnrol(stored: StoredRecoveryCodes): EnrolExtras {
  return {
    set: ', recoveryCodeHashes = :recoveryHashes, recoveryCodeSalt = :recoverySalt',
    values: { ':recoveryHashes': stored.hashes, ':recoverySalt': stored.salt },
  };
}

/** The stored hash the code matches, compared with every hash in constant time; else undefined. */
export async function matchingHash(
  input: string,
  salt: string,
  hashes: Iterable<string>,
): Promise<string | undefined> {
  const code = normaliseRecoveryCode(input);
  // A malformed code costs the same scrypt as a well-formed one.
  const candidate = Buffer.from(await hashRecoveryCode(code ?? 'not-a-code', salt), 'base64');
  let match: string | undefined;
  for (const hash of hashes) {
    const stored = Buffer.from(hash, 'base64');
    if (stored.length === candidate.length && timingSafeEqual(stored, candidate) && code !== undefined)
      match = hash;
  }
  return match;
}

/**
 * Uses a recovery code of an enrolled account: removes its hash, on condition that it is still there
 * (and the set unchanged). The codes left, or undefined when the code is wrong or already used.
 */
export async function useRecoveryCode(
  deps: StaffAccountsDeps,
  account: StaffAccount,
  input: string,
): Promise<{ readonly left: number } | undefined> {
  const { recoveryCodeHashes: hashes, recoveryCodeSalt: salt } = account;
  if (account.totpSecret === undefined || hashes === undefined || salt === undefined) {
    await hashRecoveryCode('not-a-code', randomBytes(16).toString('base64'));
    return undefined;
  }
  const hash = await matchingHash(input, salt, hashes);
  if (hash === undefined) return undefined;
  const written = await conditionalWrite(
    deps.db,
    new UpdateCommand({
      TableName: deps.tableName,
      Key: staffKeys.staff(account.username),
      UpdateExpression: 'SET updatedAt = :now DELETE recoveryCodeHashes :used',
      ConditionExpression:
        'contains(recoveryCodeHashes, :hash) AND recoveryCodeSalt = :salt AND attribute_exists(totpSecret)',
      ExpressionAttributeValues: {
        ':used': new Set([hash]),
        ':hash': hash,
        ':salt': salt,
        ':now': deps.now().toISOString(),
      },
      ReturnValues: 'ALL_NEW',
    }),
  );
  if (written === false) return undefined;
  return { left: (written.Attributes?.recoveryCodeHashes as Set<string> | undefined)?.size ?? 0 };
}
