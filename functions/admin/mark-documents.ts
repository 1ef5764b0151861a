import { ListObjectsV2Command, PutObjectTaggingCommand } from '@aws-sdk/client-s3';
import { applicationUploadsPrefix, retentionTag } from '../lib/document-retention';
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
  if (failures.length > 0) {
    const first = failures[0];
    const detail = first instanceof Error ? `${first.name}: ${first.message}` : String(first);
    throw new Error(`${failures.length} of ${failures.length + tagged} objects not tagged (${detail})`, {
      cause: first,
    });
  }
  return tagged;
}

/**
 * `markDocumentsForDeletion` after a recorded decision: a failure never fails or undoes the decision;
 * it is logged as an error with the application's id (the files then need tagging by hand).
 */
export async function markDecidedDocuments(bucket: BucketRef, applicationId: string): Promise<void> {
  try {
    const tagged = await markDocumentsForDeletion(bucket, applicationId);
    log.info('documents marked for deletion', { applicationId, tagged });
  } catch (e: unknown) {
    log.error('documents not marked for deletion', { applicationId, ...errorFields(e) });
  }
}
