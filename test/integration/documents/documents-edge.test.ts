import { ListObjectsCommand } from '@aws-sdk/client-s3';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { documentsListPath, documentsPath } from '../../../shared/documents/rules';
import { stack } from '../support';
import { s3, table } from '../applications/support';
import { bearer, jpegBytes, paidApplication, postToS3, presign, record } from './support';

/** Bad input at the documents' edge: every answer is a clean 4xx, never a 500, and one slot keeps one record. */
const photo = (app: { id: string }, size: number) => ({
  applicationId: app.id,
  applicantIndex: 0,
  type: 'photo',
  fileName: 'photo.png',
  contentType: 'image/png',
  size,
});

async function uploaded(
  app: { id: string; accessToken: string },
  bytes: Uint8Array,
  contentType = 'image/png',
) {
  const { upload } = await presign(app.accessToken, {
    ...photo(app, bytes.length),
    contentType,
    fileName: contentType === 'image/png' ? 'photo.png' : 'photo.jpg',
  });
  expect((await postToS3(upload, bytes, contentType)).status).toBeLessThan(300);
  return upload.key;
}

async function slotItems(id: string) {
  const result = await table.db.send(
    new QueryCommand({
      TableName: table.tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
      ExpressionAttributeValues: { ':pk': `APP#${id}`, ':sk': 'DOC#0#photo' },
    }),
  );
  return result.Items ?? [];
}

async function objectsUnder(prefix: string): Promise<string[]> {
  const listed = await s3.send(new ListObjectsCommand({ Bucket: stack.bucketName, Prefix: prefix }));
  return (listed.Contents ?? []).map((o) => o.Key ?? '');
}

describe('file checks', () => {
  it('answer 400 for a short file that claims to be a PNG and is not one', async () => {
    const app = await paidApplication();
    const key = await uploaded(app, new Uint8Array([0x89, 0x50, 0x4e]));
    const res = await record(app.accessToken, {
      applicationId: app.id,
      applicantIndex: 0,
      type: 'photo',
      key,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      error: 'document_rejected',
      issues: [{ path: 'key', message: 'documents.errors.content' }],
    });
  });

  it('answer 400 for JPEG bytes posted as a PNG', async () => {
    const app = await paidApplication();
    const key = await uploaded(app, jpegBytes(2000));
    const res = await record(app.accessToken, {
      applicationId: app.id,
      applicantIndex: 0,
      type: 'photo',
      key,
    });
    expect(res.status).toBe(400);
  });
});

describe('ids and keys at the edge', () => {
  it('answer 4xx, never 500, for an id thousands of characters long', async () => {
    const app = await paidApplication();
    const long = 'a'.repeat(3000);
    const list = await fetch(`${stack.url}${documentsListPath(long)}`, { headers: bearer(app.accessToken) });
    expect(list.status).toBe(403);
    const remove = await fetch(`${stack.url}${documentsPath}/${long}/0/photo`, {
      method: 'DELETE',
      headers: bearer(app.accessToken),
    });
    expect(remove.status).toBe(403);
  });

  it.each([
    ['thousands of characters', (p: string) => p + 'k'.repeat(3000)],
    ['a NUL', (p: string) => `${p}abc\u0000def`],
    ['a lone surrogate', (p: string) => `${p}abc\ud800def`],
  ])('answer 400 with the issues list for a key with %s', async (_, keyOf) => {
    const app = await paidApplication();
    const key = keyOf(`uploads/tmp/${app.id}/0/photo/`);
    const res = await record(app.accessToken, {
      applicationId: app.id,
      applicantIndex: 0,
      type: 'photo',
      key,
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { issues: { path: string }[] };
    expect(body.issues.map((i) => i.path)).toContain('key');
  });
});

describe('12 concurrent document records for one slot', () => {
  it('with the same upload end in one record and twelve clean answers', async () => {
    const app = await paidApplication();
    const png = new Uint8Array(3000);
    png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const key = await uploaded(app, png);
    const body = { applicationId: app.id, applicantIndex: 0, type: 'photo', key };
    const answers = await Promise.all(Array.from({ length: 12 }, () => record(app.accessToken, body)));
    expect(answers.map((r) => r.status)).toEqual(Array(12).fill(200));
    expect(await slotItems(app.id)).toHaveLength(1);
    expect(await objectsUnder(`uploads/${app.id}/0/photo/`)).toHaveLength(1);
  });

  it('with twelve different uploads end in one record, one file, and answers of 200 or 409', async () => {
    const app = await paidApplication();
    const png = new Uint8Array(3000);
    png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const keys = await Promise.all(Array.from({ length: 12 }, () => uploaded(app, png)));
    const answers = await Promise.all(
      keys.map((key) =>
        record(app.accessToken, { applicationId: app.id, applicantIndex: 0, type: 'photo', key }),
      ),
    );
    for (const answer of answers) expect([200, 409]).toContain(answer.status);
    const items = await slotItems(app.id);
    expect(items).toHaveLength(1);
    expect(await objectsUnder(`uploads/${app.id}/0/photo/`)).toEqual([items[0]?.key]);
  });
});
