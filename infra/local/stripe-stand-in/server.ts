import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { decodeStripeForm, field } from './form-body';
import { checkoutPage, messagePage, standInCards } from './page';
import {
  newRefundId,
  publicSession,
  sessionFrom,
  StandInRequestError,
  type StandInSession,
} from './sessions';
import { signedEvent, type SentEvent } from './webhook';

export interface StripeStandInOptions {
  /** The API key the product must send (`Authorization: Bearer …`). */
  readonly secretKey: string;
  /** Signs the webhooks (the product's `webhookSecret`). */
  readonly webhookSecret: string;
  /** Where the webhooks go (the product's `/api/payment-callback`); may be set after start. */
  webhookUrl?: string;
  /** The product's clock (the settable one locally): sessions' expiry and the webhooks' timestamps. */
  readonly now?: () => Date;
  readonly port?: number;
}

export interface StripeStandIn {
  /** `http://127.0.0.1:<port>`: the SDK's host and port, and the hosted page's origin. */
  readonly url: string;
  /** Every webhook sent, in order (tests replay them). */
  readonly events: readonly SentEvent[];
  /** The refunds created, by id. */
  readonly refunds: ReadonlyMap<string, { readonly payment_intent: string; readonly amount: number }>;
  setWebhookUrl(url: string): void;
  stop(): Promise<void>;
}

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${Date.now()}` });
  res.end(JSON.stringify(body));
};
const stripeError = (res: ServerResponse, status: number, message: string, param?: string) =>
  json(res, status, { error: { type: 'invalid_request_error', message, ...(param ? { param } : {}) } });

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * A small Stripe for the local stack and the tests (issue 17 item 2): the three API calls the product
 * makes (create and retrieve a Checkout Session, create a refund; plus expire, as Stripe has), with
 * Idempotency-Key replay as Stripe does it, and a hosted Checkout page that, when a test card is paid,
 * sends the signed `checkout.session.completed` webhook (signed with the SDK's own
 * `webhooks.generateTestHeaderString`) and sends the browser to `success_url`. Real HTTP on loopback.
 */
export async function startStripeStandIn(options: StripeStandInOptions): Promise<StripeStandIn> {
  const now = options.now ?? (() => new Date());
  const seconds = () => Math.floor(now().getTime() / 1000);
  const sessions = new Map<string, StandInSession>();
  const replays = new Map<
    string,
    { readonly hash: string; readonly status: number; readonly body: unknown }
  >();
  const refunds = new Map<string, { payment_intent: string; amount: number }>();
  const events: SentEvent[] = [];
  const stripe = new Stripe(options.secretKey, { telemetry: false });
  let webhookUrl = options.webhookUrl;
  let base = '';

  async function send(type: string, session: StandInSession): Promise<void> {
    const event = signedEvent(
      stripe,
      options.webhookSecret,
      type,
      publicSession(session, seconds()),
      seconds(),
    );
    events.push(event);
    if (!webhookUrl) return;
    await fetch(webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': event.signature },
      body: event.payload,
    }).then(
      (r) => r.body?.cancel(),
      // Stripe's page does not depend on the delivery: a lost webhook is the reconciliation's to find.
      () => undefined,
    );
  }

  function api(req: IncomingMessage, path: string, body: string): { status: number; body: unknown } {
    const form = decodeStripeForm(body);
    if (req.method === 'POST' && path === '/v1/checkout/sessions') {
      const session = sessionFrom(form, base, seconds());
      sessions.set(session.id, session);
      return { status: 200, body: publicSession(session, seconds()) };
    }
    const match = /^\/v1\/checkout\/sessions\/([\w]+)(\/expire)?$/.exec(path);
    const session = match ? sessions.get(match[1] ?? '') : undefined;
    if (match && !session) throw new StandInRequestError('id', `No such checkout.session: '${match[1]}'`);
    if (session && req.method === 'GET' && !match?.[2])
      return { status: 200, body: publicSession(session, seconds()) };
    if (session && req.method === 'POST' && match?.[2]) {
      if (publicSession(session, seconds()).status !== 'open')
        throw new StandInRequestError('id', 'Only open sessions can be expired.');
      session.status = 'expired';
      void send('checkout.session.expired', session);
      return { status: 200, body: publicSession(session, seconds()) };
    }
    if (req.method === 'POST' && path === '/v1/refunds') {
      const intent = field(form, 'payment_intent');
      const paid = [...sessions.values()].find((s) => intent && s.payment_intent === intent);
      if (!paid) throw new StandInRequestError('payment_intent', `No such payment_intent: '${intent}'`);
      const refunded = [...refunds.values()]
        .filter((r) => r.payment_intent === intent)
        .reduce((n, r) => n + r.amount, 0);
      const amount = Number(field(form, 'amount') ?? paid.amount_total - refunded);
      if (!Number.isInteger(amount) || amount <= 0 || amount + refunded > paid.amount_total) {
        throw new StandInRequestError('amount', 'Refund amount is greater than the unrefunded amount.');
      }
      const refund = {
        id: newRefundId(),
        object: 'refund',
        amount,
        currency: paid.currency,
        payment_intent: intent,
        status: 'succeeded',
      };
      refunds.set(refund.id, { payment_intent: paid.payment_intent ?? '', amount });
      return { status: 200, body: refund };
    }
    return {
      status: 404,
      body: {
        error: {
          type: 'invalid_request_error',
          message: `Unrecognized request URL (${req.method}: ${path})`,
        },
      },
    };
  }

  async function onApi(req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
    if (req.headers.authorization !== `Bearer ${options.secretKey}`) {
      return stripeError(res, 401, 'Invalid API Key provided');
    }
    const body = await readBody(req);
    const key = req.headers['idempotency-key'];
    const slot = typeof key === 'string' ? `${req.method} ${path} ${key}` : undefined;
    const hash = createHash('sha256').update(body).digest('hex');
    const earlier = slot ? replays.get(slot) : undefined;
    if (earlier) {
      if (earlier.hash !== hash) {
        return json(res, 400, {
          error: {
            type: 'idempotency_error',
            message:
              'Keys for idempotent requests can only be used with the same parameters they were first used with.',
          },
        });
      }
      res.setHeader('idempotent-replayed', 'true');
      return json(res, earlier.status, earlier.body);
    }
    try {
      const answer = api(req, path, body);
      if (slot) replays.set(slot, { hash, ...answer });
      return json(res, answer.status, answer.body);
    } catch (e: unknown) {
      if (e instanceof StandInRequestError)
        return stripeError(res, e.message.startsWith('No such') ? 404 : 400, e.message, e.param);
      throw e;
    }
  }

  async function onPage(req: IncomingMessage, res: ServerResponse, sessionId: string): Promise<void> {
    const session = sessions.get(sessionId);
    const html = (status: number, page: string) => {
      const targets = session
        ? [new URL(session.success_url).origin, new URL(session.cancel_url).origin]
        : [];
      res.writeHead(status, {
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${targets.join(' ')}; frame-ancestors 'none'; base-uri 'none'`,
        'cache-control': 'no-store',
      });
      res.end(page);
    };
    if (!session) return html(404, messagePage('Not found', 'This checkout session does not exist.'));
    const state = publicSession(session, seconds()).status;
    if (state === 'expired')
      return html(410, messagePage('Session expired', 'This checkout session has expired.'));
    if (state === 'complete')
      return html(409, messagePage('Already paid', 'This checkout session is already paid.'));
    if (req.method !== 'POST') return html(200, checkoutPage(session));
    const form = new URLSearchParams(await readBody(req));
    const card = (form.get('cardNumber') ?? '').replace(/\D/g, '');
    if (card === standInCards.declined) return html(402, checkoutPage(session, 'Your card was declined.'));
    if (card !== standInCards.approved)
      return html(400, checkoutPage(session, 'Your card number is invalid.'));
    session.status = 'complete';
    session.payment_status = 'paid';
    session.payment_intent = `pi_${session.id.slice(8)}`;
    // Stripe sends the webhook and redirects independently; here the webhook is delivered first so
    // that the result page and the tests see one order of events.
    await send('checkout.session.completed', session);
    res.writeHead(303, { location: session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id) });
    res.end();
  }

  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    const page = /^\/pay\/(cs_test_\w+)$/.exec(path);
    const work = path.startsWith('/v1/')
      ? onApi(req, res, path)
      : page
        ? onPage(req, res, page[1] ?? '')
        : Promise.resolve(stripeError(res, 404, 'Not found'));
    work.catch(() => {
      if (!res.headersSent) stripeError(res, 500, 'The stand-in failed');
      else res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    events,
    refunds,
    setWebhookUrl: (url) => {
      webhookUrl = url;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
