import { Hono } from 'hono';
import * as z from 'zod/mini';

/**
 * Store faults for end-to-end tests, which run in another process than the stack: the local DynamoDB
 * refuses every write that holds a text (an applicant's e-mail address, so only that test's
 * application fails) until the fault is lifted. Served only on stacks started with `storeFaults`
 * (the end-to-end stack); the stack listens on loopback only.
 *
 * - `POST /__local/store-faults` with `{ "refuseWritesContaining": "a@example.com" }`
 * - `DELETE /__local/store-faults` with the same body lifts it.
 */
export const localStoreFaultsPath = '/__local/store-faults';

const fault = z.object({ refuseWritesContaining: z.string().check(z.minLength(6), z.maxLength(200)) });

export function createLocalStoreFaultsApp(refuse: (text: string) => () => void): Hono {
  const app = new Hono();
  const lifts = new Map<string, () => void>();
  const parse = async (body: Promise<unknown>) => fault.safeParse(await body.catch(() => undefined));
  app.post(localStoreFaultsPath, async (c) => {
    const parsed = await parse(c.req.json());
    if (!parsed.success) return c.json({ error: 'invalid_request', message: 'refuseWritesContaining' }, 400);
    const text = parsed.data.refuseWritesContaining;
    if (!lifts.has(text)) lifts.set(text, refuse(text));
    return c.json({ refused: [...lifts.keys()] });
  });
  app.delete(localStoreFaultsPath, async (c) => {
    const parsed = await parse(c.req.json());
    if (!parsed.success) return c.json({ error: 'invalid_request', message: 'refuseWritesContaining' }, 400);
    const text = parsed.data.refuseWritesContaining;
    lifts.get(text)?.();
    lifts.delete(text);
    return c.json({ refused: [...lifts.keys()] });
  });
  return app;
}
