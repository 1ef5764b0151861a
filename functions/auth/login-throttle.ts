import { isIPv6 } from 'node:net';
import { errorCodes } from '../../shared/api/errors';
import { HttpError } from '../lib/http';
import {
  consumeRateLimit,
  releaseRateLimit,
  type RateLimitDeps,
  type RateLimitRule,
} from '../lib/rate-limit';
import {
  defaultRepeatLockout,
  recordRepeatLockout,
  repeatLockWait,
  type RepeatLockout,
} from './repeat-lockout';

/**
 * Brute-force protection of the sign-in (DESIGN decision 11). Failed attempts (a wrong name, password
 * or code; an unknown or disabled name counts like a wrong password, so a 429 never tells whether a
 * name exists) are counted in fixed 15-minute windows under three rules. A right answer counts nothing
 * and clears nothing: counters only expire with their window (their items carry a TTL), so an attacker
 * who also holds an account of their own cannot wipe their failures by signing in.
 *
 * The limits hold under concurrency. Before any password or code is checked, the attempt takes its
 * place in all three counters (`reserveAttempt`: one conditional `ADD 1` each, refused at the limit,
 * `consumeRateLimit`), so a burst of parallel requests gets no more tries than one after another. When
 * a rule refuses, the places taken in the others are given back (a refused attempt counts nowhere) and
 * the answer is 429 with Retry-After (the longest wait among the refusing rules: the end of the window).
 * A failure keeps its places; a right answer gives them back (`releaseAttempt`: `ADD -1`, never below
 * zero, in the window they were taken in), so only failures remain counted. While its secret is being
 * checked (~100 ms of scrypt), an attempt holds its place: parallel attempts near a limit can be refused
 * by places that a right answer gives back a moment later, never let through by them. An attempt that
 * ends in an unexpected error (500) keeps its places, as a failure would.
 *
 * - Per username and client, 5: stops a guesser at one address without touching the account's owner
 *   at another one. Knowing a username is no longer enough to lock its owner out. A client that uses
 *   up its 5 again within a day waits longer each time (`repeat-lockout.ts`: 30 min, 1 h, 2 h … 24 h).
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
  /** The growing delay of `perUsernameAndClient`; defaults to `defaultRepeatLockout`. */
  readonly repeatLockout?: RepeatLockout;
}

export const defaultLoginLimits: LoginLimits = {
  perUsernameAndClient: { name: 'login-username-client', limit: 5, windowSeconds: 15 * 60 },
  perClient: { name: 'login-client', limit: 20, windowSeconds: 15 * 60 },
  perUsername: { name: 'login-username', limit: 50, windowSeconds: 15 * 60 },
  repeatLockout: defaultRepeatLockout,
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

/** The key of a username at a client (JSON keeps it unambiguous whatever a typed username contains). */
const pairOf = (attempt: Attempt) => JSON.stringify([attempt.username, clientNetwork(attempt.client)]);

/** The counters an attempt is checked against and counted in, with the key of each. */
function countersOf(limits: LoginLimits, attempt: Attempt): [RateLimitRule, string][] {
  const client = clientNetwork(attempt.client);
  return [
    [limits.perUsernameAndClient, pairOf(attempt)],
    [limits.perClient, client],
    [limits.perUsername, attempt.username],
  ];
}

/** The places one attempt holds in the counters, and the moment (hence the windows) they were taken. */
export interface Reservation {
  readonly at: Date;
  readonly counters: readonly (readonly [RateLimitRule, string])[];
  /** This attempt took the last place of its username and client: failing, it earns a lock. */
  readonly lastOfPair?: { readonly repeatLockout: RepeatLockout; readonly pair: string };
}

const frozenAt = (deps: RateLimitDeps, at: Date): RateLimitDeps => ({ ...deps, now: () => at });

/**
 * Takes the attempt's place in all three counters, or none: when a rule is at its limit, gives back
 * the places taken in the others and throws LockedOutError (all the rules that refused, the longest wait).
 */
export async function reserveAttempt(
  deps: RateLimitDeps,
  limits: LoginLimits,
  attempt: Attempt,
): Promise<Reservation> {
  const at = deps.now();
  const frozen = frozenAt(deps, at);
  const repeatLockout = limits.repeatLockout ?? defaultRepeatLockout;
  // A lock earned by repeated failures comes first: the attempt then counts nowhere.
  const lockedFor = await repeatLockWait(frozen, repeatLockout, pairOf(attempt));
  if (lockedFor > 0) throw new LockedOutError(lockedFor, [limits.perUsernameAndClient.name]);
  const counters = countersOf(limits, attempt);
  const results = await Promise.allSettled(
    counters.map(([rule, key]) => consumeRateLimit(frozen, rule, key)),
  );
  const outcomes = counters.map(([rule, key], i) => ({ rule, key, result: results[i] }));
  const taken = outcomes.filter((o) => o.result?.status === 'fulfilled' && o.result.value.allowed);
  if (taken.length === counters.length) {
    const pairResult = results[0];
    const last =
      pairResult?.status === 'fulfilled' && pairResult.value.allowed && pairResult.value.remaining === 0;
    return last ? { at, counters, lastOfPair: { repeatLockout, pair: pairOf(attempt) } } : { at, counters };
  }

  // Refused, or a counter could not be reached: this attempt counts nowhere.
  await releaseAttempt(deps, { at, counters: taken.map((o) => [o.rule, o.key] as const) });
  const failure = results.find((r) => r.status === 'rejected');
  if (failure !== undefined) throw failure.reason;
  const refused = outcomes.flatMap(({ rule, result }) =>
    result?.status === 'fulfilled' && !result.value.allowed
      ? [{ name: rule.name, wait: result.value.retryAfterSeconds }]
      : [],
  );
  throw new LockedOutError(
    Math.max(...refused.map((r) => r.wait)),
    refused.map((r) => r.name),
  );
}

/**
 * Gives an attempt's places back (a right answer: successes never count, and clear no earlier failure),
 * in the windows they were taken in.
 */
export async function releaseAttempt(deps: RateLimitDeps, reservation: Reservation): Promise<void> {
  const frozen = frozenAt(deps, reservation.at);
  await Promise.all(reservation.counters.map(([rule, key]) => releaseRateLimit(frozen, rule, key)));
}

/**
 * A failed attempt keeps its places; when it took the last place of its username and client, the pair
 * earns a strike, and from the second within a day a longer lock (`repeat-lockout.ts`).
 */
export async function recordFailedAttempt(deps: RateLimitDeps, reservation: Reservation): Promise<void> {
  const last = reservation.lastOfPair;
  if (last) await recordRepeatLockout(frozenAt(deps, reservation.at), last.repeatLockout, last.pair);
}
