import { GetObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { queueViewOf } from '../../../shared/api/admin';
import { documentsListPath } from '../../../shared/documents/rules';
import type { DocumentsOverview } from '../../../shared/documents/overview';
import { attachStagedFiles, verifyStagedFiles } from '../../../functions/documents/attach-staged-files';
import { listDocuments } from '../../../functions/documents/document-store';
import { DocumentRejectedError } from '../../../functions/lib/domain-errors';
import type { StoredApplication } from '../../../functions/lib/applications-table';
import { origin, s3, storedApplication, table } from '../applications/support';
import { bearer, created, markPaid, paidApplication, pdfBytes, presign } from '../documents/support';
import { stack } from '../support';
import { ownAddress, pngBytes, stageFile, stageRequiredFiles } from './support';

const deps = { ...table, s3, bucketName: stack.bucketName, now: () => new Date() };

async function objectBytes(key: string): Promise<Uint8Array | undefined> {
  try {
    const object = await s3.send(new GetObjectCommand({ Bucket: stack.bucketName, Key: key }));
    return object.Body ? await object.Body.transformToByteArray() : undefined;
  } catch {
    return undefined;
  }
}

async function exists(key: string): Promise<boolean> {
  try {
    await s3.send(new HeadObjectCommand({ Bucket: stack.bucketName, Key: key }));
    return true;
  } catch {
    return false;
  }
}

async function application(id: string): Promise<StoredApplication & { documentsSubmittedAt?: string }> {
  const stored = await storedApplication(id);
  if (!stored) throw new Error(`No application ${id}`);
  return stored;
}

async function rejection(promise: Promise<unknown>): Promise<DocumentRejectedError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DocumentRejectedError);
  return error as DocumentRejectedError;
}

describe('attaching the wizard’s staged files to a new application', () => {
  it('records each as a document of traveller 0 under the application, once however often it is retried', async () => {
    const address = ownAddress();
    const app = await created();
    const files = {
      ...(await stageRequiredFiles(address)),
      yellowFeverCertificate: await stageFile(address, 'yellowFeverCertificate', 'yf.png', pngBytes(4000)),
    };
    await attachStagedFiles(deps, await application(app.id), files);
    const first = await listDocuments(deps, app.id);
    expect(first.map((d) => [d.applicantIndex, d.type, d.fileName]).sort()).toEqual([
      [0, 'accommodation_booking', 'hotel.png'],
      [0, 'flight_booking', 'flight.pdf'],
      [0, 'passport', 'passport.pdf'],
      [0, 'photo', 'photo.jpg'],
      [0, 'yellow_fever', 'yf.png'],
    ]);
    for (const d of first) {
      expect(d.key).toMatch(new RegExp(`^uploads/${app.id}/0/${d.type}/[0-9a-f]{32}$`));
      expect(await objectBytes(d.key)).toEqual(await objectBytes(d.sourceKey));
    }
    const passport = first.find((d) => d.type === 'passport');
    expect(passport).toMatchObject({
      contentType: 'application/pdf',
      size: 30_000,
      sourceKey: files.passportFile.key,
    });

    // A retried create: same records (same time of upload), same objects.
    await attachStagedFiles(deps, await application(app.id), files);
    expect(await listDocuments(deps, app.id)).toEqual(first);
  });

  it('counts the documents as submitted, so that after paying the application waits for review', async () => {
    const app = await created();
    await attachStagedFiles(deps, await application(app.id), await stageRequiredFiles(ownAddress()));
    const before = await application(app.id);
    expect(before.documentsSubmittedAt).toBeDefined();
    expect(queueViewOf(before)).toBe('awaiting_payment');

    await markPaid(app);
    const paid = await application(app.id);
    expect(queueViewOf(paid)).toBe('ready_for_review');
    expect(paid.gsi1pk).toBe('VIEW#ready_for_review');
    const res = await fetch(new URL(documentsListPath(app.id), origin), { headers: bearer(app.accessToken) });
    const overview = (await res.json()) as DocumentsOverview;
    expect(overview.application.documentsSubmittedAt).toBe(before.documentsSubmittedAt);
    expect(overview.application.decisionDueBy).toBeDefined();
  });

  it('does not count them as submitted while a required file is missing', async () => {
    const app = await created();
    const { flightBooking: _left, ...files } = await stageRequiredFiles(ownAddress());
    await attachStagedFiles(deps, await application(app.id), files);
    expect((await listDocuments(deps, app.id)).map((d) => d.type).sort()).toEqual([
      'accommodation_booking',
      'passport',
      'photo',
    ]);
    expect((await application(app.id)).documentsSubmittedAt).toBeUndefined();
  });
});

describe('checking the staged files before anything is stored', () => {
  it('refuses an .exe named .pdf with files.<slot>, deletes it and stores nothing', async () => {
    const address = ownAddress();
    const exe = new Uint8Array(4096);
    exe.set([0x4d, 0x5a, 0x90, 0x00]); // "MZ"
    const files = {
      ...(await stageRequiredFiles(address)),
      bankStatement: await stageFile(address, 'bankStatement', 'statement.pdf', exe),
    };
    const error = await rejection(verifyStagedFiles(deps, files));
    expect(error.issues).toEqual([{ path: 'files.bankStatement', message: 'wizard.upload.error.content' }]);
    expect(await exists(files.bankStatement.key)).toBe(false);
    // The good files are still there for the corrected request.
    expect(await exists(files.passportFile.key)).toBe(true);

    const app = await created();
    await rejection(attachStagedFiles(deps, await application(app.id), files));
    expect(await listDocuments(deps, app.id)).toEqual([]);
    expect((await application(app.id)).documentsSubmittedAt).toBeUndefined();
  });

  it('refuses a key that was never uploaded, one of another slot and one outside the staged uploads', async () => {
    const address = ownAddress();
    const photo = await stageFile(address, 'photoFile', 'photo.png', pngBytes(2000));
    const never = { ...photo, key: `uploads/tmp/staged/passportFile/${'0'.repeat(32)}` };
    const error = await rejection(
      verifyStagedFiles(deps, {
        passportFile: never,
        flightBooking: photo,
        invitationLetter: { ...photo, key: 'uploads/00000000-0000-4000-8000-000000000000/0/passport/abc' },
      }),
    );
    expect(error.issues).toEqual([
      { path: 'files.passportFile', message: 'wizard.upload.error.missing' },
      { path: 'files.flightBooking', message: 'wizard.upload.error.missing' },
      { path: 'files.invitationLetter', message: 'wizard.upload.error.missing' },
    ]);
  });
});

describe('the documents page and the wizard’s own documents', () => {
  it('does not offer the wizard-only slots to a group application (404)', async () => {
    const app = await paidApplication();
    const { status } = await presign(app.accessToken, {
      applicationId: app.id,
      applicantIndex: 0,
      type: 'flight_booking',
      fileName: 'flight.pdf',
      contentType: 'application/pdf',
      size: pdfBytes(1000).length,
    });
    expect(status).toBe(404);
  });
});
