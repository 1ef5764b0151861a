import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { confirmationPath } from '../../../shared/api/applications';
import { myApplicationAnswerSchema, personalLinkTtlDays } from '../../../shared/api/personal-link';
import { signToken, verifyToken } from '../../../functions/lib/personal-link';
import { stack } from '../support';
import { company } from '../../../shared/public/company';
import { mailsTo, postJson } from '../applications/support';
import { created, exchange, lostLink, tokenIn } from './support-links';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const inDays = (days: number) => Math.floor(Date.now() / 1000) + days * 86_400;

async function confirmationMailOf(app: { id: string; accessToken: string }, email: string) {
  const res = await postJson(confirmationPath, { applicationId: app.id }, bearer(app.accessToken));
  expect(res.status).toBe(200);
  const mail = (await mailsTo(email)).at(-1);
  expect(mail).toBeDefined();
  return mail as NonNullable<typeof mail>;
}

/** Every way a token can fail answers this, and nothing else. */
async function expectRefused(res: Response) {
  expect(res.status).toBe(401);
  expect(await res.json()).toEqual({ error: 'unauthorized', message: 'This link is not valid' });
}

describe('the personal link in a mail', () => {
  it('opens that application’s status and nothing personal beyond it; the mail has the support Reply-To', async () => {
    const { app, email } = await created();
    const mail = await confirmationMailOf(app, email);
    expect((mail as unknown as { replyTo: string[] }).replyTo).toEqual([company.supportEmail]);
    expect(mail.body.html).toContain(`${stack.url}/my-application#token=`);
    const token = tokenIn(mail.body.text);
    expect(verifyToken(stack.personalLinkSecret, token)).toMatchObject({ a: app.id, g: 0 });

    const res = await exchange(token);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const answer = myApplicationAnswerSchema.parse(await res.json());
    expect(answer.application.applicationNumber).toBe(app.applicationNumber);
    expect(JSON.stringify(answer)).not.toContain(email);
  });

  it('expires after the promised number of days', async () => {
    const { app } = await created();
    const valid = signToken(stack.personalLinkSecret, { a: app.id, g: 0, x: inDays(1) });
    expect((await exchange(valid)).status).toBe(200);
    expect(personalLinkTtlDays).toBeGreaterThanOrEqual(30);
  });
});

describe('a token that does not open an application', () => {
  it('answers 401 and the same body when forged, tampered, expired, malformed or for no application', async () => {
    const { app } = await created();
    const { app: other } = await created();
    const genuine = signToken(stack.personalLinkSecret, { a: app.id, g: 0, x: inDays(10) });
    const [, , signature] = genuine.split('.');
    const otherPayload = Buffer.from(JSON.stringify({ a: other.id, g: 0, x: inDays(10) })).toString(
      'base64url',
    );
    const refused = [
      signToken('another-secret-of-at-least-32-characters', { a: app.id, g: 0, x: inDays(10) }),
      `v1.${otherPayload}.${signature}`,
      signToken(stack.personalLinkSecret, { a: app.id, g: 0, x: inDays(-1) }),
      signToken(stack.personalLinkSecret, { a: randomUUID(), g: 0, x: inDays(10) }),
      signToken(stack.personalLinkSecret, { a: app.id, g: 1, x: inDays(10) }),
      'not-a-token',
      '',
      42,
    ];
    for (const token of refused) await expectRefused(await exchange(token));
    expect((await exchange(genuine)).status).toBe(200);
  });
});

describe('"Lost your link?"', () => {
  it('mails a fresh link that opens the application and revokes the older ones', async () => {
    const { app, email } = await created();
    const old = tokenIn((await confirmationMailOf(app, email)).body.text);
    const before = (await mailsTo(email)).length;

    const res = await lostLink(app.applicationNumber.toLowerCase(), email.toUpperCase());
    expect(res.status).toBe(202);
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(before + 1);
    const fresh = tokenIn(mails.at(-1)?.body.text);
    expect(mails.at(-1)?.subject).toContain(app.applicationNumber);

    await expectRefused(await exchange(old));
    const opened = myApplicationAnswerSchema.parse(await (await exchange(fresh)).json());
    expect(opened.application.applicationNumber).toBe(app.applicationNumber);
  });

  it('answers identically for an unknown application and a wrong e-mail, and mails nobody', async () => {
    const { app, email } = await created();
    const wrongEmail = `someone-else-${randomUUID()}@example.com`;
    const answers = await Promise.all([
      lostLink('KE-00000001', email),
      lostLink(app.applicationNumber, wrongEmail),
    ]);
    const bodies = await Promise.all(answers.map(async (r) => [r.status, await r.text()]));
    expect(bodies).toEqual([
      [202, '{"success":true}'],
      [202, '{"success":true}'],
    ]);
    expect(await mailsTo(email)).toHaveLength(0);
    expect(await mailsTo(wrongEmail)).toHaveLength(0);
  });

  it('refuses a malformed number or e-mail with the status form’s messages', async () => {
    const res = await lostLink('12', 'not-an-email');
    expect(res.status).toBe(400);
    const body = (await res.json()) as { issues: { path: string; message: string }[] };
    expect(body.issues.map((i) => i.message).sort()).toEqual([
      'common.error.emailInvalid',
      'status.errors.applicationNumber.invalid',
    ]);
  });
});
