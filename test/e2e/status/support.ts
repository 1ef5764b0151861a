import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import {
  adminApprovePath,
  adminEvisaUploadPath,
  adminStatusPath,
  staffSessionCookie,
  type EvisaUpload,
} from '../../../shared/api/admin';
import { createTestStaff, e2eTable, signInByApi } from '../../support/staff';
import { applicationsPath, idempotencyKeyHeader } from '../../../shared/api/applications';
import { paymentCallbackPath, paymentPath, type CreatedPaymentAnswer } from '../../../shared/api/payments';
import { signCallback } from '../../../functions/payments/gateway/signing';
import { signatureHeader, type SandboxCallback } from '../../../functions/payments/gateway/sandbox-protocol';
import { addDays, addYears, todayFrom } from '../../../shared/journey/dates';
import type { ApplicantInput, ApplicationCreated } from '../../../shared/journey/schemas';

const today = todayFrom(() => new Date());

function traveller(firstName: string, lastName: string, passportNumber: string): ApplicantInput {
  return {
    firstName,
    lastName,
    dateOfBirth: '1990-05-20',
    gender: 'female',
    nationality: 'GB',
    passportNumber,
    passportIssuedDate: addYears(today, -2),
    passportExpiryDate: addYears(today, 8),
    passportIssuingCountry: 'GB',
    email: 'amina@example.com',
    phone: '+44 7700 900123',
    currentAddress: '1 High Street, London',
    dateOfArrival: addDays(today, 30),
    dateOfDeparture: addDays(today, 44),
    employmentStatus: 'employed',
    occupation: 'Engineer',
    emergencyContactName: 'Joseph Otieno',
    emergencyContactPhone: '+44 7700 900456',
    emergencyContactRelationship: 'spouse',
  };
}

export interface CreatedApplication extends ApplicationCreated {
  readonly contactEmail: string;
}

/** Creates a two-applicant application through the real API, as the journey does. */
export async function createApplication(request: APIRequestContext): Promise<CreatedApplication> {
  const contactEmail = `traveller+${randomUUID()}@example.com`;
  const applicants = [traveller('Amina', 'Otieno', 'AB1234567'), traveller('Joseph', 'Kamau', 'CD7654321')];
  const res = await request.post(applicationsPath, {
    headers: { [idempotencyKeyHeader]: randomUUID() },
    data: {
      applicationType: 'tourist',
      processingType: 'fast',
      contactEmail,
      contactPhone: '+44 7700 900123',
      applicantCount: applicants.length,
      includeInsurance: false,
      applicants,
      locale: 'en',
    },
  });
  if (res.status() !== 201) throw new Error(`creation failed: ${res.status()} ${await res.text()}`);
  return { ...((await res.json()) as ApplicationCreated), contactEmail };
}

/** Starts a payment through the API, as the Pay button does: the attempt stays open until its callback. */
export async function startPaymentThroughApi(
  request: APIRequestContext,
  app: ApplicationCreated,
): Promise<string> {
  const started = await request.post(paymentPath, {
    headers: { authorization: `Bearer ${app.accessToken}` },
    data: { applicationId: app.id },
  });
  if (started.status() !== 200)
    throw new Error(`payment start failed: ${started.status()} ${await started.text()}`);
  return ((await started.json()) as CreatedPaymentAnswer).transactionId;
}

/** The gateway's signed server-to-server callback reporting success for a started payment. */
export async function sendSuccessCallback(
  request: APIRequestContext,
  app: ApplicationCreated,
  transactionId: string,
): Promise<void> {
  const secret = process.env.E2E_GATEWAY_SECRET;
  if (!secret) throw new Error('E2E_GATEWAY_SECRET is not set: run through playwright test.');
  const callback: SandboxCallback = {
    orderId: app.applicationNumber,
    transactionId,
    status: 'success',
    reply_code: '0000',
    reply_desc: 'Approved',
    amount: app.pricing.totalPrice,
    currency: 'USD',
    card_last4: '4242',
    occurred_at: new Date().toISOString(),
  };
  const body = JSON.stringify(callback);
  const paid = await request.post(paymentCallbackPath, {
    headers: {
      'content-type': 'application/json',
      [signatureHeader]: signCallback(secret, body, new Date()),
    },
    data: body,
  });
  if (paid.status() !== 200)
    throw new Error(`payment callback failed: ${paid.status()} ${await paid.text()}`);
}

