import type { Hono } from 'hono';
import { contactMessageSchema, contactPath, contactRateLimit } from '../../shared/public/contact';
import { createApp } from '../lib/app';
import { parseJsonBody } from '../lib/http';
import { clientIp } from '../lib/client-ip';
import { enforceRateLimit, type RateLimitRule } from '../lib/rate-limit';
import { submitContactMessage, type ContactDeps } from './submit-message';

export interface ContactAppDeps extends ContactDeps {
  /** Defaults to 5 messages per client per hour. */
  readonly rateLimit?: RateLimitRule;
}

/**
 * `POST /api/contact`: 400 with field paths (nothing stored) on an invalid message; 429 with Retry-After
 * when the client has sent too many valid messages this hour; 201 `{reference}` once the message is
 * stored and e-mailed to support.
 */
export function createContactApp(deps: ContactAppDeps): Hono {
  const app = createApp('contact');
  app.post(contactPath, async (c) => {
    const message = await parseJsonBody(c, contactMessageSchema);
    await enforceRateLimit(deps, deps.rateLimit ?? contactRateLimit, clientIp(c));
    const receipt = await submitContactMessage(deps, message);
    c.header('Cache-Control', 'no-store');
    return c.json(receipt, 201);
  });
  return app;
}
