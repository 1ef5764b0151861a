import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { adminStatusPath } from '../../../shared/api/admin';
import { paymentPath, applicationClosedCode } from '../../../shared/api/payments';
import {
  eraseApplicationDataPath,
  myApplicationAnswerSchema,
  withdrawApplicationPath,
} from '../../../shared/api/personal-link';
import type { ApplicationCreated } from '../../../shared/journey/schemas';
import { signToken } from '../../../functions/lib/personal-link';
import { applicationUploadsPrefix } from '../../../functions/lib/document-retention';
import { adminCall, signedIn } from '../admin/support';
import { mailsTo, postJson, s3, storedApplication, table } from '../applications/support';
import { bearer, created, jpegBytes, paidApplication, uploadDocument } from '../documents/support';
import { startPayment } from '../payments/support';
import { stack } from '../support';

/** A personal link's token for the application, as the mails carry it. */
const tokenFor = (app: ApplicationCreated) =>
  signToken(stack.personalLinkSecret, { a: app.id, g: 0, x: Math.floor(Date.now() / 1000) + 86_400 });

async function act(path: string, app: ApplicationCreated) {
  const res = await postJson(path, { token: tokenFor(app) });
  return { status: res.status, body: (await res.json()) as unknown };
}

const itemsOf = async (id: string) =>
  (
    await table.db.send(
      new QueryCommand({
        TableName: table.tableName,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': `APP#${id}` },
        ConsistentRead: true,
      }),
    )
  ).Items ?? [];

const subjectsTo = async (email: string, fragment: string) =>
  (await mailsTo(email)).filter((mail) => mail.subject.includes(fragment)).length;

describe('withdrawing an unpaid application from the personal page', () => {
  it('closes it once, audits it, mails one confirmation, and no payment can start after', async () => {
    const app = await created(2);
    const first = await act(withdrawApplicationPath, app);
    expect(first.status).toBe(200);
    const view = myApplicationAnswerSchema.parse(first.body).application;
    expect(view).toMatchObject({ stage: 'withdrawn', status: 'withdrawn' });
    expect(view.withdrawnAt).toBeDefined();
    // A double click: the same answer, no second mail, one audit entry.
    const again = await act(withdrawApplicationPath, app);
    expect(again.status).toBe(200);
    expect(myApplicationAnswerSchema.parse(again.body).application.withdrawnAt).toBe(view.withdrawnAt);
    await expect.poll(() => subjectsTo(app.contactEmail, 'withdrawn')).toBe(1);
    const items = await itemsOf(app.id);
    expect(items.filter((i) => i.action === 'withdrawn_by_traveller')).toHaveLength(1);
    // The travellers' data expire with the usual retention.
    expect(items.filter((i) => i.entity === 'applicant').every((i) => typeof i.expiresAt === 'number')).toBe(
      true,
    );
    const payment = await postJson(
      paymentPath,
      { applicationId: app.id, amount: 1, currency: 'EUR' },
      bearer(app.accessToken),
    );
    expect(payment.status).toBe(409);
    expect(await payment.json()).toMatchObject({ error: applicationClosedCode });
  });

  it('is refused with 409 once paid, and while a payment is being confirmed', async () => {
    const paid = await paidApplication();
    expect((await act(withdrawApplicationPath, paid)).status).toBe(409);
    const paying = await created();
    await startPayment(paying);
    expect((await act(withdrawApplicationPath, paying)).status).toBe(409);
    expect((await storedApplication(paying.id))?.status).toBe('pending');
  });

  it('answers 401 to a token that does not open the application, and changes nothing', async () => {
    const app = await created();
    const forged = signToken('another-secret-of-at-least-32-characters', {
      a: app.id,
      g: 0,
      x: Math.floor(Date.now() / 1000) + 600,
    });
    for (const path of [withdrawApplicationPath, eraseApplicationDataPath]) {
      const res = await postJson(path, { token: forged });
      expect(res.status).toBe(401);
    }
    expect((await storedApplication(app.id))?.status).toBe('pending');
  });
});

describe('erasing passport data and documents after the decision', () => {
  it('is refused before a decision, then deletes the files and travellers but keeps the receipt’s facts', async () => {
    const app = await paidApplication();
    const upload = await uploadDocument(app, 0, 'passport', 'passport.jpg', 'image/jpeg', jpegBytes(2048));
    expect(upload.status).toBeLessThan(300);
    expect((await act(eraseApplicationDataPath, app)).status).toBe(409);

    const admin = await signedIn('admin');
    const rejected = await adminCall(admin, 'PATCH', adminStatusPath(app.id), {
      body: { status: 'rejected', reason: 'The passport photo page is unreadable.' },
    });
    expect(rejected.status, await rejected.text()).toBe(200);

    const erased = await act(eraseApplicationDataPath, app);
    expect(erased.status).toBe(200);
    const view = myApplicationAnswerSchema.parse(erased.body).application;
    expect(view.dataErasedAt).toBeDefined();
    expect(view.stage).toBe('rejected');

    const listed = await s3.send(
      new ListObjectsV2Command({ Bucket: stack.bucketName, Prefix: applicationUploadsPrefix(app.id) }),
    );
    expect(listed.KeyCount ?? 0).toBe(0);
    const items = await itemsOf(app.id);
    expect(items.filter((i) => i.entity === 'applicant' || String(i.sk).startsWith('DOC#'))).toEqual([]);
    expect(JSON.stringify(items)).not.toContain('AB1234560');
    const stored = await storedApplication(app.id);
    expect(stored).toMatchObject({
      applicationNumber: app.applicationNumber,
      applicantNames: ['Amina Otieno'],
    });
    expect(stored?.pricing).toBeDefined();

    // Asked again: the same answer, one audit entry, one mail.
    const again = await act(eraseApplicationDataPath, app);
    expect(myApplicationAnswerSchema.parse(again.body).application.dataErasedAt).toBe(view.dataErasedAt);
    const after = await itemsOf(app.id);
    expect(after.filter((i) => i.action === 'data_erased_by_traveller')).toHaveLength(1);
    await expect.poll(() => subjectsTo(app.contactEmail, 'deleted')).toBe(1);
  });
});
