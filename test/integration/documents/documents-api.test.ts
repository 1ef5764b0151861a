import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminStatusPath } from '../../../shared/api/admin';
import { paymentStatusPath } from '../../../shared/api/payments';
import { adminCall, signedIn, type Session } from '../admin/support';
import { documentPath, receiptPath, submitDocumentsPath, uploadsPath } from '../../../shared/documents/rules';
import { getDocument } from '../../../functions/documents/document-store';
import { stack } from '../support';
import { mailsTo, origin, s3, storedApplication, table } from '../applications/support';
import {
  bearer,
  created,
  jpegBytes,
  paidApplication,
  pdfBytes,
  postToS3,
  presign,
  record,
  uploadDocument,
} from './support';

const mb = 1024 * 1024;
const deps = { ...table, s3, bucketName: stack.bucketName, now: () => new Date() };

async function objectExists(key: string): Promise<boolean> {
  try {
    await s3.send(new HeadObjectCommand({ Bucket: stack.bucketName, Key: key }));
    return true;
  } catch {
    return false;
  }
}

const passport = (app: { id: string }, size: number, overrides: Record<string, unknown> = {}) => ({
  applicationId: app.id,
  applicantIndex: 0,
  type: 'passport',
  fileName: 'passport.pdf',
  contentType: 'application/pdf',
  size,
  ...overrides,
});

describe('presigning an upload', () => {
  it('refuses an application that is not paid yet with 409', async () => {
    const app = await created();
    const { status, json } = await presign(app.accessToken, passport(app, 1000));
    expect(status).toBe(409);
    expect(json).toMatchObject({ error: 'not_paid' });
  });

  it('refuses a 6 MB passport before any upload', async () => {
    const app = await paidApplication();
    const { status, json } = await presign(app.accessToken, passport(app, 6 * mb));
    expect(status).toBe(400);
    expect(json).toMatchObject({ issues: [{ path: 'size', message: 'documents.errors.tooLarge' }] });
  });

  it('refuses a type the slot does not take (a PDF as the photo)', async () => {
    const app = await paidApplication();
    const { status } = await presign(app.accessToken, passport(app, 1000, { type: 'photo' }));
    expect(status).toBe(400);
  });

  it('answers 401 without the application’s token and 403 with another one', async () => {
    const [app, other] = await Promise.all([paidApplication(), paidApplication()]);
    expect((await presign('', passport(app, 1000))).status).toBe(401);
    expect((await presign(other.accessToken, passport(app, 1000))).status).toBe(403);
  });
});

describe('S3’s policy', () => {
  it('refuses a 2.5 MB photo even when the browser declared a smaller size', async () => {
    const app = await paidApplication();
    const photo = { type: 'photo', fileName: 'photo.jpg', contentType: 'image/jpeg' };
    const { status, upload } = await presign(app.accessToken, passport(app, 100_000, photo));
    expect(status).toBe(201);
    const res = await postToS3(upload, jpegBytes(2.5 * mb), 'image/jpeg');
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('EntityTooLarge');
    expect(await objectExists(upload.key)).toBe(false);
    const recorded = await record(app.accessToken, {
      applicationId: app.id,
      applicantIndex: 0,
      type: 'photo',
      key: upload.key,
    });
    expect(recorded.status).toBe(404);
    expect(await getDocument(deps, app.id, 0, 'photo')).toBeUndefined();
  });

  it('refuses a 6 MB passport posted with a presign for a small one, and nothing is recorded', async () => {
    const app = await paidApplication();
    const { upload } = await presign(app.accessToken, passport(app, 1000));
    const res = await postToS3(upload, pdfBytes(6 * mb), 'application/pdf');
    expect(res.status).toBe(400);
    const recorded = await record(app.accessToken, {
      applicationId: app.id,
      applicantIndex: 0,
      type: 'passport',
      key: upload.key,
    });
    expect(recorded.status).toBe(404);
    expect(await getDocument(deps, app.id, 0, 'passport')).toBeUndefined();
  });
});

describe('recording a document', () => {
  it('refuses an .exe renamed .pdf with 400, deletes the object and records nothing', async () => {
    const app = await paidApplication();
    const exe = new Uint8Array(4096);
    exe.set([0x4d, 0x5a, 0x90, 0x00]); // "MZ"
    const { upload } = await presign(app.accessToken, passport(app, exe.length));
    expect((await postToS3(upload, exe, 'application/pdf')).status).toBeLessThan(300);
    const res = await record(app.accessToken, {
      applicationId: app.id,
      applicantIndex: 0,
      type: 'passport',
      key: upload.key,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'document_rejected' });
    expect(await objectExists(upload.key)).toBe(false);
    expect(await getDocument(deps, app.id, 0, 'passport')).toBeUndefined();
  });

  it('records a real PDF under the application’s folder, idempotently', async () => {
    const app = await paidApplication();
    const bytes = pdfBytes(50_000);
    const { upload } = await presign(app.accessToken, passport(app, bytes.length));
    await postToS3(upload, bytes, 'application/pdf');
    const body = {
      applicationId: app.id,
      applicantIndex: 0,
      type: 'passport',
      key: upload.key,
      fileName: 'my passport.pdf',
    };
    const first = await record(app.accessToken, body);
    expect(first.status).toBe(200);
    const again = await record(app.accessToken, body);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(await first.json());
    const item = await getDocument(deps, app.id, 0, 'passport');
    expect(item).toMatchObject({ fileName: 'my passport.pdf', size: 50_000, contentType: 'application/pdf' });
    expect(item?.key.startsWith(`uploads/${app.id}/0/passport/`)).toBe(true);
    expect(await objectExists(item?.key ?? '')).toBe(true);
    expect(await objectExists(upload.key)).toBe(false);
  });

  it('replaces a slot’s file and deletes the earlier one; remove deletes it', async () => {
    const app = await paidApplication();
    await uploadDocument(app, 0, 'passport', 'a.pdf', 'application/pdf', pdfBytes(1000));
    const first = await getDocument(deps, app.id, 0, 'passport');
    const res = await uploadDocument(
      app,
      0,
      'passport',
      'b.png',
      'image/png',
      new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]),
    );
    expect(res.status).toBe(200);
    const second = await getDocument(deps, app.id, 0, 'passport');
    expect(second?.fileName).toBe('b.png');
    expect(await objectExists(first?.key ?? '')).toBe(false);
    const removed = await fetch(`${origin}${documentPath(app.id, 0, 'passport')}`, {
      method: 'DELETE',
      headers: bearer(app.accessToken),
    });
    expect(removed.status).toBe(204);
    expect(await getDocument(deps, app.id, 0, 'passport')).toBeUndefined();
    expect(await objectExists(second?.key ?? '')).toBe(false);
  });
});

