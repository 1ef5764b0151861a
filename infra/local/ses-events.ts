import { Hono } from 'hono';

/**
 * The local stand-in for SES's event publishing: in the cloud SES publishes each mail's bounce or
 * complaint to an SNS topic that invokes `functions/mail-events/lambda.ts`; locally, posting the event
 * SES would publish here hands it to the same function, wrapped as SNS delivers it.
 *
 * `POST /__local/ses-events` with the SES event (`{"eventType":"Bounce","bounce":{…},"mail":{…}}`), or
 * the SNS notification that carries it (`{"Type":"Notification","Message":"…"}`) → the function's
 * outcome per event. The stack listens on loopback only.
 */
export const localSesEventsPath = '/__local/ses-events';

type Handler = (event: { Records: { Sns: { Message: string } }[] }) => Promise<unknown>;

function messageOf(body: unknown): string {
  const notification = body as { Type?: unknown; Message?: unknown } | null;
  if (notification?.Type === 'Notification' && typeof notification.Message === 'string')
    return notification.Message;
  return JSON.stringify(body);
}

export function createLocalSesEventsApp(handler: Handler): Hono {
  const app = new Hono();
  app.post(localSesEventsPath, async (c) => {
    const body: unknown = await c.req.json().catch(() => undefined);
    if (body === undefined) return c.json({ error: 'invalid_request', message: 'a JSON SES event' }, 400);
    const outcomes = await handler({ Records: [{ Sns: { Message: messageOf(body) } }] });
    return c.json({ outcomes });
  });
  return app;
}
