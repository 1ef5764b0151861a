import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it, vi } from 'vitest';
import { applicationKeys } from '../../../functions/lib/applications-table';
import { createSesMailer, type Mailer } from '../../../functions/lib/mailer';
import { sandboxGateway } from '../../../functions/payments/gateway/sandbox';
import {
  sandboxLookupPath,
  sandboxLookupSigned,
  signatureHeader,
} from '../../../functions/payments/gateway/sandbox-protocol';
import { signCallback } from '../../../functions/payments/gateway/signing';
import { CallbackVerificationError } from '../../../functions/payments/gateway/types';
import type { PaymentApplication } from '../../../functions/payments/payment-records';
import { reconcilePayments, type ReconcileDeps } from '../../../functions/payments/reconcile';
import { settlePayment } from '../../../functions/payments/settle-payment';
import { startPayment } from '../../../functions/payments/start-payment';
import { db, mailsTo, storedApplication, table } from '../applications/support';
import { stack } from '../support';
import { stackNow } from '../../support/stack-clock';
import { attemptsOf, newApplication, stats } from './support';

const minutes = (n: number) => n * 60_000;
// The stack's time (its settable clock may have been moved on by an earlier test file): the sandbox
// checks the lookups' signatures, and the functions date the attempts, by it.
const offsetMs = (await stackNow(stack.url)).getTime() - Date.now();
const stackTime = () => new Date(Date.now() + offsetMs);
const ago = (ms: number) => () => new Date(stackTime().getTime() - ms);
const sandboxBase = `${stack.url}/sandbox-gateway`;
const mailer = createSesMailer({
  ses: new SESv2Client({
    region: 'eu-west-1',
    endpoint: stack.endpoints.ses,
    credentials: stack.credentials,
  }),
  from: 'no-reply@kenya-eta.localhost',
  fromName: 'Kenya eTA Online',
});
const refusingMailer: Mailer = { send: () => Promise.reject(new Error('mail service unavailable')) };

/** The reconciliation's dependencies on the stack (the same clock as the sandbox's: signatures are timed). */
const deps: ReconcileDeps = {
  ...table,
  gateway: sandboxGateway({ baseUrl: sandboxBase, secret: stack.gatewaySecret, now: stackTime }),
  mailer,
  now: stackTime,
};

/** Starts a payment `age` ago (its attempt and its gateway session), its callback going to `siteOrigin`. */
async function startedAgo(age: number, siteOrigin = stack.url) {
  const app = await newApplication();
  const application = (await storedApplication(app.id)) as PaymentApplication;
  const now = ago(age);
  const gateway = sandboxGateway({ baseUrl: sandboxBase, secret: stack.gatewaySecret, now });
  const started = await startPayment({ ...table, gateway, siteOrigin, now }, application, 'en');
  return { app, started };
}

/**
 * A payment started 6 minutes ago whose gateway callback can never arrive (its notification address
 * is a closed port: a callback lost, as when the store was down for all of the gateway's retries),
 * paid on the sandbox's hosted page with a test card.
 */
async function paidWithLostCallback(card = '4242424242424242') {
  const { app, started } = await startedAgo(minutes(6), 'http://127.0.0.1:9');
  const session = new URL(started.paymentUrl).searchParams.get('session') ?? '';
  const form = new URLSearchParams({
    session,
    cardNumber: card,
    expiry: '12/39',
    cvc: '123',
    name: 'Amina Otieno',
  });
  const paid = await fetch(`${sandboxBase}/pay`, { method: 'POST', body: form, redirect: 'manual' });
  expect(paid.status).toBe(303);
  return { app, transactionId: started.transactionId };
}

const receipts = async (email: string) =>
  (await mailsTo(email)).filter((m) => m.subject.startsWith('Payment received'));
const auditOf = async (id: string) =>
  (
    await db.send(
      new QueryCommand({
        TableName: stack.tableName,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :audit)',
        ExpressionAttributeValues: { ':pk': applicationKeys.application(id).pk, ':audit': 'AUDIT#' },
        ConsistentRead: true,
      }),
    )
  ).Items ?? [];

