import { describe, expect, it } from 'vitest';
import { paymentCallbackPath } from '../../../shared/api/payments';
import { signatureHeader } from '../../../functions/payments/gateway/sandbox-protocol';
import { pdfTextRuns } from '../../support/pdf-text';
import { mailsTo, origin, storedApplication } from '../applications/support';
import {
  attemptsOf,
  callbackFor,
  declined,
  newApplication,
  postCallback,
  startPayment,
  stats,
} from './support';

const receipts = async (email: string) =>
  (await mailsTo(email)).filter((m) => m.subject.startsWith('Payment received'));

describe('a callback that is not genuine or does not match changes nothing', () => {
  it('refuses a bad signature with 400', async () => {
    const app = await newApplication();
    const payment = await startPayment(app);
    const res = await postCallback(callbackFor(app, payment), 'another-secret-entirely-0000');
    expect(res.status).toBe(400);
    expect((await storedApplication(app.id))?.paymentStatus).toBe('unpaid');
    expect((await attemptsOf(app.id))[0]?.status).toBe('created');
  });

  it('refuses a callback without a signature', async () => {
    const app = await newApplication();
    const payment = await startPayment(app);
    const res = await fetch(`${origin}${paymentCallbackPath}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(callbackFor(app, payment)),
    });
    expect(res.status).toBe(400);
    expect(res.headers.get(signatureHeader)).toBeNull();
    expect((await storedApplication(app.id))?.paymentStatus).toBe('unpaid');
  });

  it.each([
    ['a wrong amount', { amount: 1 }],
    ['a wrong currency', { currency: 'EUR' }],
    ['an unknown transaction', { transactionId: 'SBX-unknown' }],
    ['an unknown order', { orderId: 'KE-00000001' }],
  ])('refuses %s with 400', async (_, overrides) => {
    const app = await newApplication();
    const payment = await startPayment(app);
    const before = await stats();
    const res = await postCallback(callbackFor(app, payment, overrides));
    expect(res.status).toBe(400);
    expect((await storedApplication(app.id))?.paymentStatus).toBe('unpaid');
    expect((await attemptsOf(app.id))[0]?.status).toBe('created');
    expect(await receipts(app.contactEmail)).toHaveLength(0);
    expect((await stats()).paidCount).toBe(before.paidCount);
  });
});

describe('a success callback', () => {
  it('marks the application paid once for 20 sequential and 20 concurrent copies, with one receipt', async () => {
    const app = await newApplication();
    const payment = await startPayment(app);
    const callback = callbackFor(app, payment);
    const before = await stats();
    const sequential: number[] = [];
    for (let i = 0; i < 20; i += 1) sequential.push((await postCallback(callback)).status);
    const concurrent = await Promise.all(Array.from({ length: 20 }, () => postCallback(callback)));
    expect(sequential.every((s) => s === 200)).toBe(true);
    expect(concurrent.every((r) => r.status === 200)).toBe(true);

    const stored = await storedApplication(app.id);
    expect(stored).toMatchObject({
      paymentStatus: 'paid',
      paymentTransactionId: payment.transactionId,
      paymentMethod: 'card',
    });
    expect((await attemptsOf(app.id)).map((a) => a.status)).toEqual(['succeeded']);
    const after = await stats();
    expect(after.paidCount - before.paidCount).toBe(1);
    expect(after.revenue - before.revenue).toBe(app.pricing.totalPrice);
    expect(await receipts(app.contactEmail)).toHaveLength(1);
  });

  it('marks the application paid once when 20 copies arrive at the same time first', async () => {
    const app = await newApplication();
    const payment = await startPayment(app);
    const before = await stats();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => postCallback(callbackFor(app, payment))),
    );
    expect(answers.every((r) => r.status === 200)).toBe(true);
    expect((await stats()).paidCount - before.paidCount).toBe(1);
    expect(await receipts(app.contactEmail)).toHaveLength(1);
  });

  it('e-mails a receipt with a PDF that lists the number, items, total, transaction and card', async () => {
    const app = await newApplication({ includeInsurance: true });
    const payment = await startPayment(app);
    await postCallback(callbackFor(app, payment));
    const [mail] = await receipts(app.contactEmail);
    expect(mail?.subject).toBe(`Payment received – ${app.applicationNumber}`);
    const pdf = mail?.attachments.find((a) => a.contentType === 'application/pdf');
    expect(pdf?.filename).toBe(`receipt-${app.applicationNumber}.pdf`);
    const text = (await pdfTextRuns(Buffer.from(pdf?.content ?? '', 'base64'))).join(' ');
    for (const expected of [
      app.applicationNumber,
      payment.transactionId,
      '4242',
      'Travel insurance',
      'Total paid',
      '$',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('marks a success for another transaction of a paid application duplicate and changes nothing else', async () => {
    const app = await newApplication();
    const first = await startPayment(app);
    // The first attempt expires unseen; a second session is opened and paid.
    await postCallback(callbackFor(app, first, declined));
    const second = await startPayment(app);
    await postCallback(callbackFor(app, second));
    const before = await stats();
    const late = await postCallback(callbackFor(app, first));
    expect(late.status).toBe(200);
    const stored = await storedApplication(app.id);
    expect(stored).toMatchObject({ paymentStatus: 'paid', paymentTransactionId: second.transactionId });
    const byId = Object.fromEntries((await attemptsOf(app.id)).map((a) => [a.transactionId, a.status]));
    expect(byId).toEqual({ [first.transactionId]: 'duplicate', [second.transactionId]: 'succeeded' });
    expect((await stats()).paidCount).toBe(before.paidCount);
    expect(await receipts(app.contactEmail)).toHaveLength(1);
  });
});

describe('a failure callback', () => {
  it('marks the attempt and the application failed with the reply', async () => {
    const app = await newApplication();
    const payment = await startPayment(app);
    expect((await postCallback(callbackFor(app, payment, declined))).status).toBe(200);
    expect(await storedApplication(app.id)).toMatchObject({
      paymentStatus: 'failed',
      lastPaymentAttempt: { status: 'failed', replyCode: '0051' },
    });
    expect((await attemptsOf(app.id))[0]).toMatchObject({ status: 'failed', replyCode: '0051' });
  });

  it('changes nothing after a success', async () => {
    const app = await newApplication();
    const payment = await startPayment(app);
    await postCallback(callbackFor(app, payment));
    const before = await storedApplication(app.id);
    expect((await postCallback(callbackFor(app, payment, declined))).status).toBe(200);
    expect(await storedApplication(app.id)).toEqual(before);
    expect((await attemptsOf(app.id))[0]?.status).toBe('succeeded');
  });
});
