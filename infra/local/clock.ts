import { Hono } from 'hono';
import * as z from 'zod/mini';
import { clockOffsetMs, now, setClockOffsetMs } from '../../functions/lib/clock';

/**
 * The local stack's settable clock: what the functions take as "now" (`functions/lib/clock.ts`) can be
 * moved, so a test need not wait for time to pass (the next 30-second TOTP step, a 5-minute expiry).
 * Served only when the stack is started with `settableClock` (the test stacks) or, for trying things
 * by hand, with `LOCAL_SETTABLE_CLOCK=1 npm start`; the stack listens on loopback only.
 *
 * - `GET /__local/clock` → `{ now, offsetMs }`
 * - `POST /__local/clock` with `{ "advanceMs": 30000 }` (moves it on) or `{ "offsetMs": 0 }` (sets it)
 *
 * The clock only moves forward in tests that share a stack: codes and windows computed from it stay
 * valid for a test running alongside (TOTP accepts one step either side). The stand-ins (DynamoDB TTL,
 * S3 signatures) keep the machine's time.
 */
export const localClockPath = '/__local/clock';

const change = z.union([
  z.object({ advanceMs: z.number().check(z.minimum(0), z.maximum(24 * 60 * 60 * 1000)) }),
  z.object({ offsetMs: z.number().check(z.minimum(0), z.maximum(365 * 24 * 60 * 60 * 1000)) }),
]);

const state = () => ({ now: now().toISOString(), offsetMs: clockOffsetMs() });

export function createLocalClockApp(): Hono {
  const app = new Hono();
  app.get(localClockPath, (c) => c.json(state()));
  app.post(localClockPath, async (c) => {
    const parsed = change.safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success) return c.json({ error: 'invalid_request', message: 'advanceMs or offsetMs' }, 400);
    const body = parsed.data;
    setClockOffsetMs('advanceMs' in body ? clockOffsetMs() + body.advanceMs : body.offsetMs);
    return c.json(state());
  });
  return app;
}
