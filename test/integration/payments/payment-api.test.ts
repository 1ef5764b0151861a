import { describe, expect, it } from 'vitest';
import { paymentPath, paymentStatusPath, polpayCreatePath } from '../../../shared/api/payments';
import { origin, postJson, storedApplication } from '../applications/support';
import { attemptsOf, bearer, callbackFor, newApplication, postCallback, startPayment } from './support';

describe('starting a payment', () => {
  it('answers 401 without the application’s token', async () => {
    const app = await newApplication();
    const res = await postJson(paymentPath, { applicationId: app.id });
    expect(res.status).toBe(401);
  });

  it('answers 403 with another application’s token and creates no attempt', async () => {
    const [mine, other] = await Promise.all([newApplication(), newApplication()]);
    const res = await postJson(paymentPath, { applicationId: mine.id }, bearer(other.accessToken));
    expect(res.status).toBe(403);
    expect(await attemptsOf(mine.id)).toEqual([]);
  });

  it('charges the server’s amount in USD whatever the browser sends, with the application number as order', async () => {
    const app = await newApplication({ includeInsurance: true });
    const res = await postJson(
      polpayCreatePath,
      {
        applicationId: app.id,
        amount: 1,
        currency: 'EUR',
        orderId: 'KE-00000000',
        returnUrl: 'https://evil.example/',
      },
      bearer(app.accessToken),
    );
    expect(res.status).toBe(200);
    const answer = (await res.json()) as { success: boolean; paymentUrl: string; transactionId: string };
    expect(answer.success).toBe(true);
    expect(new URL(answer.paymentUrl).pathname).toBe('/sandbox-gateway/pay');
    const [attempt] = await attemptsOf(app.id);
    expect(attempt).toMatchObject({
      transactionId: answer.transactionId,
      amount: app.pricing.totalPrice,
      currency: 'USD',
      orderId: app.applicationNumber,
      status: 'created',
    });
    const page = await fetch(answer.paymentUrl);
    const html = await page.text();
    expect(html).toContain(app.applicationNumber);
    expect(html).not.toContain('evil.example');
  });

  it('gives a double click (two concurrent requests) one session and the same URL', async () => {
    const app = await newApplication();
    const [a, b, c] = await Promise.all([startPayment(app), startPayment(app), startPayment(app)]);
    expect(b.paymentUrl).toBe(a.paymentUrl);
    expect(c.transactionId).toBe(a.transactionId);
    expect(await attemptsOf(app.id)).toHaveLength(1);
  });

  it('allows a new session after a failed attempt', async () => {
    const app = await newApplication();
    const first = await startPayment(app);
    await postCallback(
      callbackFor(app, first, { status: 'failed', reply_code: '0051', reply_desc: 'Declined' }),
    );
    const second = await startPayment(app);
    expect(second.transactionId).not.toBe(first.transactionId);
    expect(await attemptsOf(app.id)).toHaveLength(2);
  });

  it('answers 409 already_paid for a paid application and creates no new payment', async () => {
    const app = await newApplication();
    const payment = await startPayment(app);
    expect((await postCallback(callbackFor(app, payment))).status).toBe(200);
    const res = await postJson(paymentPath, { applicationId: app.id }, bearer(app.accessToken));
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ error: 'already_paid' });
    expect(await attemptsOf(app.id)).toHaveLength(1);
    expect((await storedApplication(app.id))?.paymentStatus).toBe('paid');
  });
});

describe('the payment state for the result screens', () => {
  it('says unpaid, then failed with the reply, then paid with the transaction', async () => {
    const app = await newApplication();
    const read = async () => {
      const res = await fetch(`${origin}${paymentStatusPath(app.id)}`, { headers: bearer(app.accessToken) });
      expect(res.status).toBe(200);
      return (await res.json()) as Record<string, unknown>;
    };
    expect(await read()).toMatchObject({
      paymentStatus: 'unpaid',
      amount: app.pricing.totalPrice,
      currency: 'USD',
    });
    const first = await startPayment(app);
    await postCallback(
      callbackFor(app, first, { status: 'failed', reply_code: '0051', reply_desc: 'Declined' }),
    );
    expect(await read()).toMatchObject({
      paymentStatus: 'failed',
      lastAttempt: { status: 'failed', replyCode: '0051', replyDesc: 'Declined' },
    });
    const second = await startPayment(app);
    await postCallback(callbackFor(app, second));
    const paid = await read();
    expect(paid).toMatchObject({ paymentStatus: 'paid', transactionId: second.transactionId });
    expect(typeof paid.paidAt).toBe('string');
  });

  it('says "pending" (being confirmed) while the callback is held back, and paid only once it arrives', async () => {
    const app = await newApplication();
    const read = async () => {
      const res = await fetch(`${origin}${paymentStatusPath(app.id)}`, { headers: bearer(app.accessToken) });
      expect(res.status).toBe(200);
      return (await res.json()) as Record<string, unknown>;
    };
    const payment = await startPayment(app);
    // The payer is back from the gateway; its confirmation has not reached the server yet.
    const waiting = await read();
    expect(waiting).toMatchObject({ paymentStatus: 'unpaid', pending: true, documentsSubmitted: false });
    expect(waiting).not.toHaveProperty('paidAt');
    expect(await read()).toMatchObject({ paymentStatus: 'unpaid', pending: true });

    expect((await postCallback(callbackFor(app, payment))).status).toBe(200);
    expect(await read()).toMatchObject({
      paymentStatus: 'paid',
      pending: false,
      transactionId: payment.transactionId,
      documentsSubmitted: false,
    });
  });

  it('answers 403 with another token', async () => {
    const [mine, other] = await Promise.all([newApplication(), newApplication()]);
    const res = await fetch(`${origin}${paymentStatusPath(mine.id)}`, { headers: bearer(other.accessToken) });
    expect(res.status).toBe(403);
  });
});
