import { expect } from 'vitest';
import type { ApplicationCreated } from '../../../shared/journey/schemas';
import { documentsPath, uploadsPath, type PresignedUpload } from '../../../shared/documents/rules';
import { callbackFor, postCallback, startPayment } from '../payments/support';
import { applicant, createApplication, postJson, submission } from '../applications/support';

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export async function created(applicants = 1): Promise<ApplicationCreated & { contactEmail: string }> {
  const body = submission({
    applicants: Array.from({ length: applicants }, (_, i) =>
      applicant({
        firstName: ['Amina', 'Joseph', 'Wanjiru'][i] ?? 'Amina',
        passportNumber: `AB12345${60 + i}`,
      }),
    ),
  });
  const res = await createApplication(body);
  expect(res.status).toBe(201);
  return { ...((await res.json()) as ApplicationCreated), contactEmail: body.contactEmail };
}

/** Pays an application through the API and the gateway's signed callback, as production does. */
export async function markPaid(app: ApplicationCreated): Promise<void> {
  const payment = await startPayment(app);
  const res = await postCallback(callbackFor(app, payment));
  expect(res.status).toBe(200);
}

export async function paidApplication(applicants = 1) {
  const app = await created(applicants);
  await markPaid(app);
  return app;
}

export const pdfBytes = (size: number) => {
  const bytes = new Uint8Array(size).fill(0x20);
  bytes.set(new TextEncoder().encode('%PDF-1.7\n'));
  return bytes;
};
export const jpegBytes = (size: number) => {
  const bytes = new Uint8Array(size);
  bytes.set([0xff, 0xd8, 0xff, 0xe0]);
  return bytes;
};

export async function presign(
  token: string,
  body: Record<string, unknown>,
): Promise<{ status: number; upload: PresignedUpload; json: unknown }> {
  const res = await postJson(uploadsPath, body, bearer(token));
  const json = (await res.json()) as unknown;
  return { status: res.status, upload: json as PresignedUpload, json };
}

/** Posts a file to S3 with the presigned POST, as the browser does (fields first, file last). */
export async function postToS3(
  upload: PresignedUpload,
  bytes: Uint8Array,
  contentType: string,
): Promise<Response> {
  const form = new FormData();
  for (const [name, value] of Object.entries(upload.fields)) form.append(name, value);
  form.append('file', new Blob([bytes as Uint8Array<ArrayBuffer>], { type: contentType }), 'file');
  return fetch(upload.url, { method: 'POST', body: form });
}

export function record(token: string, body: Record<string, unknown>): Promise<Response> {
  return postJson(documentsPath, body, bearer(token));
}

/** Presigns, uploads and records one file; returns the record response. */
export async function uploadDocument(
  app: { id: string; accessToken: string },
  applicantIndex: number,
  type: string,
  fileName: string,
  contentType: string,
  bytes: Uint8Array,
): Promise<Response> {
  const { status, upload } = await presign(app.accessToken, {
    applicationId: app.id,
    applicantIndex,
    type,
    fileName,
    contentType,
    size: bytes.length,
  });
  expect(status).toBe(201);
  const s3 = await postToS3(upload, bytes, contentType);
  expect(s3.status).toBeLessThan(300);
  return record(app.accessToken, { applicationId: app.id, applicantIndex, type, key: upload.key, fileName });
}
