import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { createPresignedPost, type PresignedPostOptions } from '@aws-sdk/s3-presigned-post';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalS3, type LocalS3, type LocalS3Options } from '../../../infra/local/s3/index';

const BUCKET = 'layer-documents';
const ORIGIN = 'http://localhost:4321';
const OTHER_ORIGIN = 'http://evil.example';
const credentials = { accessKeyId: 'layer-test-key', secretAccessKey: 'layer-test-secret' };
const PDF = 'application/pdf';
const RANGE: ['content-length-range', number, number] = ['content-length-range', 1, 100];

function s3Options(dataDir?: string): LocalS3Options {
  return { dataDir, buckets: [{ name: BUCKET, allowedOrigins: [ORIGIN] }], credentials };
}

function clientFor(endpoint: string, extra: Partial<S3ClientConfig> = {}): S3Client {
  return new S3Client({
    endpoint,
    region: 'eu-west-1',
    forcePathStyle: true,
    credentials,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    maxAttempts: 1,
    ...extra,
  });
}

let s3: LocalS3;
let client: S3Client;
let keyCounter = 0;

beforeAll(async () => {
  s3 = await startLocalS3(s3Options());
  client = clientFor(s3.endpoint);
});

afterAll(async () => {
  client.destroy();
  await s3.stop();
});

function uniqueKey(): string {
  keyCounter += 1;
  return `uploads/abc/doc-${keyCounter}.pdf`;
}

/** A presigned POST for a PDF of 1-100 bytes (unless `options` says otherwise). */
async function presign(key: string, options: Partial<PresignedPostOptions> = {}, signer = client) {
  return createPresignedPost(signer, {
    Bucket: BUCKET,
    Key: key,
    Conditions: [RANGE, ['eq', '$Content-Type', PDF]],
    Fields: { 'Content-Type': PDF },
    Expires: 300,
    ...options,
  });
}

/** Posts the form as a browser does: the fields first, the file last. */
async function post(
  url: string,
  fields: Record<string, string>,
  content: Uint8Array<ArrayBuffer> | string,
  init: { readonly filename?: string; readonly origin?: string } = {},
): Promise<Response> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([content]), init.filename ?? 'document.pdf');
  const headers = init.origin ? { Origin: init.origin } : undefined;
  return fetch(url, { method: 'POST', body: form, headers });
}

