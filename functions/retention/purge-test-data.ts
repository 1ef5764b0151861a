import { DeleteObjectsCommand, ListObjectsCommand, type S3Client } from '@aws-sdk/client-s3';
import { BatchWriteCommand, DeleteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { applicationKeys, type TableRef } from '../lib/applications-table';
import { log } from '../lib/log';
import { testDataRetentionHours } from '../../shared/api/applications';
import { testDataPartition, type TestDataMarker } from '../lib/test-data';

export interface PurgeDeps extends TableRef {
  readonly s3: S3Client;
  readonly bucketName: string;
  readonly now: () => Date;
}

/** What the applications of one purge left behind: nothing, when it worked. */
export interface PurgeResult {
  readonly purged: readonly string[];
}

/** How many test applications one run deletes at most (the next run takes the rest). */
const perRun = 25;

/** The S3 prefixes that hold an application's files (signature, agreement, uploads, e-visa). */
export const applicationFilePrefixes = (id: string): string[] => [
  `applications/${id}/`,
  `uploads/${id}/`,
  `evisa/${id}/`,
];

async function deleteItems(deps: TableRef, keys: { pk: string; sk: string }[]): Promise<void> {
  for (let i = 0; i < keys.length; i += 25) {
    let requests = keys.slice(i, i + 25).map((Key) => ({ DeleteRequest: { Key } }));
    for (let attempt = 0; requests.length > 0; attempt += 1) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
      const result = await deps.db.send(
        new BatchWriteCommand({ RequestItems: { [deps.tableName]: requests } }),
      );
      requests = (result.UnprocessedItems?.[deps.tableName] ?? []) as typeof requests;
      if (attempt >= 8 && requests.length > 0) throw new Error('DynamoDB left deletions unprocessed');
    }
  }
}

/** Every item of an application's partition (the application, applicants, index items, payments, audit). */
async function partitionKeys(deps: TableRef, id: string): Promise<{ pk: string; sk: string }[]> {
  const keys: { pk: string; sk: string }[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await deps.db.send(
      new QueryCommand({
        TableName: deps.tableName,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': applicationKeys.application(id).pk },
        ProjectionExpression: 'pk, sk',
        ExclusiveStartKey: start,
        Limit: 200,
      }),
    );
    keys.push(...((page.Items ?? []) as { pk: string; sk: string }[]));
    start = page.LastEvaluatedKey;
  } while (start);
  return keys;
}

/** Deletes the files under a prefix (ListObjects version 1: the local store's version 2 paging fails). */
async function deleteFiles(deps: PurgeDeps, prefix: string): Promise<void> {
  for (;;) {
    const page = await deps.s3.send(
      new ListObjectsCommand({ Bucket: deps.bucketName, Prefix: prefix, MaxKeys: 1000 }),
    );
    const keys = (page.Contents ?? []).flatMap((o) => (o.Key === undefined ? [] : [{ Key: o.Key }]));
    if (keys.length === 0) return;
    await deps.s3.send(
      new DeleteObjectsCommand({ Bucket: deps.bucketName, Delete: { Objects: keys, Quiet: true } }),
    );
    if (page.IsTruncated !== true) return;
  }
}

/**
 * The retention job for test data: deletes every test application created more than
 * `testDataRetentionHours` ago, whole (its partition, its number, its files), the marker last, so a
 * run that fails half-way is finished by the next. Finds them by their markers, oldest first (no Scan).
 */
export async function purgeTestData(deps: PurgeDeps): Promise<PurgeResult> {
  const cutoff = new Date(deps.now().getTime() - testDataRetentionHours * 3_600_000).toISOString();
  const due = await deps.db.send(
    new QueryCommand({
      TableName: deps.tableName,
      KeyConditionExpression: 'pk = :pk AND sk < :cutoff',
      ExpressionAttributeValues: { ':pk': testDataPartition, ':cutoff': cutoff },
      ConsistentRead: true,
      Limit: perRun,
    }),
  );
  const purged: string[] = [];
  for (const marker of (due.Items ?? []) as TestDataMarker[]) {
    for (const prefix of applicationFilePrefixes(marker.applicationId)) await deleteFiles(deps, prefix);
    await deleteItems(deps, [
      ...(await partitionKeys(deps, marker.applicationId)),
      applicationKeys.number(marker.applicationNumber),
    ]);
    await deps.db.send(
      new DeleteCommand({ TableName: deps.tableName, Key: { pk: marker.pk, sk: marker.sk } }),
    );
    purged.push(marker.applicationId);
  }
  if (purged.length > 0) log.info('test data purged', { applications: purged.length });
  return { purged };
}
