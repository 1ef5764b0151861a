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
      await enforceRateLimit(deps, deps.rateLimit ?? statusRateLimit, clientIp(c));
      const lookup = await parseJsonBody(c, statusLookupSchema);
      const application = await lookupStatus(deps, lookup);
      c.header('Cache-Control', 'no-store');
      return c.json({ success: true, application } satisfies StatusAnswer, 200);
    });
  }
  return app;
}
