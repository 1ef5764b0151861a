import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import Stripe from 'stripe';
import { afterAll, describe, expect, it } from 'vitest';
import type { ApplicationCreated } from '../../../shared/journey/schemas';
import { paymentPath, type CreatedPaymentAnswer } from '../../../shared/api/payments';
import { issueRefund } from '../../../functions/payments/issue-refund';
import { hasRefundOutstanding, type PaymentApplication } from '../../../functions/payments/payment-records';
import { allStatsKeys } from '../../../functions/lib/dashboard-stats';
import { adminApplicationPath, type ApplicationDetail } from '../../../shared/api/admin';
import { adminJson, signedIn } from '../admin/support';
import { reconcilePayments } from '../../../functions/payments/reconcile';
import { db, mailsTo, storedApplication } from '../applications/support';
import { stack } from '../support';
import { attemptsOf, bearer, newApplication } from './support';
import { payOnPage, postWebhook, startStripePayments, stripeKeys } from './stripe-support';

const stripe = await startStripePayments();
afterAll(() => stripe.stop());
const admin = await signedIn('admin');

/** The dashboard's "refunds due" counter: the sum over its shards. */
async function refundsDueCount(): Promise<number> {
  const { Responses } = await db.send(
    new BatchGetCommand({ RequestItems: { [stack.tableName]: { Keys: allStatsKeys() } } }),
  );
  return (Responses?.[stack.tableName] ?? []).reduce((n, item) => n + Number(item.refundsDue ?? 0), 0);
}

