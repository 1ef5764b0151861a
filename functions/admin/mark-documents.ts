import { ListObjectsV2Command, PutObjectTaggingCommand } from '@aws-sdk/client-s3';
import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentKeyPrefix } from '../documents/document-store';
import type { TableRef } from '../lib/applications-table';
import { conditionalWrite } from '../lib/dynamo-writes';
import {
  applicationUploadsPrefix,
  retentionAfterDecisionDays,
  retentionTag,
} from '../lib/document-retention';
import { errorFields, log } from '../lib/log';
import type { BucketRef } from '../lib/s3-objects';

/** How many objects are tagged at once. */
const concurrency = 8;

/**
 * Tags every object under `uploads/<applicationId>/` with the retention tag, so that the bucket's
 * lifecycle rule deletes it (see `functions/lib/document-retention.ts`). The prefix is listed (pages
 * of `pageSize`), not the document items, so files whose record was replaced are tagged too. Every
 * object is tried; when any could not be tagged, the error names how many. Returns how many were tagged.
 */
export async function markDocumentsForDeletion(
  bucket: BucketRef,
  applicationId: string,
  pageSize = 1000,
): Promise<number> {
  let tagged = 0;
  const failures: unknown[] = [];
  let continuationToken: string | undefined;
  do {
    const page = await bucket.s3.send(
      new ListObjectsV2Command({
        Bucket: bucket.bucketName,
        Prefix: applicationUploadsPrefix(applicationId),
        MaxKeys: pageSize,
        ContinuationToken: continuationToken,
      }),
    );
    const keys = (page.Contents ?? []).flatMap((o) => (o.Key === undefined ? [] : [o.Key]));
    for (let start = 0; start < keys.length; start += concurrency) {
      const results = await Promise.allSettled(
        keys.slice(start, start + concurrency).map((key) =>
          bucket.s3.send(
            new PutObjectTaggingCommand({
              Bucket: bucket.bucketName,
              Key: key,
              Tagging: { TagSet: [{ Key: retentionTag.key, Value: retentionTag.value }] },
            }),
          ),
        ),
      );
      for (const result of results) {
        if (result.status === 'fulfilled') tagged += 1;
        else failures.push(result.reason);
      }
    }
    continuationToken = page.IsTruncated === true ? page.NextContinuationToken : undefined;
  } while (continuationToken !== undefined);
  if (failures.length > 0)
    throw new DocumentTaggingError(failures.length, failures.length + tagged, failures[0]);
  return tagged;
}

/** Some objects of an application's folder could not be tagged; `cause` is the first failure. */
export class DocumentTaggingError extends Error {
  override name = 'DocumentTaggingError';
  constructor(
    readonly failed: number,
    readonly total: number,
    cause: unknown,
  ) {
    super(`${failed} of ${total} objects not tagged`, { cause });
  }
}

/** What a log line says about a tagging failure: the counts and the first failure's name, code, status. */
function taggingFailureFields(e: unknown) {
  if (!(e instanceof DocumentTaggingError)) return errorFields(e);
  const cause = errorFields(e.cause);
  return {
    ...errorFields(e),
    failed: e.failed,
    total: e.total,
    causeName: cause.errorName,
    ...(cause.errorCode === undefined ? {} : { causeCode: cause.errorCode }),
    ...(cause.errorStatus === undefined ? {} : { causeStatus: cause.errorStatus }),
  };
}

/**
 * Gives every document record of the application (`APP#<id>` / `DOC#…`: file name, type, size, key) the
 * TTL the decision gives its applicant items, so the records go with the files. A record removed
 * meanwhile is skipped (the condition keeps the update from creating a stub). Returns how many.
 */
export async function expireDocumentRecords(
  deps: TableRef & { readonly now: () => Date },
  applicationId: string,
): Promise<number> {
  const expiresAt = Math.floor(deps.now().getTime() / 1000) + retentionAfterDecisionDays * 86_400;
  const records = await deps.db.send(
    new QueryCommand({
      TableName: deps.tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': `APP#${applicationId}`, ':prefix': documentKeyPrefix },
      ProjectionExpression: 'pk, sk',
      ConsistentRead: true,
      Limit: 100,
    }),
  );
  const keys = (records.Items ?? []).map((item) => ({ pk: String(item.pk), sk: String(item.sk) }));
  await Promise.all(
    keys.map(async (key) => {
      // A record removed meanwhile (a file replaced) needs nothing.
      await conditionalWrite(
        deps.db,
        new UpdateCommand({
          TableName: deps.tableName,
          Key: key,
          UpdateExpression: 'SET expiresAt = :expiresAt',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':expiresAt': expiresAt },
        }),
      );
    }),
  );
  return keys.length;
}

/**
 * After a recorded decision: the uploaded files are tagged for the lifecycle rule
 * (`markDocumentsForDeletion`) and their records get the decision's TTL (`expireDocumentRecords`).
 * A failure never fails or undoes the decision; it is logged as an error with the application's id
 * (the files or records then need it by hand).
 */
export async function markDecidedDocuments(
  deps: BucketRef & TableRef & { readonly now: () => Date },
  applicationId: string,
): Promise<void> {
  const [files, records] = await Promise.allSettled([
    markDocumentsForDeletion(deps, applicationId),
    expireDocumentRecords(deps, applicationId),
  ]);
  if (files.status === 'fulfilled')
    log.info('documents marked for deletion', { applicationId, tagged: files.value });
  else
    log.error('documents not marked for deletion', { applicationId, ...taggingFailureFields(files.reason) });
  if (records.status === 'fulfilled')
    log.info('document records expire with the decision', { applicationId, records: records.value });
  else
    log.error('document records not given their expiry', { applicationId, ...errorFields(records.reason) });
}