describe('the payment reconciliation', () => {
  it('settles a payment whose callback was lost: paid once, one receipt, an audit entry saying so', async () => {
    const { app, transactionId } = await paidWithLostCallback();
    expect((await storedApplication(app.id))?.paymentStatus).toBe('unpaid');
    const before = await stats();

    // Not yet, with a longer wait than its age: a payment is left to its callback for a while.
    await reconcilePayments(deps, { olderThanMs: minutes(10) });
    expect((await storedApplication(app.id))?.paymentStatus).toBe('unpaid');

    await reconcilePayments(deps);
    expect(await storedApplication(app.id)).toMatchObject({
      paymentStatus: 'paid',
      paymentTransactionId: transactionId,
      cardLast4: '4242',
      receiptSentAt: expect.any(String),
    });
    expect((await stats()).paidCount - before.paidCount).toBe(1);
    expect(await receipts(app.contactEmail)).toHaveLength(1);
    const audit = await auditOf(app.id);
    expect(audit.filter((e) => e.action === 'payment_reconciled')).toEqual([
      expect.objectContaining({
        actor: 'system',
        detail: expect.objectContaining({ transactionId, outcome: 'paid' }),
      }),
    ]);
    // Settled: out of the reconciliation's list, and a later run or a late callback changes nothing.
    expect((await attemptsOf(app.id))[0]).not.toHaveProperty('gsi1pk');
    await reconcilePayments(deps);
    await settlePayment(
      { ...table, mailer, now: stackTime },
      { ...(await lateCallback(app, transactionId)) },
      'callback',
    );
    expect((await stats()).paidCount - before.paidCount).toBe(1);
    expect(await receipts(app.contactEmail)).toHaveLength(1);
  });

  it('records a declined payment whose callback was lost as failed', async () => {
    const { app } = await paidWithLostCallback('4000000000000002');
    await reconcilePayments(deps);
    expect(await storedApplication(app.id)).toMatchObject({
      paymentStatus: 'failed',
      lastPaymentAttempt: { status: 'failed', replyCode: '0051' },
    });
    expect((await attemptsOf(app.id)).map((a) => a.status)).toEqual(['failed']);
  });

  it('leaves an open session alone, and closes one whose gateway session expired unpaid', async () => {
    const open = await startedAgo(minutes(6));
    const expired = await startedAgo(minutes(61));
    await reconcilePayments(deps);
    expect((await attemptsOf(open.app.id)).map((a) => a.status)).toEqual(['created']);
    const [attempt] = await attemptsOf(expired.app.id);
    expect(attempt?.status).toBe('expired');
    expect(attempt).not.toHaveProperty('gsi1pk');
    const stored = await storedApplication(expired.app.id);
    expect(stored).toMatchObject({ paymentStatus: 'unpaid' });
    expect(stored).not.toHaveProperty('openPaymentTransactionId');
  });

  it('sends a receipt the mail service refused, at its next run, once', async () => {
    const { app, transactionId } = await paidWithLostCallback();
    // The callback finally lands, but the mail service refuses the receipt.
    await expect(
      settlePayment(
        { ...table, mailer: refusingMailer, now: stackTime },
        await lateCallback(app, transactionId),
        'callback',
      ),
    ).rejects.toMatchObject({ name: 'MailDeliveryError' });
    expect(await storedApplication(app.id)).toMatchObject({ paymentStatus: 'paid' });
    expect(await receipts(app.contactEmail)).toHaveLength(0);

    const report = await reconcilePayments(deps);
    expect(report.receipt_sent).toBeGreaterThanOrEqual(1);
    expect(await receipts(app.contactEmail)).toHaveLength(1);
    expect((await attemptsOf(app.id))[0]).not.toHaveProperty('gsi1pk');
    expect((await auditOf(app.id)).some((e) => e.action === 'payment_reconciled')).toBe(false);
  });

  it('settles once when the callback and the reconciliation arrive at the same moment', async () => {
    const { app, transactionId } = await paidWithLostCallback();
    const before = await stats();
    const callback = await lateCallback(app, transactionId);
    await Promise.all([
      reconcilePayments(deps),
      settlePayment({ ...table, mailer, now: stackTime }, callback, 'callback'),
      settlePayment({ ...table, mailer, now: stackTime }, callback, 'callback'),
    ]);
    expect((await stats()).paidCount - before.paidCount).toBe(1);
    expect(await receipts(app.contactEmail)).toHaveLength(1);
  });
});

/** The values of the embedded-metric lines `name` that `run` writes (the lines still reach the log). */
async function metricValues(name: string, run: () => Promise<unknown>): Promise<number[]> {
  const spy = vi.spyOn(console, 'log');
  try {
    await run();
    return spy.mock.calls
      .map(([line]) => (typeof line === 'string' && line.startsWith('{') ? JSON.parse(line) : {}))
      .filter((line: Record<string, unknown>) => line.message === `metric ${name}`)
      .map((line: Record<string, unknown>) => Number(line[name]));
  } finally {
    spy.mockRestore();
  }
}