async function start(app: ApplicationCreated): Promise<CreatedPaymentAnswer> {
  const res = await fetch(`${stripe.origin}${paymentPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...bearer(app.accessToken) },
    body: JSON.stringify({ applicationId: app.id, locale: 'en' }),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as CreatedPaymentAnswer;
}

const paid = async (id: string) => ((await storedApplication(id)) as PaymentApplication).paymentStatus;
const receipts = async (id: string) => {
  const { contactEmail } = (await storedApplication(id)) as PaymentApplication;
  return (await mailsTo(contactEmail)).filter((m) => /Payment received/.test(m.subject)).length;
};
const lastEvent = () => {
  const event = stripe.standIn.events.at(-1);
  if (!event) throw new Error('no webhook was sent');
  return event;
};

describe('Stripe Checkout through the SDK, against the stand-in', () => {
  it('creates one session for the server-computed amount, paid once through the signed webhook', async () => {
    const app = await newApplication();
    const first = await start(app);
    expect(first.transactionId).toMatch(/^cs_test_/);
    expect(first.paymentUrl.startsWith(`${stripe.standIn.url}/pay/`)).toBe(true);
    // A second click gets the same session (and the SDK's Idempotency-Key keeps retries to one).
    expect(await start(app)).toEqual(first);
    const session = await new Stripe(stripeKeys.secretKey, {
      host: '127.0.0.1',
      port: Number(new URL(stripe.standIn.url).port),
      protocol: 'http',
      telemetry: false,
    }).checkout.sessions.retrieve(first.transactionId);
    expect(session.amount_total).toBe(Math.round(app.pricing.totalPrice * 100));
    expect(session.currency).toBe('usd');
    expect(session.client_reference_id).toBe(app.applicationNumber);

    const page = await payOnPage(first.paymentUrl);
    expect(page.status).toBe(303);
    expect(page.headers.get('location')).toContain('/kenya-eta-payment-result');
    expect(lastEvent().type).toBe('checkout.session.completed');
    expect(await paid(app.id)).toBe('paid');
    expect(await receipts(app.id)).toBe(1);
    const [attempt] = await attemptsOf(app.id);
    expect(attempt).toMatchObject({
      gateway: 'stripe',
      status: 'succeeded',
      transactionId: first.transactionId,
    });

    // Replayed: acknowledged, nothing changes (no second receipt).
    const replay = await postWebhook(stripe.origin, lastEvent().payload, lastEvent().signature);
    expect(replay.status).toBe(200);
    expect(await receipts(app.id)).toBe(1);
    expect(await attemptsOf(app.id)).toHaveLength(1);
  });

  it('refuses a webhook signed with another secret, or altered, with 400 and changes nothing', async () => {
    const app = await newApplication();
    const started = await start(app);
    const payload = JSON.stringify({
      id: 'evt_forged',
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: started.transactionId,
          object: 'checkout.session',
          client_reference_id: app.applicationNumber,
          amount_total: Math.round(app.pricing.totalPrice * 100),
          currency: 'usd',
          status: 'complete',
          payment_status: 'paid',
        },
      },
    });
    const at = Math.floor(stripe.now().getTime() / 1000);
    const sign = (secret: string, body = payload) =>
      Stripe.webhooks.generateTestHeaderString({ payload: body, secret, timestamp: at });
    expect((await postWebhook(stripe.origin, payload, sign('whsec_another0123456789abcdef'))).status).toBe(
      400,
    );
    expect((await postWebhook(stripe.origin, `${payload} `, sign(stripeKeys.webhookSecret))).status).toBe(
      400,
    );
    expect(
      (await postWebhook(stripe.origin, payload, sign(stripeKeys.webhookSecret, `${payload} `))).status,
    ).toBe(400);
    expect((await postWebhook(stripe.origin, payload, '')).status).toBe(400);
    // Genuine but for another amount: refused, not paid.
    const cheaper = payload.replace(/"amount_total":\d+/, '"amount_total":100');
    expect((await postWebhook(stripe.origin, cheaper, sign(stripeKeys.webhookSecret, cheaper))).status).toBe(
      400,
    );
    const otherCurrency = payload.replace('"currency":"usd"', '"currency":"eur"');
    expect(
      (await postWebhook(stripe.origin, otherCurrency, sign(stripeKeys.webhookSecret, otherCurrency))).status,
    ).toBe(400);
    expect(await paid(app.id)).not.toBe('paid');
  });

  it('marks an expired session failed through checkout.session.expired', async () => {
    const app = await newApplication();
    const started = await start(app);
    const standInStripe = new Stripe(stripeKeys.secretKey, {
      host: '127.0.0.1',
      port: Number(new URL(stripe.standIn.url).port),
      protocol: 'http',
      telemetry: false,
    });
    await standInStripe.checkout.sessions.expire(started.transactionId);
    await expect.poll(async () => (await attemptsOf(app.id))[0]?.status).toBe('failed');
    expect(lastEvent().type).toBe('checkout.session.expired');
    expect(await paid(app.id)).toBe('failed');
  });

  it('lets the reconciliation read a session whose webhook never arrived, and settle it once', async () => {
    const app = await newApplication();
    const started = await start(app);
    stripe.standIn.setWebhookUrl('http://127.0.0.1:9/lost');
    try {
      expect((await payOnPage(started.paymentUrl)).status).toBe(303);
    } finally {
      stripe.standIn.setWebhookUrl(`${stripe.origin}/api/payment-callback`);
    }
    expect(await paid(app.id)).not.toBe('paid');
    stripe.clock.offsetMs += 6 * 60_000;
    const report = await reconcilePayments({ ...stripe.deps }, { olderThanMs: 5 * 60_000 });
    expect(report.paid).toBeGreaterThanOrEqual(1);
    expect(await paid(app.id)).toBe('paid');
    expect(await receipts(app.id)).toBe(1);
  });

  it('refunds a payment flagged for refund once, however often staff ask', async () => {
    const app = await newApplication();
    const first = await start(app);
    // 31 minutes on, the first attempt is no longer reused: a second session for the same application.
    stripe.clock.offsetMs += 31 * 60_000;
    const second = await start(app);
    expect(second.transactionId).not.toBe(first.transactionId);
    expect((await payOnPage(second.paymentUrl)).status).toBe(303);
    expect((await payOnPage(first.paymentUrl)).status).toBe(303);
    const flagged = (await attemptsOf(app.id)).find((a) => a.transactionId === first.transactionId);
    expect(flagged?.status).toBe('duplicate');
    expect(await receipts(app.id)).toBe(1);

    const dueBefore = await refundsDueCount();
    const refund = () => issueRefund(stripe.deps, app.id, first.transactionId, 'refund-tester');
    const [a, b] = await Promise.all([refund(), refund()]);
    const c = await refund();
    expect(a.refundId).toMatch(/^re_/);
    expect(new Set([a.refundId, b.refundId, c.refundId]).size).toBe(1);
    expect([a.issuedNow, b.issuedNow, c.issuedNow].filter(Boolean)).toHaveLength(1);
    expect([...stripe.standIn.refunds.values()].filter((r) => r.payment_intent.length > 0)).toHaveLength(1);
    // Recorded once: out of the "needing a refund" view and counter, shown as refunded to staff.
    expect(await refundsDueCount()).toBe(dueBefore - 1);
    const attempt = (await attemptsOf(app.id)).find((x) => x.transactionId === first.transactionId);
    expect(attempt).not.toHaveProperty('gsi1pk');
    const stored = (await storedApplication(app.id)) as PaymentApplication;
    expect(stored.refundsIssued).toEqual([
      {
        transactionId: first.transactionId,
        refundId: a.refundId,
        refundedAt: a.refundedAt,
        refundedBy: 'refund-tester',
      },
    ]);
    expect(hasRefundOutstanding(stored)).toBe(false);
    const detail = await adminJson<ApplicationDetail>(admin, 'GET', adminApplicationPath(app.id));
    expect(detail.payment.refundsDue).toEqual([
      expect.objectContaining({
        transactionId: first.transactionId,
        refundId: a.refundId,
        refundedBy: 'refund-tester',
      }),
    ]);
    expect(detail.application.refundDue).toBeUndefined();
    // The application's own payment cannot be refunded through this action.
    await expect(issueRefund(stripe.deps, app.id, second.transactionId, 'refund-tester')).rejects.toThrow(
      /not flagged/,
    );
  });
});
