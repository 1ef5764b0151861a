import { request } from 'node:http';
import {
  GetObjectCommand,
  ListObjectsCommand,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalS3, type LocalS3 } from '../../../infra/local/s3/index';

/** The local S3 refuses what real S3 refuses: unsigned, badly signed, stale or tampered requests. */
const bucket = 'sigv4-documents';
const credentials = { accessKeyId: 'sigv4-test-key', secretAccessKey: 'sigv4-test-secret' };

let s3: LocalS3;
let client: S3Client;

function clientFor(extra: Partial<S3ClientConfig> = {}): S3Client {
  return new S3Client({
    endpoint: s3.endpoint,
    region: 'eu-west-1',
    forcePathStyle: true,
    credentials,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    maxAttempts: 1,
    ...extra,
  });
}

beforeAll(async () => {
  s3 = await startLocalS3({ buckets: [{ name: bucket, allowedOrigins: [] }], credentials });
  client = clientFor();
  await client.send(new PutObjectCommand({ Bucket: bucket, Key: 'a/b c+d.txt', Body: 'hello' }));
});

afterAll(async () => {
  client.destroy();
  await s3.stop();
});

/** A plain request without any signature, as `curl` would send it. */
function unsigned(method: string, path: string, body?: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(`${s3.endpoint}${path}`, { method }, (res) => {
      let text = '';
      res.on('data', (c: Buffer) => (text += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

const code = (e: unknown) => (e as { Code?: string; name?: string }).Code ?? (e as { name?: string }).name;

describe('requests without a signature', () => {
  it.each([
    ['LIST', 'GET', `/${bucket}`],
    ['GET', 'GET', `/${bucket}/a/b%20c%2Bd.txt`],
    ['PUT', 'PUT', `/${bucket}/planted.txt`],
    ['DELETE', 'DELETE', `/${bucket}/a/b%20c%2Bd.txt`],
  ])('%s answers 403 AccessDenied', async (_, method, path) => {
    const answer = await unsigned(method, path, method === 'PUT' ? 'planted' : undefined);
    expect(answer.status).toBe(403);
    expect(answer.body).toContain('<Code>AccessDenied</Code>');
  });

  it('leave the objects as they were', async () => {
    const got = await client.send(new GetObjectCommand({ Bucket: bucket, Key: 'a/b c+d.txt' }));
    expect(await got.Body?.transformToString()).toBe('hello');
    const listed = await client.send(new ListObjectsCommand({ Bucket: bucket }));
    expect((listed.Contents ?? []).map((o) => o.Key)).not.toContain('planted.txt');
  });
});

describe('header-signed requests', () => {
  it('work with the local credentials: put, get and list, keys with spaces and plus signs included', async () => {
    await client.send(new PutObjectCommand({ Bucket: bucket, Key: 'x/ü ñ+&=.txt', Body: 'unicode' }));
    const got = await client.send(new GetObjectCommand({ Bucket: bucket, Key: 'x/ü ñ+&=.txt' }));
    expect(await got.Body?.transformToString()).toBe('unicode');
    const listed = await client.send(new ListObjectsCommand({ Bucket: bucket, Prefix: 'x/' }));
    expect(listed.Contents?.map((o) => o.Key)).toEqual(['x/ü ñ+&=.txt']);
  });

  it('answer 403 SignatureDoesNotMatch with a wrong secret, and InvalidAccessKeyId with an unknown key', async () => {
    const wrongSecret = clientFor({ credentials: { ...credentials, secretAccessKey: 'guessed' } });
    await expect(wrongSecret.send(new ListObjectsCommand({ Bucket: bucket }))).rejects.toSatisfy(
      (e) => code(e) === 'SignatureDoesNotMatch',
    );
    const unknownKey = clientFor({ credentials: { accessKeyId: 'someone', secretAccessKey: 'else' } });
    await expect(unknownKey.send(new ListObjectsCommand({ Bucket: bucket }))).rejects.toSatisfy(
      (e) => code(e) === 'InvalidAccessKeyId',
    );
  });

  it('answer 403 RequestTimeTooSkewed when signed an hour off', async () => {
    const late = clientFor({ systemClockOffset: -60 * 60 * 1000 });
    await expect(late.send(new ListObjectsCommand({ Bucket: bucket }))).rejects.toSatisfy(
      (e) => code(e) === 'RequestTimeTooSkewed',
    );
  });

  it('answer 400 XAmzContentSHA256Mismatch when the body is not the one signed', async () => {
    const tampering = clientFor({ requestChecksumCalculation: 'WHEN_REQUIRED' });
    type Next = (args: { request: unknown }) => Promise<unknown>;
    const tamper = (next: Next) => async (args: { request: unknown }) => {
      const req = args.request as { body?: unknown; headers: Record<string, string> };
      if (typeof req.body === 'string' || req.body instanceof Uint8Array) {
        req.body = 'tampered';
        req.headers['content-length'] = '8';
      }
      return next(args);
    };
    tampering.middlewareStack.addRelativeTo(
      tamper as unknown as Parameters<typeof tampering.middlewareStack.addRelativeTo>[0],
      { relation: 'after', toMiddleware: 'httpSigningMiddleware', name: 'tamper' },
    );
    const put = new PutObjectCommand({
      Bucket: bucket,
      Key: 'tampered.txt',
      Body: 'original',
      ContentLength: 8,
    });
    // Sign the real body's hash, not UNSIGNED-PAYLOAD.
    put.middlewareStack.add(
      (next) => async (args) => {
        const req = args.request as { headers: Record<string, string> };
        req.headers['x-amz-content-sha256'] = (await import('node:crypto'))
          .createHash('sha256')
          .update('original')
          .digest('hex');
        return next(args);
      },
      { step: 'build', name: 'payloadHash' },
    );
    await expect(tampering.send(put)).rejects.toSatisfy((e) => code(e) === 'XAmzContentSHA256Mismatch');
  });
});

describe('presigned URLs', () => {
  it('open the object with a valid signature', async () => {
    const url = await getSignedUrl(client, new GetObjectCommand({ Bucket: bucket, Key: 'a/b c+d.txt' }), {
      expiresIn: 300,
    });
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('hello');
  });

  it('answer 403 when the signature or the key was changed, or the link has expired', async () => {
    const url = await getSignedUrl(client, new GetObjectCommand({ Bucket: bucket, Key: 'a/b c+d.txt' }), {
      expiresIn: 300,
    });
    const forged = url.replace(
      /X-Amz-Signature=([0-9a-f])/,
      (_, c: string) => `X-Amz-Signature=${c === '0' ? '1' : '0'}`,
    );
    expect((await fetch(forged)).status).toBe(403);
    expect((await fetch(url.replace('b%20c%2Bd.txt', 'planted.txt'))).status).toBe(403);
    const expired = await getSignedUrl(client, new GetObjectCommand({ Bucket: bucket, Key: 'a/b c+d.txt' }), {
      expiresIn: 60,
      signingDate: new Date(Date.now() - 10 * 60 * 1000),
    });
    const answer = await fetch(expired);
    expect(answer.status).toBe(403);
    expect(await answer.text()).toContain('Request has expired');
  });
});
