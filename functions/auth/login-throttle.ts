import { isIPv6 } from 'node:net';
import { errorCodes } from '../../shared/api/errors';
import { HttpError } from '../lib/http';
import { consumeRateLimit, peekRateLimit, type RateLimitDeps, type RateLimitRule } from '../lib/rate-limit';

/**
 * Brute-force protection of the sign-in (DESIGN decision 11). Failed attempts (a wrong name, password
 * or code; an unknown or disabled name counts like a wrong password, so a 429 never tells whether a
 * name exists) are counted in fixed 15-minute windows under three rules; before any check, an attempt
 * that one of them has used up gets 429 with Retry-After (the end of the window). A right answer counts
 * nothing and clears nothing: counters only expire with their window (their items carry a TTL), so an
 * attacker who also holds an account of their own cannot wipe their failures by signing in.
 *
 * - Per username and client, 5: stops a guesser at one address without touching the account's owner
 *   at another one. Knowing a username is no longer enough to lock its owner out.
 * - Per client, 20: stops one address that tries many usernames (spraying one password over all).
 * - Per username from all clients together, 50: bounds a distributed guess of one account to 50 tries
 *   per 15 minutes (4,800 a day) against passwords of at least 12 characters, with a second factor
 *   behind them. One address can give a username at most 5 failures (the first rule) and 20 in all,
 *   so reaching 50 takes at least 10 addresses working together: one attacker alone cannot lock the
 *   owner out, and a botnet that can is the case this ceiling exists for (it then stops for everyone,
 *   the owner too, until the window ends; staff then see `locked_out` and `sign_in_failed` entries
 *   from many clients in the audit log).
 *
 * A "client" is its IPv4 address, or for IPv6 its /64 network: one subscriber usually holds a whole
 * /64 and could otherwise take a fresh address for every attempt and reach the ceiling alone.
 * Counter keys are hashes (`clientKey`), so no address or username is stored in clear.
 */
export interface LoginLimits {
  readonly perUsernameAndClient: RateLimitRule;
  readonly perClient: RateLimitRule;
  readonly perUsername: RateLimitRule;
}

export const defaultLoginLimits: LoginLimits = {
  perUsernameAndClient: { name: 'login-username-client', limit: 5, windowSeconds: 15 * 60 },
  perClient: { name: 'login-client', limit: 20, windowSeconds: 15 * 60 },
  perUsername: { name: 'login-username', limit: 50, windowSeconds: 15 * 60 },
};

export interface Attempt {
  /** Normalised username (it may not exist). */
  readonly username: string;
  /** The client's address (hashed before it is stored). */
  readonly client: string;
}

export class LockedOutError extends HttpError {
  override name = 'LockedOutError';
  constructor(
    readonly retryAfterSeconds: number,
    /** The names of the rules that refused the attempt (for the audit log, never for the client). */
    readonly rules: readonly string[],
  ) {
    super(429, errorCodes.rateLimited, 'Too many attempts. Try again later.', undefined, {
      'Retry-After': String(retryAfterSeconds),
    });
  }
}

/** The 64-bit network of an IPv6 address as `a:b:c:d::/64`; an IPv4 address (or anything else) as is. */
export function clientNetwork(address: string): string {
  if (!isIPv6(address)) return address;
  const [zoneless = ''] = address.split('%');
  const [head = '', tail] = zoneless.split('::');
  const groups = (part = '') => (part === '' ? [] : part.split(':'));
  const before = groups(head);
  // A dotted IPv4 tail (`::ffff:192.0.2.1`) stands for two groups.
  const after = groups(tail).flatMap((g) => (g.includes('.') ? ['0', '0'] : [g]));
  const zeros = tail === undefined ? [] : Array<string>(8 - before.length - after.length).fill('0');
  const network = [...before, ...zeros, ...after].slice(0, 4);
  return `${network.map((g) => Number.parseInt(g, 16).toString(16)).join(':')}::/64`;
}

/** The counters an attempt is checked against and counted in, with the key of each. */
function countersOf(limits: LoginLimits, attempt: Attempt): [RateLimitRule, string][] {
  const client = clientNetwork(attempt.client);
  return [
    // JSON keeps the pair unambiguous whatever a typed username contains.
    [limits.perUsernameAndClient, JSON.stringify([attempt.username, client])],
    [limits.perClient, client],
    [limits.perUsername, attempt.username],
  ];
}

/** Throws LockedOutError when any of the three rules has used up its failures. */
export async function assertNotLockedOut(deps: RateLimitDeps, limits: LoginLimits, attempt: Attempt) {
  const checks = await Promise.all(
    countersOf(limits, attempt).map(async ([rule, key]) => ({
      name: rule.name,
      result: await peekRateLimit(deps, rule, key),
    })),
  );
  const refused = checks.flatMap(({ name, result }) =>
    result.allowed ? [] : [{ name, wait: result.retryAfterSeconds }],
  );
  if (refused.length === 0) return;
  throw new LockedOutError(
    Math.max(...refused.map((r) => r.wait)),
    refused.map((r) => r.name),
  );
}

/** Counts a failed attempt under all three rules. */
export async function recordFailure(deps: RateLimitDeps, limits: LoginLimits, attempt: Attempt) {
  await Promise.all(countersOf(limits, attempt).map(([rule, key]) => consumeRateLimit(deps, rule, key)));
}
