import { GetObjectCommand } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { stagedUploadRateLimit } from '../../../shared/wizard/uploads';
import { s3 } from '../applications/support';
import { jpegBytes, pdfBytes, postToS3 } from '../documents/support';
import { stack } from '../support';
import { ownAddress, presignStaged } from './support';

const mb = 1024 * 1024;
const file = (slot: string, fileName: string, contentType: string, size: number) => ({
  slot,
  fileName,
  contentType,
  size,
});

async function stored(key: string): Promise<Uint8Array> {
  const object = await s3.send(new GetObjectCommand({ Bucket: stack.bucketName, Key: key }));
  if (!object.Body) throw new Error(`No body for ${key}`);
  return object.Body.transformToByteArray();
}

describe('a staged upload (the wizard, before the application exists)', () => {
  it('presigns a passport PDF to an unguessable key under uploads/tmp/staged/ and S3 takes it', async () => {
    const address = ownAddress();
    const bytes = pdfBytes(200_000);
    const answer = await presignStaged(
      address,
      file('passportFile', 'bio page.pdf', 'application/pdf', bytes.length),
    );
    expect(answer.status).toBe(201);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.upload.key).toMatch(/^uploads\/tmp\/staged\/passportFile\/[0-9a-f]{32}$/);
    expect(answer.upload.maxBytes).toBe(5 * mb);
    const again = await presignStaged(
      address,
      file('passportFile', 'bio page.pdf', 'application/pdf', bytes.length),
    );
    expect(again.upload.key).not.toBe(answer.upload.key);

    const res = await postToS3(answer.upload, bytes, 'application/pdf');
    expect(res.status).toBeLessThan(300);
    expect(await stored(answer.upload.key)).toEqual(bytes);
  });

  it('takes a 4.5 MB photo (the wizard allows 5 MB where the documents page allows 2)', async () => {
    const bytes = jpegBytes(4.5 * mb);
    const answer = await presignStaged(ownAddress(), file('photoFile', 'me.jpg', 'image/jpeg', bytes.length));
    expect(answer.status).toBe(201);
    expect((await postToS3(answer.upload, bytes, 'image/jpeg')).status).toBeLessThan(300);
  });

  it('refuses each wrong type with its slot’s message', async () => {
    const address = ownAddress();
    const cases = [
      [file('passportFile', 'scan.docx', 'application/msword', 1000), 'wizard.upload.error.passportType'],
      [file('photoFile', 'me.pdf', 'application/pdf', 1000), 'wizard.upload.error.photoType'],
      [file('flightBooking', 'ticket.gif', 'image/gif', 1000), 'wizard.upload.error.documentType'],
      // The declared content type must be the one of the name's extension (S3's policy fixes it).
      [file('bankStatement', 'statement.pdf', 'image/png', 1000), 'wizard.upload.error.documentType'],
    ] as const;
    for (const [body, message] of cases) {
      const answer = await presignStaged(address, body);
      expect(answer.status, body.fileName).toBe(400);
      expect(answer.json).toMatchObject({ error: 'validation_failed', issues: [{ message }] });
    }
  });

  it('refuses a file over 5 MB before any upload, an empty one and an unknown slot', async () => {
    const address = ownAddress();
    const tooLarge = await presignStaged(
      address,
      file('yellowFeverCertificate', 'yf.png', 'image/png', 5 * mb + 1),
    );
    expect(tooLarge.status).toBe(400);
    expect(tooLarge.json).toMatchObject({
      issues: [{ path: 'size', message: 'wizard.upload.error.tooLarge' }],
    });
    const empty = await presignStaged(address, file('invitationLetter', 'letter.pdf', 'application/pdf', 0));
    expect(empty.json).toMatchObject({ issues: [{ path: 'size', message: 'documents.errors.empty' }] });
    const unknown = await presignStaged(address, file('visa', 'v.pdf', 'application/pdf', 1000));
    expect(unknown.json).toMatchObject({ issues: [{ path: 'slot', message: 'wizard.upload.error.slot' }] });
  });

  it('S3 refuses more bytes than the policy allows even when the browser declared fewer', async () => {
    const answer = await presignStaged(ownAddress(), file('photoFile', 'me.png', 'image/png', 1000));
    const res = await postToS3(answer.upload, jpegBytes(5 * mb + 10), 'image/png');
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('EntityTooLarge');
  });

  it('S3 refuses another content type or another key than the presigned ones', async () => {
    const answer = await presignStaged(
      ownAddress(),
      file('flightBooking', 'ticket.pdf', 'application/pdf', 1000),
    );
    const png = { ...answer.upload, fields: { ...answer.upload.fields, 'Content-Type': 'image/png' } };
    const asPng = await postToS3(png, pdfBytes(1000), 'image/png');
    expect(asPng.status).toBe(403);
    expect(await asPng.text()).toContain('Policy Condition failed');
    const elsewhere = { ...answer.upload, fields: { ...answer.upload.fields, key: 'uploads/tmp/staged/x' } };
    expect((await postToS3(elsewhere, pdfBytes(1000), 'application/pdf')).status).toBe(403);
  });
});

describe('the staged uploads’ rate limit', () => {
  it(`answers 429 with Retry-After after ${stagedUploadRateLimit.limit} presigns from one address`, async () => {
    const address = ownAddress();
    const body = file('accommodationBooking', 'hotel.pdf', 'application/pdf', 1000);
    for (let i = 0; i < stagedUploadRateLimit.limit; i += 1) {
      expect((await presignStaged(address, body)).status).toBe(201);
    }
    const limited = await presignStaged(address, body);
    expect(limited.status).toBe(429);
    expect(limited.json).toMatchObject({ error: 'rate_limited' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another client is not affected.
    expect((await presignStaged(ownAddress(), body)).status).toBe(201);
  });
});
