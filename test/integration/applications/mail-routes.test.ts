import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { describe, expect, it } from 'vitest';
import {
  applicationsPath,
  confirmationPath,
  idempotencyKeyHeader,
  signedAgreementPath,
} from '../../../shared/api/applications';
import type { ApplicationCreated } from '../../../shared/journey/schemas';
import { createApplicationsApp } from '../../../functions/applications/routes';
import { createSesMailer } from '../../../functions/lib/mailer';
import { pdfTextRuns } from '../../support/pdf-text';
import { stack } from '../support';
import {
  allAgreed,
  applicant,
  createApplication,
  mailsTo,
  objectBytes,
  pngSignature,
  postJson,
  s3,
  storedApplication,
  submission,
  table,
} from './support';

async function created(body = submission()): Promise<ApplicationCreated> {
  const res = await createApplication(body);
  expect(res.status).toBe(201);
  return (await res.json()) as ApplicationCreated;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('access to an application’s mail routes', () => {
  it.each([signedAgreementPath, confirmationPath])('%s answers 401 without a token', async (path) => {
    const app = await created();
    const res = await postJson(path, {
      applicationId: app.id,
      signature: 'Amina Otieno',
      agreementDetails: allAgreed,
    });
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toBe('Bearer');
    expect(await res.json()).toMatchObject({ error: 'unauthorized' });
  });

  it.each([signedAgreementPath, confirmationPath])(
    '%s answers 403 with another application’s token',
    async (path) => {
      const [mine, other] = await Promise.all([created(), created()]);
      const body = { applicationId: mine.id, signature: 'Amina Otieno', agreementDetails: allAgreed };
      const res = await postJson(path, body, bearer(other.accessToken));
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ error: 'forbidden' });
    },
  );

  it('answers 403, not 404, for an application that does not exist', async () => {
    const res = await postJson(confirmationPath, { applicationId: randomUUID() }, bearer('a'.repeat(43)));
    expect(res.status).toBe(403);
  });
});

describe('POST /api/send-signed-agreement', () => {
  it('e-mails a PDF with every applicant’s name, the client’s IP address and user agent', async () => {
    const body = submission({
      applicants: [
        applicant({ firstName: 'Алексей', lastName: 'Смирнов' }),
        applicant({ firstName: '小明', lastName: '王', passportNumber: 'E12345678' }),
      ],
    });
    const app = await created(body);
    const res = await postJson(
      signedAgreementPath,
      { applicationId: app.id, signature: pngSignature, agreementDetails: allAgreed, ipAddress: '0.0.0.0' },
      { ...bearer(app.accessToken), 'user-agent': 'H4-Integration-Agent/1.0 (test)' },
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ sent: true });

    const mails = await mailsTo(body.contactEmail);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain(app.applicationNumber);
    const pdf = mails[0]?.attachments.find((a) => a.contentType === 'application/pdf');
    expect(pdf?.filename).toBe(`signed-agreement-${app.applicationNumber}.pdf`);
    const text = (await pdfTextRuns(Buffer.from(pdf?.content ?? '', 'base64'))).join('\n');
    expect(text).toContain('Алексей Смирнов');
    expect(text).toContain('小明 王');
    expect(text).toContain(app.applicationNumber);
    expect(text).toContain('127.0.0.1');
    expect(text).not.toContain('0.0.0.0');
    expect(text).toContain('H4-Integration-Agent/1.0 (test)');
  });

  it('keeps the drawn signature and the PDF in the application’s folder and records the signing', async () => {
    const app = await created();
    await postJson(
      signedAgreementPath,
      { applicationId: app.id, signature: pngSignature, agreementDetails: allAgreed },
      bearer(app.accessToken),
    );
    const png = await objectBytes(`applications/${app.id}/signature.png`);
    expect(Buffer.from(png).toString('base64')).toBe(pngSignature.split(',')[1]);
    const pdf = await objectBytes(`applications/${app.id}/signed-agreement.pdf`);
    expect(Buffer.from(pdf.slice(0, 5)).toString('latin1')).toBe('%PDF-');
    const stored = await storedApplication(app.id);
    expect(stored?.agreement).toMatchObject({
      signatureType: 'drawn',
      ipAddress: '127.0.0.1',
      signatureKey: `applications/${app.id}/signature.png`,
      pdfKey: `applications/${app.id}/signed-agreement.pdf`,
      mailedAt: expect.any(String),
    });
    expect(stored?.agreementClaim).toBeUndefined();
  });

  it('does not send a second e-mail for the same signature, but does for a new one', async () => {
    const body = submission();
    const app = await created(body);
    const sign = (signature: string) =>
      postJson(
        signedAgreementPath,
        { applicationId: app.id, signature, agreementDetails: allAgreed },
        bearer(app.accessToken),
      );
    expect(await (await sign('Amina Otieno')).json()).toEqual({ sent: true });
    expect(await (await sign('Amina Otieno')).json()).toEqual({ sent: false });
    expect(await mailsTo(body.contactEmail)).toHaveLength(1);
    expect(await (await sign(pngSignature)).json()).toEqual({ sent: true });
    expect(await mailsTo(body.contactEmail)).toHaveLength(2);
    expect((await storedApplication(app.id))?.agreement?.signatureType).toBe('drawn');
  });

  it('sends one e-mail when the same signature is sent twice at once', async () => {
    const body = submission();
    const app = await created(body);
    const sign = () =>
      postJson(
        signedAgreementPath,
        { applicationId: app.id, signature: 'Amina Otieno', agreementDetails: allAgreed },
        bearer(app.accessToken),
      );
    const results = await Promise.all([sign(), sign()]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    expect(await mailsTo(body.contactEmail)).toHaveLength(1);
  });

  it('refuses an agreement that is not fully accepted, with the field path', async () => {
    const app = await created();
    const res = await postJson(
      signedAgreementPath,
      {
        applicationId: app.id,
        signature: 'Amina Otieno',
        agreementDetails: { ...allAgreed, paymentAgreement: false },
      },
      bearer(app.accessToken),
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      issues: [
        { path: 'agreementDetails.paymentAgreement', message: 'journey.error.agreements.paymentAgreement' },
      ],
    });
  });

  // The details page has two boxes (terms, privacy); signing confirms the declaration, so the browser
  // sends the other two true. The server still refuses a signature without the terms or privacy.
  it.each([
    ['termsAccepted', 'journey.error.agreements.terms'],
    ['privacyAccepted', 'journey.error.agreements.privacy'],
  ] as const)('refuses a signed agreement without %s', async (flag, message) => {
    const app = await created();
    const res = await postJson(
      signedAgreementPath,
      { applicationId: app.id, signature: 'Amina Otieno', agreementDetails: { ...allAgreed, [flag]: false } },
      bearer(app.accessToken),
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ issues: [{ path: `agreementDetails.${flag}`, message }] });
    expect((await storedApplication(app.id))?.agreement).toBeUndefined();
  });

  it('refuses a data URL that claims PNG but is not one', async () => {
    const app = await created();
    const fake = `data:image/png;base64,${Buffer.from('GIF89a not a png').toString('base64')}`;
    const res = await postJson(
      signedAgreementPath,
      { applicationId: app.id, signature: fake, agreementDetails: allAgreed },
      bearer(app.accessToken),
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      issues: [{ path: 'signature', message: 'journey.error.signature.invalid' }],
    });
  });
});

