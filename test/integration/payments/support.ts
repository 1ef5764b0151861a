import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { expect } from 'vitest';
import type { ApplicationCreated } from '../../../shared/journey/schemas';
import { paymentCallbackPath, paymentPath, type CreatedPaymentAnswer } from '../../../shared/api/payments';
import { signCallback } from '../../../functions/payments/gateway/signing';
import { signatureHeader, type SandboxCallback } from '../../../functions/payments/gateway/sandbox-protocol';
import type { StoredAttempt } from '../../../functions/payments/payment-records';
import { applicationKeys } from '../../../functions/lib/applications-table';
import { readCounters } from '../../../functions/admin/dashboard';
import { createApplication, db, origin, postJson, submission } from '../applications/support';
import { stack } from '../support';
import { stackNow } from '../../support/stack-clock';

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export async function newApplication(
  overrides: Parameters<typeof submission>[0] = {},
): Promise<ApplicationCreated> {
  const res = await createApplication(submission(overrides));
  expect(res.status).toBe(201);
  return (await res.json()) as ApplicationCreated;
}

export async function startPayment(app: ApplicationCreated): Promise<CreatedPaymentAnswer> {
  const res = await postJson(
    paymentPath,
    { applicationId: app.id, amount: 1, currency: 'EUR' },
    bearer(app.accessToken),
  );
  expect(res.status).toBe(200);
  return (await res.json()) as CreatedPaymentAnswer;
}

/** A callback as the gateway would send it for this payment (override any field). */
export function callbackFor(
  app: ApplicationCreated,
  payment: CreatedPaymentAnswer,
  overrides: Partial<SandboxCallback> = {},
): SandboxCallback {
  return {
    orderId: app.applicationNumber,
    transactionId: payment.transactionId,
    status: 'success',
    reply_code: '0000',
    reply_desc: 'Approved',
    amount: app.pricing.totalPrice,
    currency: 'USD',
    card_last4: '4242',
    occurred_at: new Date().toISOString(),
    ...overrides,
  };
}

export const declined = {
  status: 'failed',
  reply_code: '0051',
  reply_desc: 'Declined: insufficient funds',
} as const;

/**
 * Posts a callback signed with the stack's gateway secret (or with `secret`), at the stack's time (its
 * settable clock may have been moved on by another test file: a gateway and the site share one time).
 */
export async function postCallback(
  callback: SandboxCallback,
  secret = stack.gatewaySecret,
): Promise<Response> {
  const body = JSON.stringify(callback);
  const at = await stackNow(stack.url);
  return fetch(`${origin}${paymentCallbackPath}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [signatureHeader]: signCallback(secret, body, at),
    },
    body,
  });
}

export async function attemptsOf(applicationId: string): Promise<StoredAttempt[]> {
  const result = await db.send(
    new QueryCommand({
      TableName: stack.tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: {
        ':pk': applicationKeys.application(applicationId).pk,
        ':prefix': 'PAYMENT#',
      },
      ConsistentRead: true,
      Limit: 50,
    }),
  );
  return (result.Items ?? []) as StoredAttempt[];
}

/** The dashboard's payment counters, summed over their shards as the dashboard reads them. */
export async function stats(): Promise<{ paidCount: number; revenue: number }> {
  const totals = await readCounters({ db, tableName: stack.tableName });
  return { paidCount: totals.paidCount ?? 0, revenue: totals.revenue ?? 0 };
}
