import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HeadObjectCommand, PutObjectCommand, PutObjectTaggingCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentsLifecycleRules, retentionTag } from '../../../functions/lib/document-retention';
import { startLocalS3, type LocalS3, type LocalS3Options } from '../../../infra/local/s3/index';
import { expirationDue, sweepLifecycle } from '../../../infra/local/s3/lifecycle';

const BUCKET = 'lifecycle-documents';
const credentials = { accessKeyId: 'lifecycle-test-key', secretAccessKey: 'lifecycle-test-secret' };
const dayMs = 86_400_000;

/** The sweeper's clock: the tests move it. */
let clock = new Date();

function s3Options(dataDir?: string): LocalS3Options {
  return {
    dataDir,
    buckets: [
      { name: BUCKET, allowedOrigins: ['http://localhost:4321'], lifecycleRules: documentsLifecycleRules },
    ],
    credentials,
    lifecycle: { now: () => clock, intervalMs: 0 },
  };
}

function clientFor(endpoint: string): S3Client {
  return new S3Client({
    endpoint,
    region: 'eu-west-1',
    forcePathStyle: true,
    credentials,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    maxAttempts: 1,
  });
}

let s3: LocalS3;
let client: S3Client;

beforeAll(async () => {
  s3 = await startLocalS3(s3Options());
  client = clientFor(s3.endpoint);
});

afterAll(async () => {
  client.destroy();
  await s3.stop();
});

async function put(target: S3Client, key: string, tagged = false): Promise<void> {
  await target.send(
    new PutObjectCommand({ Bucket: BUCKET, Key: key, Body: 'file', ContentType: 'image/jpeg' }),
  );
  if (tagged) {
    await target.send(
      new PutObjectTaggingCommand({
        Bucket: BUCKET,
        Key: key,
        Tagging: { TagSet: [{ Key: retentionTag.key, Value: retentionTag.value }] },
      }),
    );
  }
}

async function exists(target: S3Client, key: string): Promise<boolean> {
  try {
    await target.send(new HeadObjectCommand({ Bucket: BUCKET, Key: key }));
    return true;
  } catch {
    return false;
  }
}

/** One object of every kind the rules tell apart, under fresh application ids. */
async function objects(target: S3Client) {
  const id = randomUUID();
  const keys = {
    decided: `uploads/${id}/0/passport/${randomUUID()}`,
    undecided: `uploads/${randomUUID()}/0/passport/${randomUUID()}`,
    temporary: `uploads/tmp/${randomUUID()}/0/photo/${randomUUID()}`,
    evisa: `evisa/${id}/kenya-eta.pdf`,
    decidedEvisa: `evisa/${randomUUID()}/kenya-eta.pdf`,
  };
  await put(target, keys.decided, true);
  await put(target, keys.undecided);
  await put(target, keys.temporary);
  await put(target, keys.evisa);
  await put(target, keys.decidedEvisa, true);
  return keys;
}

const daysAfter = (days: number) => new Date(Date.now() + days * dayMs);

describe('the local lifecycle sweeper', () => {
  it('31 days after creation deletes the tagged upload and the temporary one, and keeps the rest', async () => {
    const keys = await objects(client);
    const deleted = await s3.sweepLifecycle(daysAfter(31));
    expect(deleted).toEqual(expect.arrayContaining([keys.decided, keys.temporary]));
    expect(await exists(client, keys.decided)).toBe(false);
    expect(await exists(client, keys.temporary)).toBe(false);
    expect(await exists(client, keys.undecided)).toBe(true);
    expect(await exists(client, keys.evisa)).toBe(true);
    expect(await exists(client, keys.decidedEvisa)).toBe(true);
  });

  it('29 days after creation keeps the tagged upload, and deletes the day-old temporary one', async () => {
    const keys = await objects(client);
    clock = daysAfter(29);
    const deleted = await s3.sweepLifecycle();
    expect(deleted).toContain(keys.temporary);
    expect(deleted).not.toContain(keys.decided);
    expect(await exists(client, keys.decided)).toBe(true);
    expect(await exists(client, keys.temporary)).toBe(false);
  });

  it('keeps a temporary upload until its day is over', async () => {
    const keys = await objects(client);
    const deleted = await s3.sweepLifecycle(new Date(Date.now() + 60_000));
    expect(deleted).not.toContain(keys.temporary);
    expect(await exists(client, keys.temporary)).toBe(true);
  });

  it('sweeps when the store starts, by its clock', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 's3-lifecycle-'));
    try {
      clock = new Date();
      const first = await startLocalS3(s3Options(dataDir));
      const firstClient = clientFor(first.endpoint);
      const keys = await objects(firstClient);
      firstClient.destroy();
      await first.stop();

      clock = daysAfter(31);
      const second = await startLocalS3(s3Options(dataDir));
      const secondClient = clientFor(second.endpoint);
      try {
        expect(await exists(secondClient, keys.decided)).toBe(false);
        expect(await exists(secondClient, keys.temporary)).toBe(false);
        expect(await exists(secondClient, keys.undecided)).toBe(true);
        expect(await exists(secondClient, keys.evisa)).toBe(true);
      } finally {
        secondClient.destroy();
        await second.stop();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('a lifecycle sweep', () => {
  it('lists the bucket page by page', async () => {
    const id = randomUUID();
    const keys = Array.from({ length: 5 }, (_, i) => `uploads/${id}/0/photo/${i}`);
    for (const key of keys) await put(client, key, true);
    const target = { client, bucket: BUCKET, rules: documentsLifecycleRules, pageSize: 2 };
    expect(await sweepLifecycle(target, daysAfter(31))).toEqual(expect.arrayContaining(keys));
    for (const key of keys) expect(await exists(client, key)).toBe(false);
  });
});

describe('an expiration due time', () => {
  it('is the creation plus the days, rounded up to the next midnight UTC, as S3 computes it', () => {
    expect(expirationDue(new Date('2025-03-01T22:30:00Z'), 30).toISOString()).toBe(
      '2025-04-01T00:00:00.000Z',
    );
    expect(expirationDue(new Date('2025-03-01T00:00:00Z'), 1).toISOString()).toBe('2025-03-02T00:00:00.000Z');
  });
});
