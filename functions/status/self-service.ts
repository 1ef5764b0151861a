import { DeleteObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { BatchWriteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { documentKeyPrefix } from '../documents/document-store';
import {
  applicationKeys,
  statusIndex,
  type StoredApplication,
  type TableRef,
} from '../lib/applications-table';
import { auditItem } from '../lib/audit-log';
import { statsChange } from '../lib/dashboard-stats';
import { applicationUploadsPrefix, retentionAfterDecisionDays } from '../lib/document-retention';
import { ConflictError } from '../lib/domain-errors';
import { retryTransaction, transactWrite, tryAgain } from '../lib/dynamo-writes';
import { log } from '../lib/log';
import { changeRecord, viewCounter } from '../lib/queue';
import type { BucketRef } from '../lib/s3-objects';
import { isTestData } from '../lib/test-data';

/**
 * Self-service privacy (issue 14 item 7). From the personal page, the traveller can:
 * - withdraw an application that is not paid and has no payment being confirmed: it is closed (no payment
 *   can start; one that still arrives is flagged for refund, `shared/api/payments.ts`), its travellers'
 *   items expire after the usual 30 days, and the dashboard's pending counter drops by one;
 * - erase, once a decision is made (or after a withdrawal), the passport data and uploaded documents now
 *   instead of 30 days later: the applicant items and document records are deleted and the files under
 *   `uploads/<id>/` removed. What the receipts need (number, names, amounts, dates: the application item)
 *   and the signed agreement are kept, as the legal record of the purchase.
 * Both are written to the audit log (actor `traveller`) and confirmed by mail (`self-service-mail.ts`).
 */
export interface SelfServiceDeps extends TableRef {
  readonly now: () => Date;
}

/** The application can no longer be withdrawn (paid, decided, or a payment is being confirmed). */
export class NotWithdrawableError extends ConflictError {
  override name = 'NotWithdrawableError';
  constructor() {
    super('This application can no longer be withdrawn');
  }
}

/** Nothing to erase yet: the application is still being processed. */
export class NotErasableError extends ConflictError {
  override name = 'NotErasableError';
  constructor() {
    super('The data can be erased once a decision is made');
  }
}

type SelfServiceApplication = StoredApplication & {
  readonly openPaymentExpiresAt?: string;
  readonly withdrawnAt?: string;
  readonly dataErasedAt?: string;
};

/** Withdrawable: not paid, not decided or withdrawn, no payment session still open. */
export function canWithdraw(application: SelfServiceApplication, now: Date): boolean {
  const open =
    application.openPaymentExpiresAt !== undefined && application.openPaymentExpiresAt > now.toISOString();
  return application.status === 'pending' && application.paymentStatus !== 'paid' && !open;
}

/** Erasable: decided, refunded or withdrawn, and not erased yet. */
export function canErase(application: SelfServiceApplication): boolean {
  return (
    ['approved', 'rejected', 'declined', 'refunded', 'withdrawn'].includes(application.status) &&
    application.dataErasedAt === undefined
  );
}

/**
 * Withdraws the application in one transaction (status, its status index, the counters, the audit
 * entry, the travellers' retention time), on condition that it is still withdrawable. Withdrawing a
 * withdrawn application again changes nothing and answers as the first time did (a double click).
 */
export async function withdrawApplication(
  deps: SelfServiceDeps,
  application: SelfServiceApplication,
): Promise<string> {
  if (application.status === 'withdrawn' && application.withdrawnAt) return application.withdrawnAt;
  return retryTransaction(
    async () => {
      const now = deps.now();
      const at = now.toISOString();
      if (!canWithdraw(application, now)) throw new NotWithdrawableError();
      const expiresAt = Math.floor(now.getTime() / 1000) + retentionAfterDecisionDays * 86_400;
      const result = await transactWrite(deps.db, [
        {
          Update: {
            TableName: deps.tableName,
            Key: applicationKeys.application(application.id),
            UpdateExpression:
              'SET #status = :withdrawn, gsi1pk = :partition, withdrawnAt = :at, updatedAt = :at' +
              ' REMOVE openPaymentTransactionId, openPaymentUrl, openPaymentExpiresAt',
            ConditionExpression:
              'attribute_exists(pk) AND #status = :pending AND paymentStatus <> :paid AND ' +
              '(attribute_not_exists(openPaymentExpiresAt) OR openPaymentExpiresAt <= :at)',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: {
              ':withdrawn': 'withdrawn',
              ':pending': 'pending',
              ':paid': 'paid',
              ':partition': statusIndex.partition('withdrawn'),
              ':at': at,
            },
          },
        },
        // It leaves the staff queue ("waiting for payment": it is unpaid) for no view; open staff lists
        // drop the row without a reload.
        ...(isTestData(application)
          ? []
          : [
              statsChange(
                deps.tableName,
                { pending: -1, [viewCounter('awaiting_payment')]: -1 },
                at,
                application.destination,
              ),
              changeRecord(deps.tableName, application.id, now),
            ]),
        {
          Put: {
            TableName: deps.tableName,
            Item: auditItem(now, {
              actor: 'traveller',
              action: 'withdrawn_by_traveller',
              applicationId: application.id,
            }),
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        ...Array.from({ length: application.applicantCount }, (_, index) => ({
          Update: {
            TableName: deps.tableName,
            Key: applicationKeys.applicant(application.id, index),
            UpdateExpression: 'SET expiresAt = :expiresAt',
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeValues: { ':expiresAt': expiresAt },
          },
        })),
      ]);
      if (result.written) {
        log.info('application withdrawn by the traveller', { applicationId: application.id });
        return at;
      }
      return tryAgain;
    },
    { attempts: 3, exhausted: () => new NotWithdrawableError() },
  );
}

/** The sort keys of the application's items that hold personal data beyond the receipt's. */
async function personalItemKeys(deps: SelfServiceDeps, applicationId: string) {
  const keys: { pk: string; sk: string }[] = [];
  // The travellers, their documents' records, and the staff search's passport-number terms (the names,
  // number and e-mail terms stay: the receipt keeps those facts, and staff must still find the record).
  for (const prefix of [applicationKeys.applicantPrefix, documentKeyPrefix, 'SEARCH#passport#']) {
    let start: Record<string, unknown> | undefined;
    do {
      const page = await deps.db.send(
        new QueryCommand({
          TableName: deps.tableName,
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
          ExpressionAttributeValues: {
            ':pk': applicationKeys.application(applicationId).pk,
            ':prefix': prefix,
          },
          ProjectionExpression: 'pk, sk',
          ConsistentRead: true,
          ExclusiveStartKey: start,
        }),
      );
      for (const item of page.Items ?? []) keys.push({ pk: String(item.pk), sk: String(item.sk) });
      start = page.LastEvaluatedKey;
    } while (start !== undefined);
  }
  return keys;
}

/** Deletes every object under `uploads/<id>/`; returns how many. */
async function deleteUploads(bucket: BucketRef, applicationId: string): Promise<number> {
  let deleted = 0;
  let token: string | undefined;
  do {
    const page = await bucket.s3.send(
      new ListObjectsV2Command({
        Bucket: bucket.bucketName,
        Prefix: applicationUploadsPrefix(applicationId),
        ContinuationToken: token,
      }),
    );
    for (const object of page.Contents ?? []) {
      if (object.Key === undefined) continue;
      await bucket.s3.send(new DeleteObjectCommand({ Bucket: bucket.bucketName, Key: object.Key }));
      deleted += 1;
    }
    token = page.IsTruncated === true ? page.NextContinuationToken : undefined;
  } while (token !== undefined);
  return deleted;
}

/**
 * Erases the passport data and documents now. The files go first, then the items, then the mark and
 * the audit entry in one conditional transaction: a run stopped half-way (a store or S3 failure) is
 * finished by the next request, and two requests at once make one mark and one audit entry.
 */
export async function eraseApplicationData(
  deps: SelfServiceDeps & { readonly bucket: BucketRef },
  application: SelfServiceApplication,
): Promise<{ readonly erasedAt: string; readonly erasedNow: boolean }> {
  if (application.dataErasedAt !== undefined) return { erasedAt: application.dataErasedAt, erasedNow: false };
  if (!canErase(application)) throw new NotErasableError();
  const files = await deleteUploads(deps.bucket, application.id);
  const keys = await personalItemKeys(deps, application.id);
  for (let start = 0; start < keys.length; start += 25) {
    let requests = keys.slice(start, start + 25).map((Key) => ({ DeleteRequest: { Key } }));
    for (let attempt = 0; requests.length > 0; attempt++) {
      if (attempt === 5) throw new Error('The store left deletions unprocessed');
      const result = await deps.db.send(
        new BatchWriteCommand({ RequestItems: { [deps.tableName]: requests } }),
      );
      requests = (result.UnprocessedItems?.[deps.tableName] ?? []) as typeof requests;
    }
  }
  const now = deps.now();
  const at = now.toISOString();
  const result = await transactWrite(deps.db, [
    {
      Update: {
        TableName: deps.tableName,
        Key: applicationKeys.application(application.id),
        UpdateExpression: 'SET dataErasedAt = :at, updatedAt = :at',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(dataErasedAt)',
        ExpressionAttributeValues: { ':at': at },
      },
    },
    {
      Put: {
        TableName: deps.tableName,
        Item: auditItem(now, {
          actor: 'traveller',
          action: 'data_erased_by_traveller',
          applicationId: application.id,
          detail: { files, items: keys.length },
        }),
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
  ]);
  if (result.written)
    log.info('personal data erased by the traveller', { applicationId: application.id, files });
  return { erasedAt: at, erasedNow: result.written };
}
