import { randomBytes } from 'node:crypto';
import { CopyObjectCommand, GetObjectCommand } from '@aws-sdk/client-s3';
import { maxEvisaBytes, type EvisaUpload } from '../../shared/api/admin';
import { EvisaRejectedError, InvalidReferenceError, NotFoundError } from '../lib/domain-errors';
import { log } from '../lib/log';
import { deleteObject, firstBytes, headObject, presignPost } from '../lib/s3-objects';
import type { AdminDeps } from './admin-application';

/**
 * The e-visa PDF of an approval (spec §5: PDF only, at most 10 MB). The admin's browser posts it
 * straight to S3 (API Gateway cannot carry 10 MB) under `evisa/tmp/<id>/<random>.pdf`, with a policy
 * that fixes that key, `Content-Type: application/pdf` and 1 byte..10 MB. The approval checks what
 * arrived (size, type, the `%PDF-` signature), then copies it to `evisa/<id>/<random>.pdf`. What is
 * never approved expires with the bucket's `expire-temporary-evisas` rule (one day).
 */
export const evisaPresignSeconds = 600;
export const evisaContentType = 'application/pdf';
export const temporaryEvisaPrefix = (id: string) => `evisa/tmp/${id}/`;
export const finalEvisaPrefix = (id: string) => `evisa/${id}/`;
const pdfSignature = '%PDF-';

export async function presignEvisa(deps: AdminDeps, applicationId: string): Promise<EvisaUpload> {
  return presignPost(deps, {
    key: `${temporaryEvisaPrefix(applicationId)}${randomBytes(16).toString('hex')}.pdf`,
    contentType: evisaContentType,
    maxBytes: maxEvisaBytes,
    expiresSeconds: evisaPresignSeconds,
    now: deps.now(),
  });
}

function rejected(message: string): EvisaRejectedError {
  return new EvisaRejectedError(message, [{ path: 'evisaFilePath', message: 'admin.errors.evisaNotPdf' }]);
}

/** The key must be an upload presigned for this application (400 otherwise). */
export function requireOwnUpload(applicationId: string, key: string): void {
  const name = key.slice(temporaryEvisaPrefix(applicationId).length);
  if (!key.startsWith(temporaryEvisaPrefix(applicationId)) || !/^[0-9a-f]{32}\.pdf$/.test(name)) {
    throw new InvalidReferenceError('The file is not an upload of this application', [
      { path: 'evisaFilePath', message: 'admin.errors.evisaKey' },
    ]);
  }
}

/**
 * The upload's head, or undefined when there is none. Without `s3:ListBucket` on the key (this
 * function may list keys under `uploads/` only) S3 answers 403 rather than 404 for a missing key: both
 * mean "not uploaded".
 */
async function uploadHead(deps: AdminDeps, key: string) {
  try {
    return await headObject(deps, key);
  } catch (e: unknown) {
    const status = (e as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    if (status === 403) return undefined;
    throw e;
  }
}

/**
 * Checks the uploaded file: it exists (404), is 1 byte..10 MB of `application/pdf` and starts with
 * `%PDF-` (else it is deleted and 400 `evisa_rejected`). Copies it to its final key and returns that.
 */
export async function acceptEvisa(deps: AdminDeps, applicationId: string, key: string): Promise<string> {
  requireOwnUpload(applicationId, key);
  const head = await uploadHead(deps, key);
  if (head === undefined) {
    throw new NotFoundError('No upload under this key', [
      { path: 'evisaFilePath', message: 'admin.errors.evisaNotUploaded' },
    ]);
  }
  const size = head.ContentLength ?? 0;
  const bytes = size >= 1 && size <= maxEvisaBytes ? await firstBytes(deps, key, 1024) : new Uint8Array();
  const starts = new TextDecoder('latin1').decode(bytes.slice(0, pdfSignature.length)) === pdfSignature;
  if (head.ContentType !== evisaContentType || !starts) {
    await deleteObject(deps, key);
    log.info('e-visa refused', { applicationId, size, contentType: head.ContentType ?? '' });
    throw rejected('The file is not a PDF of at most 10 MB');
  }
  const finalKey = `${finalEvisaPrefix(applicationId)}${key.slice(key.lastIndexOf('/') + 1)}`;
  await deps.s3.send(
    new CopyObjectCommand({
      Bucket: deps.bucketName,
      CopySource: `${deps.bucketName}/${key}`,
      Key: finalKey,
    }),
  );
  return finalKey;
}

/** The whole e-visa PDF (at most 10 MB), to attach to the approval e-mail. */
export async function evisaBytes(deps: AdminDeps, key: string): Promise<Uint8Array> {
  const result = await deps.s3.send(new GetObjectCommand({ Bucket: deps.bucketName, Key: key }));
  return result.Body ? await result.Body.transformToByteArray() : new Uint8Array();
}
