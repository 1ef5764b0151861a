import { randomUUID } from 'node:crypto';
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { applicationsPath, idempotencyKeyHeader } from '../../../shared/api/applications';
import { applicationSubmissionSchema } from '../../../shared/journey/schemas';
import { createApplication } from '../../../functions/applications/create-application';
import { idempotencyScope } from '../../../functions/applications/idempotency';
import { createApplicationsApp } from '../../../functions/applications/routes';
import { applicationKeys } from '../../../functions/lib/applications-table';
import { readCounters } from '../../../functions/admin/dashboard';
import { testDataPartition } from '../../../functions/lib/test-data';
import { applicationFilePrefixes, purgeTestData } from '../../../functions/retention/purge-test-data';
import { countApplications } from '../../../infra/backfill/counters';
import { ensureTable } from '../../../infra/local/resources';
import { db, origin, s3, submission, table } from '../applications/support';
import { dynamoClient, stack } from '../support';

/** A table of its own, so the counters seen here are moved by this file alone. */
const own = { db, tableName: `test-data-${randomUUID().slice(0, 8)}` };
const hour = 3_600_000;
let numbers = 0;
const newApplicationNumber = () => `KE-${String(90_000_000 + (numbers += 1)).padStart(8, '0')}`;

beforeAll(async () => {
  await ensureTable(dynamoClient(), own.tableName);
});

const create = (testData: boolean, now: Date) =>
  createApplication(
    { ...own, now: () => now, newApplicationNumber },
    applicationSubmissionSchema.parse({ ...submission(), testData }),
    idempotencyScope(randomUUID(), {}),
  );
const stats = () => readCounters(own);
const partition = async (id: string) =>
  (
    await db.send(
      new QueryCommand({
        TableName: own.tableName,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': applicationKeys.application(id).pk },
        ConsistentRead: true,
      }),
    )
  ).Items ?? [];
const fileExists = (key: string) =>
  s3.send(new GetObjectCommand({ Bucket: stack.bucketName, Key: key })).then(
    () => true,
    () => false,
  );

describe('test data from the payment test page', () => {
  it('is marked, found by its marker and left out of the counters', async () => {
    const created = await create(true, new Date());
    const stored = await db.send(
      new GetCommand({ TableName: own.tableName, Key: applicationKeys.application(created.id) }),
    );
    expect(stored.Item).toMatchObject({ testData: true });
    const markers = await db.send(
      new QueryCommand({
        TableName: own.tableName,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': testDataPartition },
      }),
    );
    expect(markers.Items?.map((m) => m.applicationId)).toContain(created.id);
    expect(await stats()).toEqual({});
    await create(false, new Date());
    expect(await stats()).toMatchObject({ total: 1, pending: 1 });
    // The operator's recount (npm run backfill) leaves it out too.
    expect(await countApplications(own)).toMatchObject({ total: 1, pending: 1 });
  });

  it('is accepted by the local stack, whose gateway is the sandbox', async () => {
    const res = await fetch(`${origin}${applicationsPath}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [idempotencyKeyHeader]: randomUUID() },
      body: JSON.stringify({ ...submission(), testData: true }),
    });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const stored = await db.send(
      new GetCommand({ TableName: table.tableName, Key: applicationKeys.application(id) }),
    );
    expect(stored.Item).toMatchObject({ testData: true });
  });

  it('is refused, and nothing stored, where the gateway is not the sandbox', async () => {
    const app = createApplicationsApp({
      ...own,
      s3,
      bucketName: stack.bucketName,
      mailer: { send: () => Promise.reject(new Error('unused')) },
      now: () => new Date(),
      newApplicationNumber,
      acceptsTestData: false,
    });
    const body = { ...submission(), testData: true };
    const res = await app.request(applicationsPath, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [idempotencyKeyHeader]: randomUUID() },
      body: JSON.stringify(body),
    });
    expect(res.status).toBe(403);
    const byEmail = await db.send(
      new QueryCommand({
        TableName: own.tableName,
        IndexName: 'gsi2',
        KeyConditionExpression: 'gsi2pk = :pk',
        ExpressionAttributeValues: { ':pk': `EMAIL#${body.contactEmail.toLowerCase()}` },
      }),
    );
    expect(byEmail.Items).toEqual([]);
  });

  it('is deleted whole by the retention job a day after its creation, and nothing else is', async () => {
    const createdAt = new Date(Date.now() - 10 * 24 * hour);
    const test = await create(true, createdAt);
    const real = await create(false, createdAt);
    await db.send(
      new PutCommand({
        TableName: own.tableName,
        Item: { ...applicationKeys.application(test.id), sk: 'AUDIT#x', entity: 'audit' },
      }),
    );
    const files = applicationFilePrefixes(test.id).map((prefix) => `${prefix}file.pdf`);
    const realFile = `${applicationFilePrefixes(real.id)[1]}file.pdf`;
    for (const key of [...files, realFile]) {
      await s3.send(new PutObjectCommand({ Bucket: stack.bucketName, Key: key, Body: '%PDF-1.4' }));
    }
    const purge = (now: Date) => purgeTestData({ ...own, s3, bucketName: stack.bucketName, now: () => now });

    expect((await purge(new Date(createdAt.getTime() + 23 * hour))).purged).toEqual([]);
    expect(await partition(test.id)).not.toEqual([]);

    expect((await purge(new Date(createdAt.getTime() + 25 * hour))).purged).toContain(test.id);
    expect(await partition(test.id)).toEqual([]);
    const number = await db.send(
      new GetCommand({ TableName: own.tableName, Key: applicationKeys.number(test.applicationNumber) }),
    );
    expect(number.Item).toBeUndefined();
    for (const key of files) expect(await fileExists(key), key).toBe(false);
    expect((await purge(new Date(createdAt.getTime() + 25 * hour))).purged).toEqual([]);

    expect((await partition(real.id)).length).toBeGreaterThan(1);
    expect(await fileExists(realFile)).toBe(true);
  });
});
