import { errorCodes } from '../../shared/api/errors';
import { HttpError } from '../lib/http';
import {
  consumeRateLimit,
  peekRateLimit,
  type RateLimitDeps,
  type RateLimitResult,
  type RateLimitRule,
} from '../lib/rate-limit';

/**
 * Brute-force protection of the sign-in (DESIGN decision 11): failed attempts (a wrong name, password
 * or code) are counted per username and per client address in fixed 15-minute windows. Before any
 * check, a username or client at its limit gets 429 with Retry-After; a right answer counts nothing.
 */
export interface LoginLimits {
  readonly perUsername: RateLimitRule;
  readonly perClient: RateLimitRule;
}

export const defaultLoginLimits: LoginLimits = {
  perUsername: { name: 'login-username', limit: 5, windowSeconds: 15 * 60 },
  perClient: { name: 'login-client', limit: 20, windowSeconds: 15 * 60 },
};

export interface Attempt {
  /** Normalised username (it may not exist). */
  readonly username: string;
  /** The client's address (hashed before it is stored). */
  readonly client: string;
}

export class LockedOutError extends HttpError {
  override name = 'LockedOutError';
  constructor(readonly retryAfterSeconds: number) {
    super(429, errorCodes.rateLimited, 'Too many attempts. Try again later.', undefined, {
      'Retry-After': String(retryAfterSeconds),
    });
  }
}

function retryAfter(results: readonly RateLimitResult[]): number | undefined {
  const waits = results.flatMap((r) => (r.allowed ? [] : [r.retryAfterSeconds]));
  return waits.length > 0 ? Math.max(...waits) : undefined;
}

/** Throws LockedOutError when the username or the client has used up its failures. */
export async function assertNotLockedOut(deps: RateLimitDeps, limits: LoginLimits, attempt: Attempt) {
  const wait = retryAfter(
    await Promise.all([
      peekRateLimit(deps, limits.perUsername, attempt.username),
      peekRateLimit(deps, limits.perClient, attempt.client),
    ]),
  );
  if (wait !== undefined) throw new LockedOutError(wait);
}

/** Counts a failed attempt against both limits. */
export async function recordFailure(deps: RateLimitDeps, limits: LoginLimits, attempt: Attempt) {
  await Promise.all([
    consumeRateLimit(deps, limits.perUsername, attempt.username),
    consumeRateLimit(deps, limits.perClient, attempt.client),
  ]);
}