async function s3Error(response: Response): Promise<{ code: string; message: string; xml: string }> {
  const xml = await response.text();
  const element = (name: string): string =>
    (new RegExp(`<${name}>([^<]*)</${name}>`).exec(xml)?.[1] ?? '')
      .replace(/&quot;/g, '"')
      .replace(/&apos;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  return { code: element('Code'), message: element('Message'), xml };
}

async function stored(key: string, s3Client = client): Promise<boolean> {
  try {
    await s3Client.send(new HeadObjectCommand({ Bucket: BUCKET, Key: key }));
    return true;
  } catch (e: unknown) {
    if (e instanceof Error && e.name === 'NotFound') return false;
    throw e;
  }
}

async function read(key: string, s3Client = client): Promise<{ bytes: Uint8Array; contentType?: string }> {
  const object = await s3Client.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
  const bytes = await object.Body?.transformToByteArray();
  return { bytes: bytes ?? new Uint8Array(), contentType: object.ContentType };
}

const bytes = (length: number): Uint8Array<ArrayBuffer> =>
  Uint8Array.from({ length }, (_, i) => (i * 7) % 256);

describe('local S3: presigned POST uploads are held to their policy', () => {
  it('stores a file within the size range and of the signed Content-Type, byte for byte', async () => {
    const key = uniqueKey();
    const { url, fields } = await presign(key);
    const response = await post(url, fields, bytes(100));
    expect(response.status).toBe(204);
    const object = await read(key);
    expect(Buffer.from(object.bytes).equals(Buffer.from(bytes(100)))).toBe(true);
    expect(object.contentType).toBe(PDF);
  });

  it('refuses a file one byte over the range with 400 EntityTooLarge and stores nothing', async () => {
    const key = uniqueKey();
    const { url, fields } = await presign(key);
    const response = await post(url, fields, bytes(101));
    expect(response.status).toBe(400);
    const error = await s3Error(response);
    expect(error.code).toBe('EntityTooLarge');
    expect(error.message).toBe('Your proposed upload exceeds the maximum allowed size');
    expect(error.xml).toContain('<ProposedSize>101</ProposedSize>');
    expect(error.xml).toContain('<MaxSizeAllowed>100</MaxSizeAllowed>');
    expect(await stored(key)).toBe(false);
  });

  it('refuses an empty file under a range starting at 1 with 400 EntityTooSmall', async () => {
    const key = uniqueKey();
    const { url, fields } = await presign(key);
    const response = await post(url, fields, new Uint8Array());
    expect(response.status).toBe(400);
    expect((await s3Error(response)).code).toBe('EntityTooSmall');
    expect(await stored(key)).toBe(false);
  });

  it('refuses a Content-Type other than the signed one with 403 Policy Condition failed', async () => {
    const key = uniqueKey();
    const { url, fields } = await presign(key);
    const response = await post(url, { ...fields, 'Content-Type': 'image/png' }, bytes(10));
    expect(response.status).toBe(403);
    const error = await s3Error(response);
    expect(error.code).toBe('AccessDenied');
    expect(error.message).toBe(
      'Invalid according to Policy: Policy Condition failed: ["eq", "$Content-Type", "application/pdf"]',
    );
    expect(await stored(key)).toBe(false);
  });

  it('stores under the signed prefix with ${filename} replaced by the file name', async () => {
    const { url, fields } = await presign('uploads/abc/${filename}');
    const response = await post(url, fields, bytes(5), { filename: 'passport.pdf' });
    expect(response.status).toBe(204);
    expect(await stored('uploads/abc/passport.pdf')).toBe(true);
    expect(await stored('uploads/abc/${filename}')).toBe(false);
  });

  it('refuses a key outside the starts-with prefix and stores nothing', async () => {
    const { url, fields } = await presign('uploads/abc/${filename}');
    const response = await post(url, { ...fields, key: 'uploads/xyz/stolen.pdf' }, bytes(5));
    expect(response.status).toBe(403);
    expect((await s3Error(response)).message).toBe(
      'Invalid according to Policy: Policy Condition failed: ["starts-with", "$key", "uploads/abc/"]',
    );
    expect(await stored('uploads/xyz/stolen.pdf')).toBe(false);
  });

  it('refuses a policy whose expiration has passed', async () => {
    const key = uniqueKey();
    // Signed by a client whose clock is two hours behind: the 60-second policy expired long ago.
    const lateClient = clientFor(s3.endpoint, { systemClockOffset: -2 * 60 * 60 * 1000 });
    const { url, fields } = await presign(key, { Expires: 60 }, lateClient);
    lateClient.destroy();
    const response = await post(url, fields, bytes(10));
    expect(response.status).toBe(403);
    const error = await s3Error(response);
    expect(error.code).toBe('AccessDenied');
    expect(error.message).toBe('Invalid according to Policy: Policy expired.');
    expect(await stored(key)).toBe(false);
  });

  it('refuses a policy changed by one character (a larger size limit) with SignatureDoesNotMatch', async () => {
    const key = uniqueKey();
    const { url, fields } = await presign(key);
    const policy = Buffer.from(fields.Policy ?? '', 'base64').toString('utf8');
    expect(policy).toContain('["content-length-range",1,100]');
    const tampered = policy.replace('["content-length-range",1,100]', '["content-length-range",1,900]');
    const response = await post(
      url,
      { ...fields, Policy: Buffer.from(tampered).toString('base64') },
      bytes(500),
    );
    expect(response.status).toBe(403);
    expect((await s3Error(response)).code).toBe('SignatureDoesNotMatch');
    expect(await stored(key)).toBe(false);
  });

  it('refuses a policy signed with another secret key', async () => {
    const key = uniqueKey();
    const forger = clientFor(s3.endpoint, { credentials: { ...credentials, secretAccessKey: 'guessed' } });
    const { url, fields } = await presign(key, {}, forger);
    forger.destroy();
    const response = await post(url, fields, bytes(10));
    expect(response.status).toBe(403);
    expect((await s3Error(response)).code).toBe('SignatureDoesNotMatch');
    expect(await stored(key)).toBe(false);
  });

  it('refuses a form field that no condition covers, but ignores x-ignore- fields', async () => {
    const key = uniqueKey();
    const { url, fields } = await presign(key);
    const extra = await post(url, { ...fields, 'x-amz-meta-note': 'hi' }, bytes(10));
    expect(extra.status).toBe(403);
    expect((await s3Error(extra)).message).toBe(
      'Invalid according to Policy: Extra input fields: x-amz-meta-note',
    );
    expect(await stored(key)).toBe(false);
    const ignored = await post(url, { ...fields, 'x-ignore-note': 'hi' }, bytes(10));
    expect(ignored.status).toBe(204);
    expect(await stored(key)).toBe(true);
  });

  it('refuses a form without a Policy field', async () => {
    const key = uniqueKey();
    const { url, fields } = await presign(key);
    const { Policy: _policy, ...withoutPolicy } = fields;
    const response = await post(url, withoutPolicy, bytes(10));
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(await stored(key)).toBe(false);
  });

  it('answers success_action_status 201 with the PostResponse document, as S3 does', async () => {
    const key = uniqueKey();
    const { url, fields } = await presign(key, {
      Fields: { 'Content-Type': PDF, success_action_status: '201' },
    });
    const response = await post(url, fields, bytes(3));
    expect(response.status).toBe(201);
    const xml = await response.text();
    expect(xml).toContain(`<Key>${key}</Key>`);
    expect(xml).toContain(`<Bucket>${BUCKET}</Bucket>`);
  });

  it('refuses a body over 64 MB with EntityTooLarge whatever the policy allows', async () => {
    const key = uniqueKey();
    const { url, fields } = await presign(key, {
      Conditions: [['content-length-range', 1, 200 * 1024 * 1024]],
    });
    const response = await post(url, fields, new Uint8Array(64 * 1024 * 1024 + 1));
    expect(response.status).toBe(400);
    const error = await s3Error(response);
    expect(error.code).toBe('EntityTooLarge');
    expect(error.xml).toContain(`<MaxSizeAllowed>${64 * 1024 * 1024}</MaxSizeAllowed>`);
    expect(await stored(key)).toBe(false);
  });
});

describe('local S3: CORS as configured for the bucket', () => {
  const preflight = (origin: string): Promise<Response> =>
    fetch(`${s3.endpoint}/${BUCKET}`, {
      method: 'OPTIONS',
      headers: { Origin: origin, 'Access-Control-Request-Method': 'POST' },
    });

  it('answers a preflight from the allowed origin with that origin', async () => {
    const response = await preflight(ORIGIN);
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
  });

  it('does not allow a preflight from another origin', async () => {
    const response = await preflight(OTHER_ORIGIN);
    expect(response.status).toBe(403);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('puts the allowed origin on a refused POST so the page can read the error', async () => {
    const key = uniqueKey();
    const { url, fields } = await presign(key);
    const allowed = await post(url, fields, bytes(101), { origin: ORIGIN });
    expect(allowed.status).toBe(400);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    expect(allowed.headers.get('access-control-expose-headers')).toBe('ETag');
    const other = await post(url, fields, bytes(101), { origin: OTHER_ORIGIN });
    expect(other.status).toBe(400);
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('puts the allowed origin and exposed ETag on an accepted POST', async () => {
    const { url, fields } = await presign(uniqueKey());
    const response = await post(url, fields, bytes(10), { origin: ORIGIN });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    expect(response.headers.get('etag')).toMatch(/^"[0-9a-f]{32}"$/);
  });
});

describe('local S3: ordinary SDK calls', () => {
  it('puts, gets, heads the bucket and deletes with the configured credentials', async () => {
    const key = 'sdk/hello.txt';
    await client.send(
      new PutObjectCommand({ Bucket: BUCKET, Key: key, Body: 'hello', ContentType: 'text/plain' }),
    );
    await client.send(new HeadBucketCommand({ Bucket: BUCKET }));
    const object = await read(key);
    expect(Buffer.from(object.bytes).toString()).toBe('hello');
    expect(object.contentType).toBe('text/plain');
    await client.send(new DeleteObjectCommand({ Bucket: BUCKET, Key: key }));
    expect(await stored(key)).toBe(false);
  });

  it('streams a 2 MB PutObject (sent with Expect: 100-continue) through to s3rver and back', async () => {
    const key = 'sdk/large.bin';
    const body = bytes(2 * 1024 * 1024);
    await client.send(new PutObjectCommand({ Bucket: BUCKET, Key: key, Body: body }));
    expect(Buffer.from((await read(key)).bytes).equals(Buffer.from(body))).toBe(true);
  });

  it('refuses an access key it was not configured with', async () => {
    const stranger = clientFor(s3.endpoint, { credentials: { accessKeyId: 'nobody', secretAccessKey: 'x' } });
    await expect(stranger.send(new HeadBucketCommand({ Bucket: BUCKET }))).rejects.toMatchObject({
      $metadata: { httpStatusCode: 403 },
    });
    stranger.destroy();
  });

  it('keeps buckets and objects across stop and start with the same data directory', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 's3-layer-test-'));
    try {
      const first = await startLocalS3(s3Options(dataDir));
      const firstClient = clientFor(first.endpoint);
      await firstClient.send(new PutObjectCommand({ Bucket: BUCKET, Key: 'kept.txt', Body: 'kept' }));
      firstClient.destroy();
      await first.stop();

      const second = await startLocalS3(s3Options(dataDir));
      const secondClient = clientFor(second.endpoint);
      try {
        await secondClient.send(new HeadBucketCommand({ Bucket: BUCKET }));
        expect(Buffer.from((await read('kept.txt', secondClient)).bytes).toString()).toBe('kept');
      } finally {
        secondClient.destroy();
        await second.stop();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
