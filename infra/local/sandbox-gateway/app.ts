import { Hono } from 'hono';
import { checkCallbackSignature, readToken, signCallback } from '../../../functions/payments/gateway/signing';
import {
  sandboxLookupRoute,
  sandboxLookupSigned,
  sandboxSessionSchema,
  signatureHeader,
  type SandboxCallback,
  type SandboxLookup,
  type SandboxSession,
} from '../../../functions/payments/gateway/sandbox-protocol';
import { cardErrors, outcomeFor, type CardForm } from './cards';
import { SandboxLedger } from './ledger';
import { messagePage, paymentPage } from './page';

export const sandboxBasePath = '/sandbox-gateway';

export interface SandboxGatewayAppOptions {
  readonly secret: string;
  readonly now?: () => Date;
  /** Delays between callback attempts; a real gateway retries a failed notification. */
  readonly retryDelaysMs?: readonly number[];
  /** The file that keeps the charges across restarts (`<dataDir>/sandbox-payments.json`); memory when absent. */
  readonly ledgerFile?: string;
}

type Outcome = { returnTo: string };

/**
 * The local sandbox gateway's hosted payment page (served by the local stack under /sandbox-gateway).
 * Like a real gateway it checks the card, posts a signed server-to-server callback to the merchant, and
 * then redirects the browser to the return URL with orderId, status, reply_code and reply_desc. A
 * session is paid at most once: a second submission gets the first outcome, never a second charge.
 * Every charge is written to its ledger before the callback goes, and the merchant may look a payment
 * up there (signed request, signed answer), as the reconciliation does when a callback was lost.
 */
export function createSandboxGatewayApp(options: SandboxGatewayAppOptions): Hono {
  const now = options.now ?? (() => new Date());
  const retryDelays = options.retryDelaysMs ?? [200, 1000, 3000];
  const completed = new Map<string, Promise<Outcome>>();
  const ledger = new SandboxLedger(options.ledgerFile);
  const app = new Hono().basePath(sandboxBasePath);

  function session(token: string | undefined): SandboxSession | undefined {
    const parsed = sandboxSessionSchema.safeParse(token ? readToken(options.secret, token) : undefined);
    if (!parsed.success || parsed.data.expiresAt * 1000 < now().getTime()) return undefined;
    return parsed.data;
  }

  async function notify(s: SandboxSession, callback: SandboxCallback): Promise<void> {
    const body = JSON.stringify(callback);
    for (const delay of [0, ...retryDelays]) {
      if (delay) await new Promise((r) => setTimeout(r, delay));
      try {
        const res = await fetch(s.notificationUrl, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            [signatureHeader]: signCallback(options.secret, body, now()),
          },
          body,
          signal: AbortSignal.timeout(10_000),
        });
        if (res.ok) return;
      } catch {
        // retried below, as a real gateway retries its notifications
      }
    }
  }

  function returnUrl(s: SandboxSession, c: SandboxCallback): string {
    const url = new URL(s.returnUrl);
    url.searchParams.set('orderId', s.orderId);
    url.searchParams.set('status', c.status);
    url.searchParams.set('reply_code', c.reply_code);
    url.searchParams.set('reply_desc', c.reply_desc);
    return url.toString();
  }

  const expired = () =>
    messagePage('Payment session expired', 'Start the payment again from the merchant’s site.');

  app.get('/pay', (c) => {
    const token = c.req.query('session');
    const s = session(token);
    if (!s || !token) return c.html(expired(), 400);
    return c.html(paymentPage(token, s));
  });

  app.post('/pay', async (c) => {
    const form = await c.req.parseBody();
    const token = typeof form.session === 'string' ? form.session : undefined;
    const s = session(token);
    if (!s || !token) return c.html(expired(), 400);
    const earlier = completed.get(s.transactionId);
    if (earlier) return c.redirect((await earlier).returnTo, 303);
    const values: CardForm = {
      cardNumber: String(form.cardNumber ?? '').replace(/[\s-]/g, ''),
      expiry: String(form.expiry ?? '').trim(),
      cvc: String(form.cvc ?? '').trim(),
      name: String(form.name ?? ''),
    };
    const errors = cardErrors(values, now());
    if (Object.keys(errors).length > 0) return c.html(paymentPage(token, s, values, errors), 422);
    const outcome = outcomeFor(values.cardNumber);
    const callback: SandboxCallback = {
      orderId: s.orderId,
      transactionId: s.transactionId,
      status: outcome.status,
      reply_code: outcome.replyCode,
      reply_desc: outcome.replyDesc,
      amount: s.amount,
      currency: s.currency,
      card_last4: values.cardNumber.slice(-4),
      occurred_at: now().toISOString(),
    };
    // Charged (in the ledger) before the callback, as a real gateway; recorded before the first await,
    // so a double submission waits for this one.
    ledger.record(callback);
    const done = notify(s, callback).then(() => ({ returnTo: returnUrl(s, callback) }));
    completed.set(s.transactionId, done);
    return c.redirect((await done).returnTo, 303);
  });

  app.get(sandboxLookupRoute, (c) => {
    const check = checkCallbackSignature(
      options.secret,
      sandboxLookupSigned(c.req.path),
      c.req.header(signatureHeader),
      now(),
    );
    if (check !== 'ok') return c.json({ error: 'unauthorized', message: `signature ${check}` }, 401);
    const transactionId = c.req.param('transactionId');
    const callback = ledger.get(transactionId);
    const answer: SandboxLookup = callback
      ? { transactionId, state: 'settled', callback }
      : { transactionId, state: 'unknown' };
    const body = JSON.stringify(answer);
    return c.body(body, 200, {
      'content-type': 'application/json',
      'cache-control': 'no-store',
      [signatureHeader]: signCallback(options.secret, body, now()),
    });
  });

  app.get('/cancel', (c) => {
    const s = session(c.req.query('session'));
    if (!s) return c.html(expired(), 400);
    const url = new URL(s.cancelUrl);
    url.searchParams.set('ref', s.orderId);
    return c.redirect(url.toString(), 303);
  });

  return app;
}