describe('POST /api/send-application-confirmation', () => {
  it('e-mails the confirmation in the application’s language (Turkish), once', async () => {
    const body = submission({ locale: 'tr', processingType: 'fast' });
    const app = await created(body);
    const send = () => postJson(confirmationPath, { applicationId: app.id }, bearer(app.accessToken));
    const res = await send();
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ sent: true });
    const [mail] = await mailsTo(body.contactEmail);
    expect(mail?.subject).toBe(`Kenya eTA başvurunuzu aldık: ${app.applicationNumber}`);
    expect(mail?.body.text).toContain('Bundan sonra ne olacak');
    expect(mail?.body.text).toContain('Amina Otieno');
    expect(mail?.body.html).toContain('<html lang="tr" dir="ltr">');
    expect(await (await send()).json()).toEqual({ sent: false });
    expect(await mailsTo(body.contactEmail)).toHaveLength(1);
  });

  it('uses the language the browser asks for, right to left in Arabic', async () => {
    const body = submission();
    const app = await created(body);
    await postJson(confirmationPath, { applicationId: app.id, locale: 'ar' }, bearer(app.accessToken));
    const [mail] = await mailsTo(body.contactEmail);
    expect(mail?.subject).toContain('تلقّينا طلب');
    expect(mail?.body.html).toContain('<html lang="ar" dir="rtl">');
  });

  it('answers 502 when the mail service is down, keeps the application, and lets the client retry', async () => {
    const dead = await deadEndpoint();
    const ses = new SESv2Client({
      region: 'eu-west-1',
      endpoint: dead,
      credentials: stack.credentials,
      maxAttempts: 1,
    });
    const app = createApplicationsApp({
      ...table,
      s3,
      bucketName: stack.bucketName,
      mailer: createSesMailer({ ses, from: 'no-reply@kenya-eta.localhost' }),
      now: () => new Date(),
      newApplicationNumber: () => `KE-${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
      acceptsTestData: true,
    });
    const body = submission();
    const createRes = await app.request(applicationsPath, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [idempotencyKeyHeader]: randomUUID() },
      body: JSON.stringify(body),
    });
    const createdApp = (await createRes.json()) as ApplicationCreated;
    const res = await app.request(confirmationPath, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...bearer(createdApp.accessToken) },
      body: JSON.stringify({ applicationId: createdApp.id }),
    });
    expect(res.status).toBe(502);
    expect(await res.json()).toMatchObject({ error: 'mail_not_sent' });
    const stored = await storedApplication(createdApp.id);
    expect(stored?.status).toBe('pending');
    expect(stored?.confirmationClaim).toBeUndefined();
    expect(await mailsTo(body.contactEmail)).toHaveLength(0);

    const retry = await postJson(
      confirmationPath,
      { applicationId: createdApp.id },
      bearer(createdApp.accessToken),
    );
    expect(await retry.json()).toEqual({ sent: true });
    expect(await mailsTo(body.contactEmail)).toHaveLength(1);
  });
});

/** An endpoint where nothing listens: a port taken and released. */
async function deadEndpoint(): Promise<string> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  await new Promise<void>((r) => server.close(() => r()));
  return `http://127.0.0.1:${port}`;
}
