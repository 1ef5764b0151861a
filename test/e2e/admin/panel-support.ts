import type { APIRequestContext, Page } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { paymentPath, type CreatedPaymentAnswer } from '../../../shared/api/payments';
import {
  documentsPath,
  submitDocumentsPath,
  uploadsPath,
  type PresignedUpload,
} from '../../../shared/documents/rules';
import type { ApplicationCreated } from '../../../shared/journey/schemas';
import { siteDictionaries } from '../../../shared/i18n';
import type { LocaleCode } from '../../../shared/locales';
import { expect } from '../fixtures';
import type { SentMail } from '../journey/stored';
import { cards, createApplication } from '../payments/support';

/** The panel's English texts, by key (the tests read labels from the catalog they check). */
export const panelText = (locale: LocaleCode = 'en') => siteDictionaries[locale];

const bearer = (app: ApplicationCreated) => ({ authorization: `Bearer ${app.accessToken}` });

/**
 * Pays an application as a traveller does, without a browser: the payment is created through the
 * API and the sandbox gateway's hosted card form is posted with the success card; the gateway then
 * sends its signed callback to the server, which alone marks the application paid.
 */
export async function payWithSandbox(request: APIRequestContext, app: ApplicationCreated): Promise<void> {
  const res = await request.post(paymentPath, { headers: bearer(app), data: { applicationId: app.id } });
  expect(res.status()).toBe(200);
  const { paymentUrl } = (await res.json()) as CreatedPaymentAnswer;
  const url = new URL(paymentUrl);
  const paid = await request.post(`${url.origin}${url.pathname}`, {
    form: {
      session: url.searchParams.get('session') ?? '',
      name: 'Amina Otieno',
      cardNumber: cards.success,
      expiry: '12/40',
      cvc: '123',
    },
    maxRedirects: 0,
  });
  expect(paid.status()).toBe(303);
  expect(paid.headers().location).toContain('status=success');
}

/** A 1×1 PNG: a real image, so that the document opens as one. */
export const pngBytes = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Uploads one of the first applicant's documents as the documents screen does (presign, S3, record). */
async function uploadDocument(
  request: APIRequestContext,
  app: ApplicationCreated,
  type: 'photo' | 'passport',
): Promise<void> {
  const fileName = `${type}.png`;
  const presigned = await request.post(uploadsPath, {
    headers: bearer(app),
    data: {
      applicationId: app.id,
      applicantIndex: 0,
      type,
      fileName,
      contentType: 'image/png',
      size: pngBytes.length,
    },
  });
  expect(presigned.status()).toBe(201);
  const upload = (await presigned.json()) as PresignedUpload;
  const s3 = await request.post(upload.url, {
    multipart: {
      ...upload.fields,
      file: { name: fileName, mimeType: 'image/png', buffer: pngBytes },
    },
  });
  expect(s3.status()).toBeLessThan(300);
  const recorded = await request.post(documentsPath, {
    headers: bearer(app),
    data: { applicationId: app.id, applicantIndex: 0, type, key: upload.key, fileName },
  });
  expect(recorded.status()).toBe(200);
}

/** Uploads the applicant's passport photo as the documents screen does. */
export const uploadPhoto = (request: APIRequestContext, app: ApplicationCreated) =>
  uploadDocument(request, app, 'photo');

/**
 * A paid application whose documents (photo, passport) are submitted: "ready for review" in the
 * staff queue.
 */
export async function readyForReview(request: APIRequestContext): Promise<ApplicationCreated> {
  const app = await createApplication(request);
  await payWithSandbox(request, app);
  await uploadDocument(request, app, 'photo');
  await uploadDocument(request, app, 'passport');
  const submitted = await request.post(submitDocumentsPath(app.id), { headers: bearer(app), data: {} });
  expect(submitted.status(), await submitted.text()).toBe(200);
  return app;
}

/** The e-mails to this address whose subject starts so, as the local mail viewer holds them now. */
export async function mailsTo(mailUrl: string, address: string, subject: string): Promise<StoredMail[]> {
  const { emails } = (await (await fetch(`${mailUrl}store`)).json()) as { emails: StoredMail[] };
  return emails.filter(
    (m) => m.subject.startsWith(subject) && m.destination.to.some((to) => to.includes(address)),
  );
}

/** A created, paid application with a passport photo, as the admin finds it. */
export async function paidApplicationWithPhoto(request: APIRequestContext): Promise<ApplicationCreated> {
  const app = await createApplication(request);
  await payWithSandbox(request, app);
  await uploadPhoto(request, app);
  return app;
}

/** A small real PDF (one page of text), as an e-visa. */
export async function evisaPdf(number: string): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([595, 842]);
  page.drawText(`Kenya eTA ${number}`, {
    x: 50,
    y: 780,
    size: 18,
    font: await pdf.embedFont(StandardFonts.Helvetica),
  });
  return Buffer.from(await pdf.save());
}

/** Searches the list for an application number and opens it; the detail heading has focus. */
export async function openApplication(page: Page, applicationNumber: string, locale: LocaleCode = 'en') {
  const t = panelText(locale);
  await page.getByLabel(t['admin.panel.search.label']).fill(applicationNumber);
  await page.getByRole('button', { name: t['admin.panel.search.submit'], exact: true }).click();
  const rows = page.getByRole('table').getByRole('row').filter({ hasText: applicationNumber });
  await expect(rows).toHaveCount(1);
  await rows.getByRole('link', { name: applicationNumber }).click();
  const heading = page.getByRole('heading', {
    level: 1,
    name: t['common.heading.application'].replace('{number}', applicationNumber),
  });
  await expect(heading).toBeFocused();
}

export type StoredMail = SentMail;

/** The e-mail with this subject to this address, once it has arrived. */
export async function mailTo(mailUrl: string, address: string, subject: string): Promise<StoredMail> {
  let found: StoredMail | undefined;
  await expect
    .poll(async () => {
      const { emails } = (await (await fetch(`${mailUrl}store`)).json()) as { emails: StoredMail[] };
      found = emails.find(
        (m) => m.subject === subject && m.destination.to.some((to) => to.includes(address)),
      );
      return found !== undefined;
    })
    .toBe(true);
  return found as StoredMail;
}

export { createApplication };
