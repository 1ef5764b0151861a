import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminApplicationPath,
  adminDecisionMailPath,
  adminStatusPath,
  type ApplicationDetail,
} from '../../../shared/api/admin';
import { applicationsPath, idempotencyKeyHeader } from '../../../shared/api/applications';
import { submission } from '../applications/fixtures';
import { startFaultStack, type FaultStack } from './support';

/**
 * The store (the local DynamoDB) stopped at the moments that matter: nothing is lost, nothing is done
 * twice. The first test keeps it stopped for 60 s across a payment callback (issue 13: the card is
 * charged and the application must end paid, with one receipt); it is the suite's one long test
 * (about 70 s). The others stop it for a few seconds.
 */
let f: FaultStack;

beforeAll(async () => {
  f = await startFaultStack();
});

afterAll(async () => {
  await f.stop();
});

const receipts = (app: { contactEmail: string }) => f.mails(app.contactEmail, 'Payment received');
const seconds = (n: number) => n * 1000;

describe('the store stopped', () => {
  it(
    'for 60 s across a payment callback: the application ends paid, one receipt, an audit entry saying it was reconciled',
    async () => {
      const app = await f.newApplication();
      const payment = await f.startPayment(app);
      const paidBefore = await f.paidCount();

      const stoppedAt = Date.now();
      f.stack.faults.store.stop();
      // The card is charged; the gateway's callback and all its retries meet the store down.
      const back = await f.payOnHostedPage(payment);
      expect(back.searchParams.get('reply_code')).toBe('0000');
      await new Promise((resolve) =>
        setTimeout(resolve, Math.max(0, seconds(60) - (Date.now() - stoppedAt))),
      );
      await f.stack.faults.store.start();

      await expect
        .poll(async () => (await f.application(app.id))?.paymentStatus, { timeout: seconds(30) })
        .toBe('paid');
      await expect.poll(async () => (await receipts(app)).length, { timeout: seconds(30) }).toBe(1);
      expect(await f.paidCount()).toBe(paidBefore + 1);
      expect((await f.audit(app.id)).filter((e) => e.action === 'payment_reconciled')).toEqual([
        expect.objectContaining({
          actor: 'system',
          detail: expect.objectContaining({ transactionId: payment.transactionId }),
        }),
      ]);
      await f.stack.reconcileNow();
      expect(await receipts(app)).toHaveLength(1);
    },
    seconds(120),
  );

  it('at submission: 503 with Retry-After, nothing stored; the same submission afterwards stores one application', async () => {
    const body = submission();
    const key = randomUUID();
    f.stack.faults.store.stop();
    const refused = await f.post(applicationsPath, body, { [idempotencyKeyHeader]: key });
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('5');
    expect(await refused.json()).toMatchObject({ error: 'service_unavailable' });
    await f.stack.faults.store.start();
    expect(await f.applicationsOf(body.contactEmail)).toEqual([]);

    const first = await f.post(applicationsPath, body, { [idempotencyKeyHeader]: key });
    const again = await f.post(applicationsPath, body, { [idempotencyKeyHeader]: key });
    expect([first.status, again.status]).toEqual([201, 201]);
    const [a, b] = (await Promise.all([first.json(), again.json()])) as { applicationNumber: string }[];
    expect(a?.applicationNumber).toBe(b?.applicationNumber);
    expect(await f.applicationsOf(body.contactEmail)).toHaveLength(1);
  });

  it('right after the paid transition, before the receipt: paid once, one receipt (sent by the reconciliation)', async () => {
    const app = await f.newApplication();
    const payment = await f.startPayment(app);
    const paidBefore = await f.paidCount();
    f.stopStoreAfter('TransactWriteItems');
    await f.payOnHostedPage(payment); // the callback's receipt and every retry meet the store down
    await f.stack.faults.store.start();

    await expect.poll(async () => (await receipts(app)).length, { timeout: seconds(30) }).toBe(1);
    expect(await f.application(app.id)).toMatchObject({
      paymentStatus: 'paid',
      receiptSentAt: expect.any(String),
    });
    expect(await f.paidCount()).toBe(paidBefore + 1);
    await f.stack.reconcileNow();
    expect(await receipts(app)).toHaveLength(1);
  });

  it('right after a decision: the decision stands, its e-mail goes once when sent again', async () => {
    const app = await f.newApplication();
    const admin = await f.staff('admin');
    f.stopStoreAfter('TransactWriteItems');
    const decided = await f.admin(admin, 'PATCH', adminStatusPath(app.id), {
      status: 'rejected',
      reasonCode: 'passport',
      reason: 'The passport scan is unreadable; please apply again.',
    });
    expect(decided.status).toBe(503);
    await f.stack.faults.store.start();

    const detail = (await (
      await f.admin(admin, 'GET', adminApplicationPath(app.id))
    ).json()) as ApplicationDetail;
    expect(detail.application.status).toBe('rejected');
    expect(detail.decision?.mailSentAt).toBeUndefined();
    const decisionMails = () => f.mails(app.contactEmail, 'Decision on your Kenya eTA application');
    const sentMails = (await decisionMails()).length;
    expect(sentMails).toBe(0);

    const resent = await f.admin(admin, 'POST', adminDecisionMailPath(app.id));
    expect(resent.status).toBe(200);
    expect(await resent.json()).toMatchObject({ mailSent: true });
    const again = await f.admin(admin, 'POST', adminDecisionMailPath(app.id));
    expect(await again.json()).toMatchObject({ mailSent: true });
    expect((await decisionMails()).length).toBe(sentMails + 1);
  });
});
