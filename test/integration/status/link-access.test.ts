import { describe, expect, it } from 'vitest';
import { confirmationPath } from '../../../shared/api/applications';
import {
  linkAccessAnswerSchema,
  linkAccessPath,
  withdrawApplicationPath,
} from '../../../shared/api/personal-link';
import { paymentPath, paymentStatusPath, paymentStateSchema } from '../../../shared/api/payments';
import { documentsListPath } from '../../../shared/documents/rules';
import type { ApplicationCreated } from '../../../shared/journey/schemas';
import { createPersonalLinks, signToken } from '../../../functions/lib/personal-link';
import { stack } from '../support';
import { origin, postJson, storedApplication, table } from '../applications/support';
import { bearer } from '../documents/support';
import { callbackFor, postCallback } from '../payments/support';
import { created, exchange } from './support-links';

const links = createPersonalLinks({
  ...table,
  secret: stack.personalLinkSecret,
  siteOrigin: stack.url,
  now: () => new Date(),
});
const inDays = (days: number) => Math.floor(Date.now() / 1000) + days * 86_400;
const linkToken = (app: { id: string }, g = 0, x = inDays(10)) =>
  signToken(stack.personalLinkSecret, { a: app.id, g, x });
const grant = (token: string) => postJson(linkAccessPath, { token });

async function accessFor(app: ApplicationCreated) {
  const res = await grant(linkToken(app));
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('no-store');
  return linkAccessAnswerSchema.parse(await res.json());
}

const getWith = (path: string, token: string) => fetch(`${origin}${path}`, { headers: bearer(token) });

/**
 * Pay or upload from another device (issue 14 item 4): the personal link's token buys a short-lived
 * access token, which the payment and documents calls accept and no other call does.
 */
describe('access through the personal link on another device', () => {
  it('pays the amount the server computed, then opens the documents, and nothing else', async () => {
    const { app } = await created();
    const access = await accessFor(app);
    expect(access).toMatchObject({ applicationId: app.id, applicationNumber: app.applicationNumber });
    expect(access.accessToken).not.toBe(app.accessToken);
    expect(Date.parse(access.expiresAt) - Date.now()).toBeLessThanOrEqual(60 * 60_000 + 5_000);
    // Only its hash is stored.
    expect(JSON.stringify(await storedApplication(app.id))).not.toContain(access.accessToken);

    // The amount is the server's, whatever the body says.
    const started = await postJson(
      paymentPath,
      { applicationId: app.id, amount: 1, currency: 'USD' },
      bearer(access.accessToken),
    );
    expect(started.status).toBe(200);
    const payment = (await started.json()) as { transactionId: string; paymentUrl: string };
    const state = paymentStateSchema.parse(
      await (await getWith(paymentStatusPath(app.id), access.accessToken)).json(),
    );
    expect(state.amount).toBe(app.pricing.totalPrice);
    expect((await postCallback(callbackFor(app, { ...payment, success: true } as never))).status).toBe(200);

    const overview = await getWith(documentsListPath(app.id), access.accessToken);
    expect(overview.status).toBe(200);
    // Not the calls only the applying browser may make (here: the confirmation mail).
    const confirm = await postJson(confirmationPath, { applicationId: app.id }, bearer(access.accessToken));
    expect(confirm.status).toBe(403);
    // Not another application's.
    const { app: other } = await created();
    expect((await getWith(documentsListPath(other.id), access.accessToken)).status).toBe(403);
  });

  it('gets 401 and nothing for a forged, expired or revoked link; a new link revokes the access too', async () => {
    const { app } = await created();
    const genuine = linkToken(app);
    const [version, payload] = genuine.split('.');
    for (const token of [
      `${version}.${payload}.${'A'.repeat(43)}`,
      linkToken(app, 0, inDays(-1)),
      linkToken(app, 1),
      'not-a-token',
    ]) {
      const res = await grant(token);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ error: 'unauthorized', message: 'This link is not valid' });
    }
    const access = await accessFor(app);
    expect((await getWith(paymentStatusPath(app.id), access.accessToken)).status).toBe(200);

    // A new link ("Lost your link?") revokes the old links and the access they gave.
    expect(await links.renew(app.id)).toEqual({ id: app.id, linkGeneration: 1 });
    expect((await getWith(paymentStatusPath(app.id), access.accessToken)).status).toBe(403);
    expect((await grant(genuine)).status).toBe(401);
    expect((await exchange(linkToken(app, 1))).status).toBe(200);
  });

  it('gives no access to a withdrawn application', async () => {
    const { app } = await created();
    expect((await postJson(withdrawApplicationPath, { token: linkToken(app) })).status).toBe(200);
    expect((await grant(linkToken(app))).status).toBe(409);
  });
});
