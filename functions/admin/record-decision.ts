import type { ApplicationDecision, RejectionReason } from '../../shared/api/admin';
import { applicationKeys } from '../lib/applications-table';
import { auditItem } from '../lib/audit-log';
import { retentionAfterDecisionDays } from '../lib/document-retention';
import { AlreadyDecidedError, NotPaidError, ServiceUnavailableError } from '../lib/domain-errors';
import { retryTransaction, transactWrite, tryAgain } from '../lib/dynamo-writes';
import { viewTransition } from '../lib/queue';
import { log } from '../lib/log';
import type { StaffPrincipal } from '../lib/staff-session';
import type { AdminApplication, AdminDeps } from './admin-application';
import { requireApplication } from './application-detail';

/** Passport data is deleted this long after the decision (DESIGN decision 12): DynamoDB TTL. */
export { retentionAfterDecisionDays };

export function alreadyDecided(): AlreadyDecidedError {
  return new AlreadyDecidedError('This application has already been decided');
}

/** Still waiting for a decision: pending, or in review (processing). */
export const undecided = (status: string) => status === 'pending' || status === 'processing';

/**
 * Only an application waiting for its decision can be decided (spec §4: pending; or processing, once
 * a review has started); approval also needs a paid one.
 */
export function requireDecidable(application: AdminApplication, outcome: 'approved' | 'rejected'): void {
  if (!undecided(application.status)) throw alreadyDecided();
  if (outcome === 'approved' && application.paymentStatus !== 'paid') {
    throw new NotPaidError('An unpaid application cannot be approved');
  }
}

export interface DecisionInput {
  readonly status: 'approved' | 'rejected';
  readonly reasonCode?: RejectionReason;
  readonly reason?: string;
  readonly evisaKey?: string;
  readonly evisaFileName?: string;
}

/**
/**
 * Records a decision in one TransactWriteItems: the application (`status`, its queue view `gsi1pk`,
 * `decision`; condition: still in the status and view it was read in; an open payment session is
 * closed, since nothing can be charged any more), the counters (pending or processing −1, approved or
 * rejected +1, the views'), a change record for open lists, the audit entry, and the retention time
 * of every applicant item (TTL 30 days after the decision). When the transaction is cancelled the
 * application is read again: gone → 404, decided meanwhile → 409; moved meanwhile (a colleague started
 * the review, the traveller paid) or a conflict with another writer → tried again from where it is now.
 * Of two staff deciding at once exactly one succeeds.
 */
export async function recordDecision(
  deps: AdminDeps,
  decided: AdminApplication,
  input: DecisionInput,
  staff: StaffPrincipal,
): Promise<ApplicationDecision> {
  let application = decided;
  return retryTransaction(
    async () => {
      const now = deps.now();
      const at = now.toISOString();
      const decision: ApplicationDecision = {
        status: input.status,
        decidedAt: at,
        decidedBy: staff.username,
        ...(input.reasonCode === undefined ? {} : { reasonCode: input.reasonCode }),
        ...(input.reason === undefined ? {} : { reason: input.reason }),
        ...(input.evisaFileName === undefined ? {} : { evisaFileName: input.evisaFileName }),
      };
      const expiresAt = Math.floor(now.getTime() / 1000) + retentionAfterDecisionDays * 86_400;
      // The queue: from its view to "decided", with the status counters (test data moves none).
      const move = viewTransition(deps.tableName, application, { status: input.status }, now, {
        [application.status === 'processing' ? 'processing' : 'pending']: -1,
        [input.status]: 1,
      });
      const audit = auditItem(now, {
        actor: staff.username,
        action: input.status === 'approved' ? 'approve' : 'reject',
        applicationId: application.id,
        detail:
          input.status === 'approved'
            ? { evisaFileName: input.evisaFileName ?? '' }
            : { reasonCode: input.reasonCode ?? '', reason: input.reason ?? '' },
      });
      const result = await transactWrite(deps.db, [
        {
          Update: {
            TableName: deps.tableName,
            Key: applicationKeys.application(application.id),
            UpdateExpression:
              `SET #status = :decided, ${move.set}, decision = :decision, updatedAt = :at` +
              (input.evisaKey === undefined ? '' : ', evisaKey = :evisaKey') +
              ' REMOVE openPaymentTransactionId, openPaymentUrl, openPaymentExpiresAt',
            ConditionExpression: `attribute_exists(pk) AND #status = :current AND ${move.condition}`,
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: {
              ':decided': input.status,
              ':current': application.status,
              ...move.values,
              ':decision': decision,
              ':at': at,
              ...(input.evisaKey === undefined ? {} : { ':evisaKey': input.evisaKey }),
            },
          },
        },
        ...move.items,
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
      if (!undecided(current.status)) throw alreadyDecided();
      // A colleague started the review (or the traveller paid) meanwhile: decide from where it is now.
      application = current;
      return tryAgain;
    },
    {
      attempts: 4,
      exhausted: () => new ServiceUnavailableError('The decision could not be recorded; try again'),
    },
  );
}
