import { GetCommand, DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../../shared/api/errors';
import { contactPath, contactRateLimit, contactReceiptSchema } from '../../../shared/public/contact';
import { createContactApp } from '../../../functions/contact/routes';
import { createSimpleSesMailer } from '../../../functions/contact/simple-mailer';
import { contactKey } from '../../../functions/contact/submit-message';
import { dynamoClient, stack } from '../support';
import { company } from '../../../shared/public/company';

const db = DynamoDBDocumentClient.from(dynamoClient());

interface SentMail {
  subject: string;
  replyTo: string[];
  destination: { to: string[] };
  body: { text?: string; html?: string };
}

async function mails(): Promise<SentMail[]> {
  const res = await fetch(`${stack.mailViewerUrl}store`);
  return ((await res.json()) as { emails: SentMail[] }).emails;
}

async function storedContactCount(): Promise<number> {
  const result = await db.send(
    new QueryCommand({
      TableName: stack.tableName,
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': 'CONTACT' },
      Select: 'COUNT',
      Limit: 1000,
    }),
  );
  return result.Count ?? 0;
}

function post(body: unknown): Promise<Response> {
  return fetch(`${stack.url}${contactPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const valid = {
  firstName: 'Amina',
  lastName: 'Odhiambo',
  email: 'amina.odhiambo@example.com',
  phone: '+44 20 7946 0000',
  applicationNumber: 'ke-48213907',
  subject: 'Change of arrival date',
  message: 'My flight moved from 3 to 5 March. Can I still use my eTA?',
  locale: 'sw',
};

/** Valid messages accepted from this test client so far (the endpoint allows 5 per hour). */
let accepted = 0;

describe('POST /api/contact', () => {
  it('answers 400 with every invalid field path and stores and mails nothing', async () => {
    const [countBefore, mailsBefore] = [await storedContactCount(), (await mails()).length];
    const res = await post({ ...valid, firstName: ' ', email: 'not-an-email', applicationNumber: 'KE-12' });
    expect(res.status).toBe(400);
    const body = apiErrorSchema.parse(await res.json());
    expect(body.error).toBe('validation_failed');
    expect(body.issues).toEqual([
      { path: 'firstName', message: 'contact.errors.firstName.required' },
      { path: 'email', message: 'common.error.emailInvalid' },
      { path: 'applicationNumber', message: 'contact.errors.applicationNumber.invalid' },
    ]);
    expect(await storedContactCount()).toBe(countBefore);
    expect(await mails()).toHaveLength(mailsBefore);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const res = await post('first=Amina');
    expect(res.status).toBe(400);
    expect(apiErrorSchema.parse(await res.json()).issues).toEqual([
      { path: '', message: 'errors.body.invalidJson' },
    ]);
  });

  it('answers 201 with a reference, stores the message and e-mails it to support with Reply-To the sender', async () => {
    const res = await post(valid);
    expect(res.status).toBe(201);
    accepted += 1;
    const { reference } = contactReceiptSchema.parse(await res.json());

    const stored = await db.send(new GetCommand({ TableName: stack.tableName, Key: contactKey(reference) }));
    expect(stored.Item).toMatchObject({
      reference,
      firstName: 'Amina',
      lastName: 'Odhiambo',
      email: 'amina.odhiambo@example.com',
      applicationNumber: 'KE-48213907',
      subject: 'Change of arrival date',
      message: valid.message,
      locale: 'sw',
      mailStatus: 'sent',
    });
    expect(stored.Item?.expiresAt).toBeGreaterThan(Date.now() / 1000 + 700 * 86_400);

    const mail = (await mails()).find((m) => m.subject.includes(reference));
    expect(mail?.subject).toBe(`[${reference}] Change of arrival date`);
    expect(mail?.destination.to).toEqual([company.supportEmail]);
    expect(mail?.replyTo).toEqual(['amina.odhiambo@example.com']);
    expect(mail?.body.text).toContain(valid.message);
    expect(mail?.body.text).toContain('Application number: KE-48213907');
    expect(mail?.body.text).toContain('Language of the page: Swahili');
    expect(mail?.body.html).toContain('<html lang="en" dir="ltr">');
    expect(mail?.body.html).toContain('Can I still use my eTA?');
  });

  it('answers 429 with Retry-After once a client has sent its hourly messages, and keeps nothing more', async () => {
    const statuses: number[] = [];
    let limited: Response | undefined;
    while (!limited && statuses.length < contactRateLimit.limit + 2) {
      const res = await post({ ...valid, subject: `Burst ${statuses.length}` });
      statuses.push(res.status);
      if (res.status === 429) limited = res;
      else await res.body?.cancel();
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(contactRateLimit.limit - accepted);
    expect(limited?.status).toBe(429);
    const retryAfter = Number(limited?.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(contactRateLimit.windowSeconds);
    expect(apiErrorSchema.parse(await limited?.json()).error).toBe('rate_limited');
    const burstSubjects = (await mails()).filter((m) => m.subject.includes('Burst')).length;
    expect(burstSubjects).toBe(contactRateLimit.limit - accepted);
  });

  it('answers 503 and records the failure when the mail cannot be sent, so the sender tries again', async () => {
    const app = createContactApp({
      db,
      tableName: stack.tableName,
      mailer: {
        send: () => Promise.reject(new Error('SES is down')),
      },
      supportEmail: 'support@kenya-eta.localhost',
      now: () => new Date(),
      newReference: () => 'CT-00000503',
      rateLimit: { name: 'contact-mail-failure-test', limit: 5, windowSeconds: 60 },
    });
    const res = await app.request(contactPath, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(valid),
    });
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ error: 'service_unavailable' });
    const stored = await db.send(
      new GetCommand({ TableName: stack.tableName, Key: contactKey('CT-00000503') }),
    );
    expect(stored.Item?.mailStatus).toBe('failed');
  });

  it('gives a message a new reference when the random one is already taken', async () => {
    const references = ['CT-00000777', 'CT-00000777', 'CT-00000778'];
    const app = createContactApp({
      db,
      tableName: stack.tableName,
      mailer: createSimpleSesMailer({
        ses: new SESv2Client({
          region: 'eu-west-1',
          endpoint: stack.endpoints.ses,
          credentials: stack.credentials,
        }),
        from: 'no-reply@kenya-eta.localhost',
      }),
      supportEmail: 'support@kenya-eta.localhost',
      now: () => new Date(),
      newReference: () => references.shift() ?? 'CT-00000779',
      rateLimit: { name: 'contact-collision-test', limit: 5, windowSeconds: 60 },
    });
    const send = () =>
      app.request(contactPath, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(valid),
      });
    expect(await (await send()).json()).toEqual({ reference: 'CT-00000777' });
    expect(await (await send()).json()).toEqual({ reference: 'CT-00000778' });
  });
});