describe('submitting the documents', () => {
  const submit = (app: { id: string; accessToken: string }) =>
    fetch(`${origin}${submitDocumentsPath(app.id)}`, { method: 'POST', headers: bearer(app.accessToken) });

  it('answers 409 with the missing required slots of every applicant', async () => {
    const app = await paidApplication(2);
    await uploadDocument(app, 0, 'passport', 'p.pdf', 'application/pdf', pdfBytes(1000));
    await uploadDocument(app, 0, 'photo', 'p.jpg', 'image/jpeg', jpegBytes(1000));
    const res = await submit(app);
    expect(res.status).toBe(409);
    const body = (await res.json()) as { issues: { path: string }[] };
    expect(body.issues.map((i) => i.path)).toEqual(['documents.1.passport', 'documents.1.photo']);
    expect((await storedApplication(app.id)) as unknown).not.toHaveProperty('documentsSubmittedAt');
  });

  it('records the submission, keeps the status pending and e-mails "documents received" once', async () => {
    const app = await paidApplication(1);
    await uploadDocument(app, 0, 'passport', 'p.pdf', 'application/pdf', pdfBytes(1000));
    await uploadDocument(app, 0, 'photo', 'p.jpg', 'image/jpeg', jpegBytes(1000));
    const [first, second] = [await submit(app), await submit(app)];
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    const stored = (await storedApplication(app.id)) as unknown as Record<string, unknown>;
    expect(stored.status).toBe('pending');
    expect(typeof stored.documentsSubmittedAt).toBe('string');
    // The payment screens now send a paid traveller on to the final page, not back to the uploads.
    const state = await fetch(`${origin}${paymentStatusPath(app.id)}`, { headers: bearer(app.accessToken) });
    expect(await state.json()).toMatchObject({ paymentStatus: 'paid', documentsSubmitted: true });
    await expect
      .poll(
        async () =>
          (await mailsTo(app.contactEmail)).filter((m) => m.subject.startsWith('Documents received')).length,
      )
      .toBe(1);
  });
});

describe('after the decision', () => {
  let admin: Session;
  beforeAll(async () => {
    admin = await signedIn('admin');
  });

  it('refuses to presign, record, remove or submit documents with 409 already_decided, and keeps the files', async () => {
    const app = await paidApplication(1);
    await uploadDocument(app, 0, 'passport', 'p.pdf', 'application/pdf', pdfBytes(1000));
    await uploadDocument(app, 0, 'photo', 'p.jpg', 'image/jpeg', jpegBytes(1000));
    const spare = await presign(app.accessToken, passport(app, 1000, { type: 'return_ticket' }));
    const decided = await adminCall(admin, 'PATCH', adminStatusPath(app.id), {
      body: {
        status: 'rejected',
        reasonCode: 'documents',
        reason: 'The passport scan is unreadable; please apply again.',
      },
    });
    expect(decided.status).toBe(200);

    const refusals = [
      await fetch(`${origin}${uploadsPath}`, {
        method: 'POST',
        headers: { ...bearer(app.accessToken), 'content-type': 'application/json' },
        body: JSON.stringify(passport(app, 1000)),
      }),
      await record(app.accessToken, {
        applicationId: app.id,
        applicantIndex: 0,
        type: 'return_ticket',
        key: spare.upload.key,
        fileName: 'ticket.pdf',
      }),
      await fetch(`${origin}${documentPath(app.id, 0, 'passport')}`, {
        method: 'DELETE',
        headers: bearer(app.accessToken),
      }),
      await fetch(`${origin}${submitDocumentsPath(app.id)}`, {
        method: 'POST',
        headers: bearer(app.accessToken),
      }),
    ];
    for (const res of refusals) {
      expect(res.status).toBe(409);
      expect(await res.json()).toMatchObject({ error: 'already_decided' });
    }
    expect(await getDocument(deps, app.id, 0, 'passport')).toBeDefined();
    expect(await getDocument(deps, app.id, 0, 'return_ticket')).toBeUndefined();
  });
});

describe('the receipt', () => {
  it('is a PDF for a paid application and 409 before payment', async () => {
    const [paid, unpaid] = await Promise.all([paidApplication(), created()]);
    const res = await fetch(`${origin}${receiptPath(paid.id)}`, { headers: bearer(paid.accessToken) });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const refused = await fetch(`${origin}${receiptPath(unpaid.id)}`, {
      headers: bearer(unpaid.accessToken),
    });
    expect(refused.status).toBe(409);
  });
});