/**
 * Pays an application the way production does: the payment is started through the API and the
 * gateway's signed server-to-server callback reports success (DESIGN decision 5), so the application
 * carries exactly what a real payment leaves (paidAt, transaction, counters, receipt e-mail).
 */
export async function payThroughGateway(request: APIRequestContext, app: ApplicationCreated): Promise<void> {
  await sendSuccessCallback(request, app, await startPaymentThroughApi(request, app));
}

export interface SinkEmail {
  readonly subject: string;
  readonly replyTo: readonly string[];
  readonly destination: { readonly to: readonly string[] };
  readonly body: { readonly html?: string };
}

/** The mails the local mail viewer holds for an address, oldest first (its JSON API). */
export async function mailsTo(
  request: APIRequestContext,
  mailUrl: string,
  address: string,
): Promise<SinkEmail[]> {
  const { emails } = (await (await request.get(`${mailUrl}store`)).json()) as { emails: SinkEmail[] };
  return emails.filter((e) => e.destination.to.some((to) => to.includes(address)));
}

/** The personal link of the newest mail to the application's address: the "Open your application" link. */
export async function newestLink(request: APIRequestContext, mailUrl: string, app: CreatedApplication) {
  const mail = (await mailsTo(request, mailUrl, app.contactEmail)).at(-1);
  const href = /<a href="([^"]+\/my-application#token=[^"]+)"/.exec(mail?.body.html ?? '')?.[1];
  if (!mail || !href) throw new Error('no personal link in the newest mail');
  return { mail, href: href.replace(/&amp;/g, '&') };
}

/** Staff approve the application through the admin API, with a small PDF as the e-visa. */
export async function approveWithEvisa(
  request: APIRequestContext,
  baseURL: string,
  id: string,
  pdf: Uint8Array,
) {
  const staff = await createTestStaff(e2eTable(), { role: 'admin' });
  const session = await signInByApi(baseURL, staff.username, staff.password, staff.totpSecret);
  const headers = { cookie: `${staffSessionCookie}=${session}`, origin: new URL(baseURL).origin };
  const presigned = await request.post(adminEvisaUploadPath(id), {
    headers,
    data: { fileName: 'evisa.pdf', size: pdf.length },
  });
  expect(presigned.status()).toBe(201);
  const upload = (await presigned.json()) as EvisaUpload;
  const form = new FormData();
  for (const [name, value] of Object.entries(upload.fields)) form.append(name, value);
  form.append('file', new Blob([pdf as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }), 'evisa.pdf');
  expect((await fetch(upload.url, { method: 'POST', body: form })).status).toBeLessThan(300);
  const approved = await request.put(adminApprovePath(id), {
    headers,
    data: { status: 'approved', evisaFilePath: upload.key },
  });
  expect(approved.status()).toBe(200);
}

/** Staff reject the application through the admin API, with a reason from the list and words for the traveller. */
export async function rejectWithReason(
  request: APIRequestContext,
  baseURL: string,
  id: string,
  reason: string,
) {
  const staff = await createTestStaff(e2eTable(), { role: 'admin' });
  const session = await signInByApi(baseURL, staff.username, staff.password, staff.totpSecret);
  const headers = { cookie: `${staffSessionCookie}=${session}`, origin: new URL(baseURL).origin };
  const rejected = await request.patch(adminStatusPath(id), {
    headers,
    data: { status: 'rejected', reasonCode: 'photo', reason },
  });
  expect(rejected.status()).toBe(200);
}