describe('the reconciliation’s metrics', () => {
  it('counts PaymentsSettled for a payment it settles', async () => {
    await paidWithLostCallback();
    const settled = await metricValues('PaymentsSettled', () => reconcilePayments(deps));
    expect(settled.length).toBeGreaterThanOrEqual(1);
  });

  it('reports PaymentsPendingPastReconciliation: the payments whose outcome it could not learn', async () => {
    const { app } = await paidWithLostCallback();
    // The gateway unreachable for this run: nothing can be settled.
    const unreachable: ReconcileDeps = {
      ...deps,
      gateway: sandboxGateway({
        baseUrl: 'http://127.0.0.1:9/sandbox-gateway',
        secret: stack.gatewaySecret,
        now: stackTime,
      }),
    };
    let report: Awaited<ReturnType<typeof reconcilePayments>> | undefined;
    const pending = await metricValues('PaymentsPendingPastReconciliation', async () => {
      report = await reconcilePayments(unreachable);
    });
    expect(report?.stillPending).toBeGreaterThanOrEqual(1);
    expect(pending).toEqual([report?.stillPending]);
    expect((await storedApplication(app.id))?.paymentStatus).toBe('unpaid');

    // The gateway back: the payment settles, and this run's count no longer includes it.
    const after = await metricValues('PaymentsPendingPastReconciliation', () => reconcilePayments(deps));
    expect(after).toHaveLength(1);
    expect(after[0]).toBeLessThan(report?.stillPending ?? 0);
    expect((await storedApplication(app.id))?.paymentStatus).toBe('paid');
  });
});

describe('the sandbox gateway’s payment lookup', () => {
  it('answers only a request signed with the shared secret', async () => {
    const path = new URL(`${sandboxBase}${sandboxLookupPath('SBX-unknown')}`).pathname;
    const unsigned = await fetch(`${stack.url}${path}`);
    expect(unsigned.status).toBe(401);
    const forged = await fetch(`${stack.url}${path}`, {
      headers: {
        [signatureHeader]: signCallback(
          'another-secret-entirely-0000',
          sandboxLookupSigned(path),
          stackTime(),
        ),
      },
    });
    expect(forged.status).toBe(401);
    const signed = await fetch(`${stack.url}${path}`, {
      headers: {
        [signatureHeader]: signCallback(stack.gatewaySecret, sandboxLookupSigned(path), stackTime()),
      },
    });
    expect(signed.status).toBe(200);
    expect(await signed.json()).toEqual({ transactionId: 'SBX-unknown', state: 'unknown' });
  });

  it('is not believed when its answer is not signed with the shared secret', async () => {
    // A gateway impostor answering "paid" with a signature of another secret.
    const impostor = createServer((_req, res) => {
      const body = JSON.stringify({ transactionId: 'SBX-forged', state: 'settled' });
      res.writeHead(200, {
        'content-type': 'application/json',
        [signatureHeader]: signCallback('another-secret-entirely-0000', body, new Date()),
      });
      res.end(body);
    });
    await new Promise<void>((resolve) => impostor.listen(0, '127.0.0.1', resolve));
    const { port } = impostor.address() as AddressInfo;
    try {
      const adapter = sandboxGateway({
        baseUrl: `http://127.0.0.1:${port}/sandbox-gateway`,
        secret: stack.gatewaySecret,
      });
      await expect(
        adapter.lookupPayment({ transactionId: 'SBX-forged', orderId: 'KE-00000000', createdAt: new Date() }),
      ).rejects.toBeInstanceOf(CallbackVerificationError);
    } finally {
      impostor.close();
    }
  });
});

/** The outcome the gateway vouches for (its lookup), as a callback that finally arrives would carry it. */
async function lateCallback(app: { applicationNumber: string }, transactionId: string) {
  const gateway = sandboxGateway({ baseUrl: sandboxBase, secret: stack.gatewaySecret, now: stackTime });
  const lookup = await gateway.lookupPayment({
    transactionId,
    orderId: app.applicationNumber,
    createdAt: stackTime(),
  });
  if (lookup.state !== 'settled') throw new Error(`the sandbox has no outcome for ${transactionId}`);
  return lookup.outcome;
}
