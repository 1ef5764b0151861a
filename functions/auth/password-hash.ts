import { randomBytes, randomInt, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Staff passwords, hashed with scrypt (`node:crypto`): a random 16-byte salt per password and the cost
 * parameters stored with the hash, `scrypt$<N>$<r>$<p>$<salt base64>$<hash base64>`, so they can be
 * raised later without invalidating stored hashes. N=2^15, r=8, p=1 needs 32 MiB (128·N·r bytes), well
 * within the functions' 512 MB; `maxmem` is set above that. Passwords are never logged or stored.
 */
export interface ScryptParams {
  readonly N: number;
  readonly r: number;
  readonly p: number;
}

export const defaultScryptParams: ScryptParams = { N: 2 ** 15, r: 8, p: 1 };
export const minPasswordLength = 12;
export const maxPasswordLength = 256;

const saltBytes = 16;
const keyBytes = 32;
const maxmem = 128 * 1024 * 1024;

function derive(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  const options: ScryptOptions = { N: params.N, r: params.r, p: params.p, maxmem };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, keyBytes, options, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

export async function hashPassword(
  password: string,
  params: ScryptParams = defaultScryptParams,
): Promise<string> {
  const salt = randomBytes(saltBytes);
  const key = await derive(password, salt, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), key.toString('base64')].join('$');
}

interface ParsedHash {
  readonly params: ScryptParams;
  readonly salt: Buffer;
  readonly key: Buffer;
}

const isPowerOfTwo = (n: number) => Number.isInteger(n) && n > 1 && (n & (n - 1)) === 0;

/** Parses a stored hash; undefined when malformed or when its costs are outside sane bounds. */
export function parsePasswordHash(stored: string): ParsedHash | undefined {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return undefined;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  if (!isPowerOfTwo(N) || N < 2 ** 14 || N > 2 ** 20) return undefined;
  if (!Number.isInteger(r) || r < 1 || r > 32 || !Number.isInteger(p) || p < 1 || p > 4) return undefined;
  if (128 * N * r * p > maxmem / 2) return undefined;
  const salt = Buffer.from(parts[4] ?? '', 'base64');
  const key = Buffer.from(parts[5] ?? '', 'base64');
  if (salt.length < saltBytes || key.length !== keyBytes) return undefined;
  return { params: { N, r, p }, salt, key };
}

/** Compares a password with a stored hash in constant time (false for a malformed hash). */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parsePasswordHash(stored);
  if (parsed === undefined) return false;
  const key = await derive(password, parsed.salt, parsed.params);
  return timingSafeEqual(key, parsed.key);
}

/** A hash of a random password nobody knows, with the default costs (the work of a real check). */
const dummyHash = 'scrypt$32768$8$1$+tq+lp3+Sluu8WzJSabpLA==$zKTWrt5923Xi2l6YvBbxfFwpcFvmAzO4TepYr7GqIRs=';

/**
 * The same work as checking a real password, for an unknown or disabled account, so the answer's
 * timing never tells whether a username exists. Always false.
 */
export async function verifyAgainstNothing(password: string): Promise<false> {
  await verifyPassword(password, dummyHash);
  return false;
}

const passwordAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** A strong random password (4 groups of 5 from 57 characters: about 117 bits), easy to type. */
export function generatePassword(): string {
  const groups = Array.from({ length: 4 }, () =>
    Array.from({ length: 5 }, () => passwordAlphabet[randomInt(passwordAlphabet.length)]).join(''),
  );
  return groups.join('-');
}
