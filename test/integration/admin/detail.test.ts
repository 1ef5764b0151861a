import { beforeAll, describe, expect, it } from 'vitest';
import {
  adminApplicationPath,
  adminDecisionMailPath,
  adminDocumentLinkPath,
  adminStatusPath,
  type ApplicationDetail,
  type DecisionAnswer,
  type DocumentLink,
} from '../../../shared/api/admin';
import { createAdminApp } from '../../../functions/admin/routes';
import type { Mailer } from '../../../functions/lib/mailer';
import { applicant } from '../applications/support';
import { mailsTo, s3, storedApplication, table } from '../applications/support';
import { jpegBytes, paidApplication, uploadDocument } from '../documents/support';
import { stack } from '../support';
import { adminCall, adminJson, signedIn, type Session } from './support';

let admin: Session;
let support: Session;

beforeAll(async () => {
  [admin, support] = await Promise.all([signedIn('admin'), signedIn('support')]);
});

describe('the application detail', () => {
  it('holds the application, every applicant field, the payment and the documents', async () => {
    const app = await paidApplication(2);
    const upload = await uploadDocument(app, 1, 'photo', 'Joseph photo.jpg', 'image/jpeg', jpegBytes(2048));
    expect(upload.status).toBe(200);
    const detail = await adminJson<ApplicationDetail>(support, 'GET', adminApplicationPath(app.id));
    expect(detail.application).toMatchObject({
      id: app.id,
      applicationNumber: app.applicationNumber,
      status: 'pending',
      paymentStatus: 'paid',
      contactEmail: app.contactEmail,
      contactPhone: '+44 7700 900123',
      includeInsurance: false,
      locale: 'en',
      applicantCount: 2,
    });
    expect(detail.application.pricing).toMatchObject({ totalPrice: app.pricing.totalPrice });
    expect(detail.applicants).toHaveLength(2);
    const expected = applicant({ firstName: 'Joseph', passportNumber: 'AB1234561' });
    expect(detail.applicants[1]).toMatchObject({
      index: 1,
      firstName: 'Joseph',
      lastName: expected.lastName,
      passportNumber: 'AB1234561',
      dateOfBirth: expected.dateOfBirth,
      occupation: expected.occupation,
      emergencyContactName: expected.emergencyContactName,
    });
    expect(detail.applicants[1]).not.toHaveProperty('pk');
    const stored = (await storedApplication(app.id)) as unknown as Record<string, string>;
    expect(detail.payment).toEqual({
      status: 'paid',
      amount: app.pricing.totalPrice,
      currency: 'USD',
      paidAt: stored.paidAt,
      transactionId: stored.paymentTransactionId,
      cardLast4: '4242',
    });
    expect(detail.documents).toEqual([
      expect.objectContaining({ applicantIndex: 1, type: 'photo', fileName: 'Joseph photo.jpg', size: 2048 }),
    ]);
    expect(detail.history[0]).toMatchObject({ action: 'view_application', actor: support.username });
  });

  it('answers 404 for an unknown application', async () => {
    const res = await adminCall(admin, 'GET', adminApplicationPath('00000000-0000-4000-8000-000000000000'));
    expect(res.status).toBe(404);
    expect((await adminCall(admin, 'GET', adminApplicationPath('not-an-id'))).status).toBe(404);
  });
});

describe('a document link', () => {
  it('is a 5-minute presigned GET that shows the file inline under its name, and is audited', async () => {
    const app = await paidApplication();
    const bytes = jpegBytes(3000);
    await uploadDocument(app, 0, 'passport', 'Pasaport ş.jpg', 'image/jpeg', bytes);
    const link = await adminJson<DocumentLink>(support, 'GET', adminDocumentLinkPath(app.id, 0, 'passport'));
    const url = new URL(link.url);
    expect(url.searchParams.get('X-Amz-Expires')).toBe('300');
    expect(url.searchParams.get('response-content-disposition')).toBe(
      `inline; filename="Pasaport _.jpg"; filename*=UTF-8''Pasaport%20%C5%9F.jpg`,
    );
    const file = await fetch(link.url);
    expect(file.status).toBe(200);
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(bytes);

    const detail = await adminJson<ApplicationDetail>(admin, 'GET', adminApplicationPath(app.id));
    expect(detail.history.find((h) => h.action === 'view_document')).toMatchObject({
      actor: support.username,
      detail: { applicantIndex: 0, type: 'passport', fileName: 'Pasaport ş.jpg' },
    });
  });

  it('answers 404 for an empty slot or an unknown type', async () => {
    const app = await paidApplication();
    expect((await adminCall(admin, 'GET', adminDocumentLinkPath(app.id, 0, 'photo'))).status).toBe(404);
    expect((await adminCall(admin, 'GET', adminDocumentLinkPath(app.id, 0, 'selfie'))).status).toBe(404);
  });
});

describe('when the decision e-mail cannot be sent', () => {
  it('keeps the decision, says so, audits it, and the e-mail can be sent again', async () => {
    const app = await paidApplication();
    const refusing: Mailer = {
      send: () => Promise.reject(new Error('MessageRejected: sending paused')),
    };
    const failing = createAdminApp({
      ...table,
      s3,
      bucketName: stack.bucketName,
      mailer: refusing,
      now: () => new Date(),
      siteOrigin: stack.url,
    });
    const res = await failing.request(adminStatusPath(app.id), {
      method: 'PATCH',
      headers: {
        cookie: admin.cookie,
        origin: new URL(stack.url).origin,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ status: 'rejected', reasonCode: 'documents', reason: 'Wrong passport type.' }),
    });
    expect(res.status).toBe(200);
    const answer = (await res.json()) as DecisionAnswer;
    expect(answer.mailSent).toBe(false);
    expect(answer.decision.mailSentAt).toBeUndefined();
    expect(
      await mailsTo(app.contactEmail).then((m) => m.filter((x) => x.subject.includes('Decision'))),
    ).toEqual([]);

    const resent = await adminJson<DecisionAnswer>(admin, 'POST', adminDecisionMailPath(app.id), {});
    expect(resent.mailSent).toBe(true);
    expect(resent.decision).toMatchObject({
      status: 'rejected',
      reasonCode: 'documents',
      reason: 'Wrong passport type.',
    });
    const [mail] = (await mailsTo(app.contactEmail)).filter((x) => x.subject.includes('Decision'));
    expect(mail?.body.text).toContain('Wrong passport type.');

    const detail = await adminJson<ApplicationDetail>(admin, 'GET', adminApplicationPath(app.id));
    expect(detail.decision?.mailSentAt).toBe(resent.decision.mailSentAt);
    expect(detail.history.map((h) => h.action)).toEqual(
      expect.arrayContaining(['reject', 'decision_mail_failed', 'decision_mail_sent']),
    );
  });

  it('cannot be sent for an application without a decision', async () => {
    const app = await paidApplication();
    const res = await adminCall(admin, 'POST', adminDecisionMailPath(app.id), { body: {} });
    expect(res.status).toBe(409);
  });
});
