import type { Hono } from 'hono';
import {
  checkStatusPath,
  statusLookupSchema,
  statusRateLimit,
  trackApplicationPath,
  type StatusAnswer,
} from '../../shared/status/lookup';
import { createApp } from '../lib/app';
import type { TableRef } from '../lib/applications-table';
import { clientIp } from '../lib/client-ip';
import { parseJsonBody } from '../lib/http';
import { enforceRateLimit, type RateLimitRule } from '../lib/rate-limit';
import { lookupStatus } from './lookup-status';

type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };
const settled = <T>(promise: Promise<T>): Promise<Settled<T>> =>
  promise.then(
    (value) => ({ ok: true, value }),
    (error: unknown) => ({ ok: false, error }),
  );
function unwrap<T>(result: Settled<T>): T {
  if (!result.ok) throw result.error;
  return result.value;
}

export interface StatusAppDeps extends TableRef {
  readonly now: () => Date;
  /** Defaults to `statusRateLimit` (10 lookups per client per minute). */
  readonly rateLimit?: RateLimitRule;
}

/**
 * `POST /api/check-status` and `POST /api/track-application` (the two calls of the specification,
 * one answer): 400 on a missing field, 429 with Retry-After after a burst, the same 404 for a wrong
 * number and a wrong e-mail, else 200 `{success: true, application}`.
 */
export function createStatusApp(deps: StatusAppDeps): Hono {
  const app = createApp('status');
  for (const path of [checkStatusPath, trackApplicationPath]) {
    app.post(path, async (c) => {
      // The rate limit's counter and the lookup go to the store side by side (one round trip); a
      // client over the limit gets 429 whatever the lookup found, and never its answer.
      const limited = settled(enforceRateLimit(deps, deps.rateLimit ?? statusRateLimit, clientIp(c)));
      const lookup = await parseJsonBody(c, statusLookupSchema).catch(async (e: unknown) => {
        await limited.then(unwrap);
        throw e;
      });
      const [limit, found] = await Promise.all([limited, settled(lookupStatus(deps, lookup))]);
      unwrap(limit);
      const application = unwrap(found);
      c.header('Cache-Control', 'no-store');
      return c.json({ success: true, application } satisfies StatusAnswer, 200);
    });
  }
  return app;
}
