import { randomInt } from 'node:crypto';
import { request } from 'node:http';
import { expect } from 'vitest';
import type { PresignedUpload } from '../../../shared/documents/rules';
import type { WizardFile, WizardFileSlot } from '../../../shared/wizard/form-data';
import { stagedUploadsPath, wizardContentTypeOf } from '../../../shared/wizard/uploads';
import { origin } from '../applications/support';
import { jpegBytes, pdfBytes, postToS3 } from '../documents/support';

/** A loopback source address of its own, so that rate-limit counters are not shared with other files. */
export const ownAddress = () => `127.${randomInt(1, 255)}.${randomInt(1, 255)}.${randomInt(2, 255)}`;

export interface Answer {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly json: unknown;
}

/** POSTs JSON to the local stack from `localAddress` (node:http: fetch cannot choose its source). */
export function postFrom(localAddress: string, path: string, body: unknown): Promise<Answer> {
  const text = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      new URL(path, origin),
      {
        method: 'POST',
        localAddress,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          resolve({ status: res.statusCode ?? 0, headers: res.headers, json: raw ? JSON.parse(raw) : null });
        });
      },
    );
    req.on('error', reject);
    req.end(text);
  });
}

/** Asks for a staged upload's presigned POST from `address`. */
export async function presignStaged(
  address: string,
  body: Record<string, unknown>,
): Promise<Answer & { upload: PresignedUpload }> {
  const answer = await postFrom(address, stagedUploadsPath, body);
  return { ...answer, upload: answer.json as PresignedUpload };
}

/** Stages one file as the wizard does: presign from `address`, then post the bytes to S3. */
export async function stageFile(
  address: string,
  slot: WizardFileSlot,
  fileName: string,
  bytes: Uint8Array,
): Promise<WizardFile> {
  const contentType = wizardContentTypeOf(fileName);
  const answer = await presignStaged(address, { slot, fileName, contentType, size: bytes.length });
  expect(answer.status).toBe(201);
  expect((await postToS3(answer.upload, bytes, contentType)).status).toBeLessThan(300);
  return { key: answer.upload.key, fileName, size: bytes.length, contentType };
}

/** The six files the wizard requires, staged (passport PDF, photo JPEG, flight and accommodation PDFs). */
export async function stageRequiredFiles(
  address: string,
): Promise<Record<'passportFile' | 'photoFile' | 'flightBooking' | 'accommodationBooking', WizardFile>> {
  const [passportFile, photoFile, flightBooking, accommodationBooking] = await Promise.all([
    stageFile(address, 'passportFile', 'passport.pdf', pdfBytes(30_000)),
    stageFile(address, 'photoFile', 'photo.jpg', jpegBytes(20_000)),
    stageFile(address, 'flightBooking', 'flight.pdf', pdfBytes(10_000)),
    stageFile(address, 'accommodationBooking', 'hotel.png', pngBytes(10_000)),
  ]);
  return { passportFile, photoFile, flightBooking, accommodationBooking };
}

export const pngBytes = (size: number) => {
  const bytes = new Uint8Array(size);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return bytes;
};
