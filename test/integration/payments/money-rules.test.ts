import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  adminApplicationPath,
  adminStatusPath,
  type ApplicationDetail,
  type DashboardStats,
} from '../../../shared/api/admin';
import {
  paymentPath,
  paymentRefundPath,
  paymentStatusPath,
  refundNotSupportedCode,
  type PaymentState,
} from '../../../shared/api/payments';
import { applicationKeys } from '../../../functions/lib/applications-table';
import type { PaymentApplication } from '../../../functions/payments/payment-records';
import { db, mailsTo, postJson, storedApplication } from '../applications/support';
import { adminCall, adminJson, signedIn, type Session } from '../admin/support';
import { stack } from '../support';
import {
  attemptsOf,
  bearer,
  callbackFor,
  declined,
  newApplication,
  postCallback,
  startPayment,
} from './support';

let admin: Session;

beforeAll(async () => {
  admin = await signedIn('admin');
});

const receipts = async (email: string) =>
  (await mailsTo(email)).filter((m) => m.subject.startsWith('Payment received'));
const reject = (id: string) =>
  adminCall(admin, 'PATCH', adminStatusPath(id), {
    body: {
      status: 'rejected',
      reasonCode: 'documents',
      reason: 'The passport scan is unreadable; please apply again.',
    },
  });
const stats = () => adminJson<DashboardStats>(admin, 'GET', '/api/admin/stats');
const auditActions = async (id: string) =>
  (
    await db.send(
      new QueryCommand({
        TableName: stack.tableName,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :audit)',
        ExpressionAttributeValues: { ':pk': applicationKeys.application(id).pk, ':audit': 'AUDIT#' },
        ConsistentRead: true,
      }),
    )
  ).Items?.map((item) => String(item.action)) ?? [];

describe('no payment starts for a closed application', () => {
  it('refuses a rejected application with 409 application_closed and opens no session', async () => {
    const app = await newApplication();
    expect((await reject(app.id)).status).toBe(200);
    const res = await postJson(paymentPath, { applicationId: app.id }, bearer(app.accessToken));
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ error: 'application_closed' });
    expect(await attemptsOf(app.id)).toEqual([]);
  });

  it('refuses a withdrawn application the same way', async () => {
    const app = await newApplication();
    await db.send(
      new UpdateCommand({
        TableName: stack.tableName,
        Key: applicationKeys.application(app.id),
        UpdateExpression: 'SET #s = :withdrawn',
        ExpressionAttributeNames: { '#s': 'status' },
        ExpressionAttributeValues: { ':withdrawn': 'withdrawn' },
      }),
    );
    const res = await postJson(paymentPath, { applicationId: app.id }, bearer(app.accessToken));
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ error: 'application_closed' });
  });

  it('closes the session a decision finds open, so the result screen stops waiting', async () => {
    const app = await newApplication();
    await startPayment(app);
    expect((await reject(app.id)).status).toBe(200);
    const stored = await storedApplication(app.id);
    expect(stored).not.toHaveProperty('openPaymentTransactionId');
    const state = (await (
      await fetch(`${stack.url}${paymentStatusPath(app.id)}`, { headers: bearer(app.accessToken) })
    ).json()) as PaymentState;
    expect(state).toMatchObject({ paymentStatus: 'unpaid', pending: false, refundDue: false });
  });
});

describe('a payment that arrives for a rejected application', () => {
  it('is recorded and flagged for refund once, never marked paid, and shows in the panel', async () => {
    const app = await newApplication();
    const payment = await startPayment(app);
    expect((await reject(app.id)).status).toBe(200);
    const before = await stats();

    // The payer finished on the gateway's page after the decision; the gateway retries its callback.
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => postCallback(callbackFor(app, payment))),
    );
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);

    const stored = await storedApplication(app.id);
    expect(stored).toMatchObject({ status: 'rejected', paymentStatus: 'unpaid' });
    expect(stored).not.toHaveProperty('paidAt');
    expect((await attemptsOf(app.id)).map((a) => [a.status, a.refundReason])).toEqual([
      ['refund_due', 'application_closed'],
    ]);
    expect(await receipts(app.contactEmail)).toHaveLength(0);
    const after = await stats();
    expect(after.refundsDue - before.refundsDue).toBe(1);
    expect(after.paidCount - before.paidCount).toBe(0);
    expect((await auditActions(app.id)).filter((a) => a === 'refund_due')).toHaveLength(1);

    const detail = await adminJson<ApplicationDetail>(admin, 'GET', adminApplicationPath(app.id));
    expect(detail.payment.refundsDue).toEqual([
      {
        transactionId: payment.transactionId,
        amount: app.pricing.totalPrice,
        currency: 'USD',
        reason: 'application_closed',
        flaggedAt: expect.any(String),
        cardLast4: '4242',
      },
    ]);
    const state = (await (
      await fetch(`${stack.url}${paymentStatusPath(app.id)}`, { headers: bearer(app.accessToken) })
    ).json()) as PaymentState;
    expect(state).toMatchObject({ paymentStatus: 'unpaid', refundDue: true, pending: false });

    // The sandbox gateway cannot give money back: staff are told to refund in its dashboard.
    const refund = await adminCall(admin, 'POST', paymentRefundPath, {
      body: { applicationId: app.id, transactionId: payment.transactionId },
    });
    expect(refund.status).toBe(409);
    expect(((await refund.json()) as { error: string }).error).toBe(refundNotSupportedCode);
    expect(((await storedApplication(app.id)) as PaymentApplication).refundsIssued).toBeUndefined();
  });

  it('leaves a declined payment of a rejected application alone (nothing was charged)', async () => {
    const app = await newApplication();
    const payment = await startPayment(app);
    expect((await reject(app.id)).status).toBe(200);
    expect((await postCallback(callbackFor(app, payment, declined))).status).toBe(200);
    expect((await attemptsOf(app.id)).map((a) => a.status)).toEqual(['failed']);
    expect((await storedApplication(app.id)) as PaymentApplication).not.toHaveProperty('refundsDue');
  });
});

describe('a second payment of a paid application', () => {
  it('is flagged for refund too, with its reason', async () => {
    const app = await newApplication();
    const first = await startPayment(app);
    await postCallback(callbackFor(app, first, declined));
    const second = await startPayment(app);
    await postCallback(callbackFor(app, second));
    const before = await stats();
    expect((await postCallback(callbackFor(app, first))).status).toBe(200);
    const detail = await adminJson<ApplicationDetail>(admin, 'GET', adminApplicationPath(app.id));
    expect(detail.payment.refundsDue?.map((r) => [r.transactionId, r.reason])).toEqual([
      [first.transactionId, 'duplicate'],
    ]);
    expect((await stats()).refundsDue - before.refundsDue).toBe(1);
    expect(await receipts(app.contactEmail)).toHaveLength(1);
  });
});
