import { describe, expect, it } from 'vitest';
import type { ApplicationCreated } from '../../../shared/journey/schemas';
import { checkStatusPath, type StatusAnswer } from '../../../shared/status/lookup';
import { adminStatusPath } from '../../../shared/api/admin';
import { createStatusApp } from '../../../functions/status/routes';
import { callbackFor, postCallback, startPayment } from '../payments/support';
import { createApplication, submission, table } from '../applications/support';
import { adminCall, signedIn } from '../admin/support';

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

    // Staff reject it with a reason from the list and words written for the traveller, through the
    // admin panel's own call (issue 19: the list's reason is required).
    const text = 'The photo is blurred: please apply again with a clear photo.';
    const admin = await signedIn('admin');
    const rejected = await adminCall(admin, 'PATCH', adminStatusPath(created.id), {
      body: { status: 'rejected', reasonCode: 'photo', reason: text },
    });
    expect(rejected.status, await rejected.text()).toBe(200);
    const rejectionReason = { code: 'photo', text };
    expect(await lookUp(created, body.contactEmail)).toMatchObject({ stage: 'rejected', rejectionReason });
  });
});
