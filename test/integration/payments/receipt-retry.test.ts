import { describe, expect, it } from 'vitest';
import { paymentCallbackPath } from '../../../shared/api/payments';
import { sandboxGateway } from '../../../functions/payments/gateway/sandbox';
import { signatureHeader } from '../../../functions/payments/gateway/sandbox-protocol';
import { signCallback } from '../../../functions/payments/gateway/signing';
import type { Mailer } from '../../../functions/lib/mailer';
import type { PaymentApplication } from '../../../functions/payments/payment-records';
import { createPaymentsApp } from '../../../functions/payments/routes';
import { mailsTo, storedApplication, table } from '../applications/support';
import { stack } from '../support';
import { callbackFor, newApplication, postCallback, startPayment, stats } from './support';

const refusingMailer: Mailer = {
  send: () => Promise.reject(new Error('mail service unavailable')),
};

/** The payments app on the stack's table, with a mail service that refuses everything. */
const withoutMail = createPaymentsApp({
  ...table,
  gateway: sandboxGateway({ baseUrl: `${stack.url}/sandbox-gateway`, secret: stack.gatewaySecret }),
  mailer: refusingMailer,
  siteOrigin: stack.url,
  now: () => new Date(),
});

describe('a receipt the mail service refuses', () => {
  it('answers 502 so the gateway retries, and the retry sends it without a second paid transition', async () => {
    const app = await newApplication();
    const payment = await startPayment(app);
    const body = JSON.stringify(callbackFor(app, payment));
    const before = await stats();

    const refused = await withoutMail.request(paymentCallbackPath, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [signatureHeader]: signCallback(stack.gatewaySecret, body, new Date()),
      },
      body,
    });
    expect(refused.status).toBe(502);
    const afterFirst = (await storedApplication(app.id)) as PaymentApplication | undefined;
    expect(afterFirst?.paymentStatus).toBe('paid');
    expect(afterFirst).not.toHaveProperty('receiptSentAt');

    const retried = await postCallback(callbackFor(app, payment));
    expect(retried.status).toBe(200);
    expect(
      (await mailsTo(app.contactEmail)).filter((m) => m.subject.startsWith('Payment received')),
    ).toHaveLength(1);
    expect((await stats()).paidCount - before.paidCount).toBe(1);
    const afterRetry = (await storedApplication(app.id)) as PaymentApplication | undefined;
    expect(afterRetry?.paidAt).toBe(afterFirst?.paidAt);
  });
});
