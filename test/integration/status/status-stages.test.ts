import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import type { ApplicationCreated } from '../../../shared/journey/schemas';
import { checkStatusPath, type StatusAnswer } from '../../../shared/status/lookup';
import { applicationKeys } from '../../../functions/lib/applications-table';
import { createStatusApp } from '../../../functions/status/routes';
import { callbackFor, postCallback, startPayment } from '../payments/support';
import { createApplication, db, submission, table } from '../applications/support';
import { stack } from '../support';

/**
 * The stage every status view tells (issue 14 item 4), from the server's real records. The lookups run
 * the status app in-process with a rate-limit rule of its own (the stack's allows 10 a minute).
 */
const app = createStatusApp({
  ...table,
  now: () => new Date(),
  rateLimit: { name: `status-stages-${Date.now()}`, limit: 100, windowSeconds: 60 },
});

async function lookUp(created: ApplicationCreated, email: string) {
  const res = await app.request(checkStatusPath, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ applicationNumber: created.applicationNumber, email }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as StatusAnswer).application;
}

describe('the stage of an application', () => {
  it('follows the records: waiting for payment, being confirmed, waiting for documents, declined with the reason', async () => {
    const body = submission();
    const res = await createApplication(body);
    const created = (await res.json()) as ApplicationCreated;
    expect(await lookUp(created, body.contactEmail)).toMatchObject({ stage: 'awaitingPayment' });

    const payment = await startPayment(created);
    expect(await lookUp(created, body.contactEmail)).toMatchObject({ stage: 'confirmingPayment' });

    expect((await postCallback(callbackFor(created, payment))).status).toBe(200);
    const paid = await lookUp(created, body.contactEmail);
    expect(paid).toMatchObject({ stage: 'awaitingDocuments', paymentStatus: 'paid' });
    expect(paid).not.toHaveProperty('rejectionReason');

    // The rejection as the review queue (issue 19) records it: the status and the reason staff wrote.
    const rejectionReason = { code: 'photo_unusable', text: 'The photo is blurred: please apply again.' };
    await db.send(
      new UpdateCommand({
        TableName: stack.tableName,
        Key: applicationKeys.application(created.id),
        UpdateExpression: 'SET #s = :rejected, rejectionReason = :reason',
        ExpressionAttributeNames: { '#s': 'status' },
        ExpressionAttributeValues: { ':rejected': 'rejected', ':reason': rejectionReason },
      }),
    );
    expect(await lookUp(created, body.contactEmail)).toMatchObject({ stage: 'rejected', rejectionReason });
  });
});
