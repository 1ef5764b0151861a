import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { serve } from '@hono/node-server';
import { createSesMailer } from '../../../functions/lib/mailer';
import { stripeGateway } from '../../../functions/payments/gateway/stripe';
import { createPaymentsApp } from '../../../functions/payments/routes';
import { startStripeStandIn, type StripeStandIn } from '../../../infra/local/stripe-stand-in/server';
import { paymentCallbackPath } from '../../../shared/api/payments';
import { table } from '../applications/support';
import { stack } from '../support';
import { stackNow } from '../../support/stack-clock';

export const stripeKeys = {
  secretKey: 'sk_test_integration0123456789',
  webhookSecret: 'whsec_integration0123456789abcdef',
};

/**
 * The payments API with the Stripe adapter (the real SDK) against a Stripe stand-in of its own, on
 * the integration stack's table and mail service, served on a loopback port: the stand-in's webhooks
 * reach it over HTTP. `clock.offsetMs` moves both on together (the stack's time plus it).
 */
export async function startStripePayments() {
  const base = (await stackNow(stack.url)).getTime() - Date.now();
  const clock = { offsetMs: 0 };
  const now = () => new Date(Date.now() + base + clock.offsetMs);
  const standIn: StripeStandIn = await startStripeStandIn({ ...stripeKeys, now });
  const gateway = stripeGateway({ ...stripeKeys, apiUrl: standIn.url, now });
  const mailer = createSesMailer({
    ses: new SESv2Client({
      region: 'eu-west-1',
      endpoint: stack.endpoints.ses,
      credentials: stack.credentials,
    }),
    from: 'no-reply@kenya-eta.localhost',
    fromName: 'Kenya eTA Online',
  });
  const deps = { ...table, gateway, mailer, siteOrigin: stack.url, now };
  const app = createPaymentsApp(deps);
  const server = await new Promise<Server>((resolve) => {
    const s = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, () => resolve(s as Server));
  });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  standIn.setWebhookUrl(`${origin}${paymentCallbackPath}`);
  return {
    standIn,
    gateway,
    deps,
    origin,
    clock,
    now,
    stop: async () => {
      await standIn.stop();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Pays a session on the stand-in's hosted page as a browser would (the form post); returns the answer. */
export function payOnPage(paymentUrl: string, cardNumber = '4242 4242 4242 4242'): Promise<Response> {
  return fetch(paymentUrl, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email: 'payer@example.com', cardNumber, expiry: '12/34', cvc: '123' }),
  });
}

/** Posts a webhook body with a `Stripe-Signature` header to the payments API. */
export function postWebhook(origin: string, payload: string, signature: string): Promise<Response> {
  return fetch(`${origin}${paymentCallbackPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
    body: payload,
  });
}
