import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { ApplicationSummary } from '../../shared/api/admin';
import { applicationKeys } from '../lib/applications-table';
import { auditItem } from '../lib/audit-log';
import { HttpError } from '../lib/http';
import { log } from '../lib/log';
import { viewTransition } from '../lib/queue';
import type { StaffPrincipal } from '../lib/staff-session';
import { toSummary, type AdminDeps } from './admin-application';
import { requireApplication } from './application-detail';
import { queueViewOf } from '../../shared/api/admin';

/** 409: only an application ready for review (paid, documents submitted, pending) can enter review. */
export const notReadyCode = 'not_ready_for_review';

/**
 * "Start review" (issue 19): a member of staff takes an application that is ready for review; it
 * becomes `processing`, recording who and when, in one transaction with its queue view, the counters,
 * a change record and the audit entry. Of two colleagues pressing at once, one takes it; the other is
 * told who did (409).
 */
export async function startReview(
  deps: AdminDeps,
  id: string,
  staff: StaffPrincipal,
): Promise<ApplicationSummary> {
  const application = await requireApplication(deps, id);
  if (queueViewOf(application) !== 'ready_for_review') {
    throw new HttpError(409, notReadyCode, 'Only an application ready for review can enter review');
  }
  const now = deps.now();
  const at = now.toISOString();
  const review = { startedBy: staff.username, startedAt: at };
  const move = viewTransition(deps.tableName, application, { status: 'processing' }, now, {
    pending: -1,
    processing: 1,
  });
  try {
    await deps.db.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: deps.tableName,
              Key: applicationKeys.application(application.id),
              UpdateExpression: `SET #status = :processing, review = :review, updatedAt = :at, ${move.set}`,
              ConditionExpression: `attribute_exists(pk) AND #status = :pending AND ${move.condition}`,
              ExpressionAttributeNames: { '#status': 'status' },
              ExpressionAttributeValues: {
                ':processing': 'processing',
                ':pending': 'pending',
                ':review': review,
                ':at': at,
                ...move.values,
              },
            },
          },
          ...move.items,
          {
            Put: {
              TableName: deps.tableName,
              Item: auditItem(now, {
                actor: staff.username,
                action: 'start_review',
                applicationId: application.id,
              }),
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
        ],
      }),
    );
  } catch (e: unknown) {
    if (!(e instanceof TransactionCanceledException)) throw e;
    const current = await requireApplication(deps, application.id);
    throw new HttpError(
      409,
      notReadyCode,
      `In review by ${current.review?.startedBy ?? 'a colleague'} already`,
    );
  }
  log.info('review started', { applicationId: application.id });
  return toSummary({ ...application, status: 'processing', review }, now);
}
