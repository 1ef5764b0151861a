/**
 * Browser POST uploads (`POST /{bucket}` with multipart/form-data): read the form, enforce its policy as
 * S3 does, then hand s3rver the accepted upload; a refusal is answered with S3's XML error and the CORS
 * headers of the bucket's configuration, so the page that posted can read it.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { corsResponseHeaders } from './cors';
import { readPostForm, type PostFormField, type PostFormFile } from './post-form';
import { enforcePostPolicy, type PostPolicyCredentials } from './post-policy';
import { fail, forward, type Upstream } from './proxy';
import { noSuchBucket, S3RequestError } from './s3-error';
import type { S3rverStore } from './s3rver-runtime';

export interface PostUploadContext {
  readonly upstream: Upstream;
  readonly store: S3rverStore;
  readonly credentials: PostPolicyCredentials;
  /** Larger request bodies are refused with EntityTooLarge (and not kept in memory). */
  readonly maxBodyBytes: number;
}

const BUCKET_POST = /^\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])\/?(?:\?.*)?$/;

/** The bucket a request is a browser POST upload to, or undefined for any other request. */
export function postUploadBucket(req: IncomingMessage): string | undefined {
  if (req.method !== 'POST') return undefined;
  const type = req.headers['content-type']?.toLowerCase() ?? '';
  if (!type.startsWith('multipart/form-data')) return undefined;
  return BUCKET_POST.exec(req.url ?? '')?.[1];
}

export async function handlePostUpload(
  req: IncomingMessage,
  res: ServerResponse,
  bucket: string,
  context: PostUploadContext,
): Promise<void> {
  try {
    const form = await readPostForm(req, context.maxBodyBytes);
    if (!(await context.store.getBucket(bucket))) throw noSuchBucket(bucket);
    const { key } = enforcePostPolicy({
      bucket,
      fields: form.fields,
      file: form.file,
      credentials: context.credentials,
      now: new Date(),
    });
    const boundary = `LocalS3Boundary${randomBytes(12).toString('hex')}`;
    forward(req, res, context.upstream, {
      body: multipartBody(boundary, form.fields, key, form.file),
      contentType: `multipart/form-data; boundary=${boundary}`,
    });
  } catch (e: unknown) {
    if (!(e instanceof S3RequestError)) return fail(res, e);
    const cors = await corsResponseHeaders(context.store, bucket, req.headers.origin, 'POST').catch(
      () => ({}),
    );
    const body = e.toXml();
    res
      .writeHead(e.status, {
        ...cors,
        'Content-Type': 'application/xml',
        'Content-Length': Buffer.byteLength(body),
      })
      .end(body);
  }
}

/** Fields whose names s3rver reads case-sensitively (S3 does not). */
const S3RVER_FIELDS = new Set(['key', 'success_action_status', 'success_action_redirect', 'redirect']);

/**
 * The accepted form for s3rver: each field once (the first, as checked), `key` with `${filename}`
 * replaced (s3rver does not do it), then the file; what followed the file is dropped, as S3 ignores it.
 */
function multipartBody(
  boundary: string,
  fields: readonly PostFormField[],
  key: string | undefined,
  file: PostFormFile | undefined,
): Buffer {
  const parts: Buffer[] = [];
  const seen = new Set<string>();
  for (const { name, value } of fields) {
    const lower = name.toLowerCase();
    if (seen.has(lower)) continue;
    seen.add(lower);
    const fieldName = S3RVER_FIELDS.has(lower) ? lower : name;
    const fieldValue = lower === 'key' && key !== undefined ? key : value;
    parts.push(part(boundary, `name="${quoted(fieldName)}"`), Buffer.from(`${fieldValue}\r\n`));
  }
  if (file) {
    const disposition = `name="file"; filename="${quoted(file.filename)}"\r\nContent-Type: ${file.contentType}`;
    parts.push(part(boundary, disposition), file.content, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(parts);
}

function part(boundary: string, disposition: string): Buffer {
  return Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; ${disposition}\r\n\r\n`);
}

/** Escapes a name for a quoted multipart parameter as browsers do. */
function quoted(name: string): string {
  return name.replace(/"/g, '%22').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}
