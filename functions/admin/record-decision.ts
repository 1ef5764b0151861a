import type { ApplicationDecision } from '../../shared/api/admin';
import { applicationKeys, statusIndex } from '../lib/applications-table';
import { auditItem } from '../lib/audit-log';
import { retentionAfterDecisionDays } from '../lib/document-retention';
import { statsChange } from '../lib/dashboard-stats';
import { AlreadyDecidedError, NotPaidError, ServiceUnavailableError } from '../lib/domain-errors';
import { retryTransaction, transactWrite, tryAgain } from '../lib/dynamo-writes';
import { log } from '../lib/log';
import { isTestData } from '../lib/test-data';
import type { StaffPrincipal } from '../lib/staff-session';
import type { AdminApplication, AdminDeps } from './admin-application';
import { requireApplication } from './application-detail';

/** Passport data is deleted this long after the decision (DESIGN decision 12): DynamoDB TTL. */
export { retentionAfterDecisionDays };

export function alreadyDecided(): AlreadyDecidedError {
  return new AlreadyDecidedError('This application has already been decided');
}

/** Only a pending application can be decided (spec §4); approval also needs a paid one. */
export function requireDecidable(application: AdminApplication, outcome: 'approved' | 'rejected'): void {
  if (application.status !== 'pending') throw alreadyDecided();
  if (outcome === 'approved' && application.paymentStatus !== 'paid') {
    throw new NotPaidError('An unpaid application cannot be approved');
  }
}

export interface DecisionInput {
  readonly status: 'approved' | 'rejected';
  readonly reason?: string;
  readonly evisaKey?: string;
  readonly evisaFileName?: string;
}

/**
 * Records a decision in one TransactWriteItems: the application (`status`, `gsi1pk`, `decision`,
 * condition: still pending; an open payment session is closed, since nothing can be charged any more),
 * the dashboard counters (pending −1, approved or rejected +1), the audit entry, and the retention time
 * of every applicant item (TTL 30 days after the decision). When the transaction is cancelled the
 * application is read again: gone → 404, decided meanwhile → 409; a conflict with another writer is
 * retried. Of two staff deciding at once exactly one succeeds.
 */
export async function recordDecision(
  deps: AdminDeps,
  application: AdminApplication,
  input: DecisionInput,
  staff: StaffPrincipal,
): Promise<ApplicationDecision> {
  return retryTransaction(
    async () => {
      const now = deps.now();
      const at = now.toISOString();
      const decision: ApplicationDecision = {
        status: input.status,
        decidedAt: at,
        decidedBy: staff.username,
        ...(input.reason === undefined ? {} : { reason: input.reason }),
        ...(input.evisaFileName === undefined ? {} : { evisaFileName: input.evisaFileName }),
      };
      const expiresAt = Math.floor(now.getTime() / 1000) + retentionAfterDecisionDays * 86_400;
      const audit = auditItem(now, {
        actor: staff.username,
        action: input.status === 'approved' ? 'approve' : 'reject',
        applicationId: application.id,
        detail:
          input.status === 'approved'
            ? { evisaFileName: input.evisaFileName ?? '' }
            : { reason: input.reason ?? '' },
      });
      const result = await transactWrite(deps.db, [
        {
          Update: {
            TableName: deps.tableName,
            Key: applicationKeys.application(application.id),
            UpdateExpression:
              'SET #status = :decided, gsi1pk = :partition, decision = :decision, updatedAt = :at' +
              (input.evisaKey === undefined ? '' : ', evisaKey = :evisaKey') +
              ' REMOVE openPaymentTransactionId, openPaymentUrl, openPaymentExpiresAt',
            ConditionExpression: 'attribute_exists(pk) AND #status = :pending',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: {
              ':decided': input.status,
              ':pending': 'pending',
              ':partition': statusIndex.partition(input.status),
              ':decision': decision,
              ':at': at,
              ...(input.evisaKey === undefined ? {} : { ':evisaKey': input.evisaKey }),
            },
          },
        },
        // Test data (functions/lib/test-data.ts) moves no counter.
        ...(isTestData(application)
          ? []
          : [statsChange(deps.tableName, { pending: -1, [input.status]: 1 }, at)]),
        { Put: { TableName: deps.tableName, Item: audit, ConditionExpression: 'attribute_not_exists(pk)' } },
        ...Array.from({ length: application.applicantCount }, (_, index) => ({
          Update: {
            TableName: deps.tableName,
            Key: applicationKeys.applicant(application.id, index),
            UpdateExpression: 'SET expiresAt = :expiresAt',
            ExpressionAttributeValues: { ':expiresAt': expiresAt },
          },
        })),
      ]);
      if (result.written) {
        log.info('application decided', { applicationId: application.id, status: input.status });
        return decision;
      }
      const current = await requireApplication(deps, application.id);
      if (current.status !== 'pending') throw alreadyDecided();
      return tryAgain;
    },
    {
      attempts: 4,
      exhausted: () => new ServiceUnavailableError('The decision could not be recorded; try again'),
    },
  );
}
