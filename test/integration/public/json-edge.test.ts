import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { authLoginPath, authSecondFactorPath } from '../../../shared/api/admin';
import {
  confirmationPath,
  idempotencyKeyHeader,
  signedAgreementPath,
} from '../../../shared/api/applications';
import { chatStartPath } from '../../../shared/api/chat';
import { paymentCallbackPath, paymentPath, polpayCreatePath } from '../../../shared/api/payments';
import { documentsPath, uploadsPath } from '../../../shared/documents/rules';
import { applicationsPath } from '../../../shared/api/applications';
import { contactPath } from '../../../shared/public/contact';
import { checkStatusPath, trackApplicationPath } from '../../../shared/status/lookup';
import { send } from '../fuzz/client';
import { stack } from '../support';
import { origin, postJson } from '../applications/support';
import { callbackFor, newApplication, postCallback, startPayment } from '../payments/support';

const contact = {
  firstName: 'Amina',
  lastName: 'Otieno',
  email: 'amina@example.com',
  subject: 'A question',
  message: 'When will my eTA be decided?',
};

/** Every public JSON endpoint, with what it needs to get as far as reading its body. */
const endpoints: readonly [string, Record<string, string>][] = [
  [contactPath, {}],
  [chatStartPath, {}],
  [checkStatusPath, {}],
  [trackApplicationPath, {}],
  [applicationsPath, { [idempotencyKeyHeader]: 'abcdefgh-1234' }],
  [signedAgreementPath, { authorization: `Bearer ${'t'.repeat(43)}` }],
  [confirmationPath, { authorization: `Bearer ${'t'.repeat(43)}` }],
  [paymentPath, { authorization: `Bearer ${'t'.repeat(43)}` }],
  [polpayCreatePath, { authorization: `Bearer ${'t'.repeat(43)}` }],
  [uploadsPath, { authorization: `Bearer ${'t'.repeat(43)}` }],
  [documentsPath, { authorization: `Bearer ${'t'.repeat(43)}` }],
  [paymentCallbackPath, {}],
  [authLoginPath, { origin: stack.url }],
  [authSecondFactorPath, { origin: stack.url }],
];

describe('JSON endpoints and other content types', () => {
  it('refuse a cross-site "simple" text/plain POST of a contact message with 415, and store nothing', async () => {
    const res = await fetch(`${origin}${contactPath}`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      body: JSON.stringify(contact),
    });
    expect(res.status).toBe(415);
    expect(await res.json()).toMatchObject({ error: 'unsupported_media_type' });
  });

  it.each(endpoints)('%s answers 415 to text/plain, a form and no content type', async (path, headers) => {
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      undefined,
    ]) {
      // From a loopback address of its own: the status lookups' per-client limit (10 a minute) counts a
      // refused body too, and other files on this stack look statuses up from 127.0.0.1.
      const status = await send(
        origin,
        {
          method: 'POST',
          path,
          headers: { ...headers, ...(type ? { 'content-type': type } : {}) },
          body: '{}',
        },
        randomInt(1, 2 ** 24),
      );
      expect(status, `${path} ${type}`).toBe(415);
    }
  });

  it('accepts application/json with a charset', async () => {
    const res = await postJson(
      chatStartPath,
      // The e-mail too: while no agent is online, a chat needs one.
      { customerName: 'Charset visitor', customerEmail: 'charset@example.com' },
      {
        'content-type': 'application/json; charset=utf-8',
      },
    );
    expect(res.status).toBe(201);
  });
});

describe('strings at the edge', () => {
  it('refuses a NUL, a control character or a lone surrogate anywhere in a body with 400 and its path', async () => {
    for (const bad of ['Am\u0000ina', 'Am\u0007ina', 'Am\ud800ina', 'Am\udc00ina']) {
      const res = await postJson(contactPath, { ...contact, firstName: bad });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({
        issues: [{ path: 'firstName', message: 'errors.body.invalidText' }],
      });
    }
  });

  it('keeps tabs, line breaks and emoji (a surrogate pair) in text', async () => {
    const res = await postJson(contactPath, { ...contact, message: 'Line one\r\n\tLine two 🇰🇪' });
    expect([201, 429]).toContain(res.status);
  });

  it('refuses a signed callback whose order id is 3,000 characters long with 400', async () => {
    const app = await newApplication();
    const payment = await startPayment(app);
    const res = await postCallback(callbackFor(app, payment, { orderId: 'K'.repeat(3000) }));
    expect(res.status).toBe(400);
  });

  it('answers a malformed escape in an id of the path (%ff) with 4xx on every kind of route, never 5xx', async () => {
    const paths = [
      '/api/payments/%ff',
      '/api/kenya-eta-applications/%ff/receipt',
      '/api/documents/%ff/2/photo',
    ];
    for (const path of paths) {
      const res = await fetch(new URL(path, stack.url), { headers: { origin } });
      expect(res.status, path).toBeGreaterThanOrEqual(400);
      expect(res.status, path).toBeLessThan(500);
    }
  });
});
