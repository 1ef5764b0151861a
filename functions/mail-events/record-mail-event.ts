import { auditItem } from '../lib/audit-log';
import {
  applicationKeys,
  getApplication,
  type StoredApplication,
  type TableRef,
} from '../lib/applications-table';
import { transactWrite } from '../lib/dynamo-writes';
import { log } from '../lib/log';
import { suppressAddress } from '../lib/mail-suppression';
import { mailFailureOf, taggedApplication, type SesEvent } from './ses-event';

export interface MailEventDeps extends TableRef {
  readonly now: () => Date;
}

/** On the application item: its contact address cannot be mailed (staff call the traveller instead). */
export type ContactMailIssue = NonNullable<StoredApplication['contactMailIssue']>;

export type MailEventOutcome =
  | { readonly outcome: 'ignored'; readonly why: string }
  | {
      readonly outcome: 'suppressed';
      readonly reason: 'bounce' | 'complaint';
      readonly addresses: number;
      /** The application flagged, when the mail named one and went to its contact address. */
      readonly flagged?: string;
    };

/**
 * What a bounce or complaint does: the address is no longer mailed (`mail-suppression.ts`), and the
 * application the mail was about, if it went to that application's contact address, is flagged so
 * staff see it and the phone number to call, with an audit entry. A repeated event (SNS delivers at
 * least once) changes nothing more.
 */
export async function recordMailEvent(deps: MailEventDeps, event: SesEvent): Promise<MailEventOutcome> {
  const failure = mailFailureOf(event);
  if (failure.kind === 'ignored') return { outcome: 'ignored', why: failure.why };
  const at = deps.now();
  for (const address of failure.recipients) await suppressAddress(deps, address, failure.kind, at);
  const suppressed = {
    outcome: 'suppressed' as const,
    reason: failure.kind,
    addresses: failure.recipients.length,
  };
  const id = taggedApplication(event);
  const application = id === undefined ? undefined : await getApplication(deps, id);
  const contact = application?.contactEmail.trim().toLowerCase();
  if (!application || !failure.recipients.some((r) => r.trim().toLowerCase() === contact)) return suppressed;

  const issue: ContactMailIssue = { reason: failure.kind, at: at.toISOString() };
  const result = await transactWrite(deps.db, [
    {
      Update: {
        TableName: deps.tableName,
        Key: applicationKeys.application(application.id),
        UpdateExpression: 'SET #issue = :issue',
        // Once per kind, and a complaint (the traveller asked for no more mail) is never replaced.
        ...(issue.reason === 'complaint'
          ? {
              ConditionExpression:
                'attribute_exists(pk) AND (attribute_not_exists(#issue) OR #issue.#reason <> :complaint)',
              ExpressionAttributeNames: { '#issue': 'contactMailIssue', '#reason': 'reason' },
              ExpressionAttributeValues: { ':issue': issue, ':complaint': 'complaint' },
            }
          : {
              ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(#issue)',
              ExpressionAttributeNames: { '#issue': 'contactMailIssue' },
              ExpressionAttributeValues: { ':issue': issue },
            }),
      },
    },
    {
      Put: {
        TableName: deps.tableName,
        Item: auditItem(at, {
          actor: 'system',
          action: failure.kind === 'bounce' ? 'mail_bounced' : 'mail_complained',
          applicationId: application.id,
          ...(failure.subType ? { detail: { type: failure.subType } } : {}),
        }),
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
  ]);
  if (!result.written) {
    log.info('mail event already recorded', { applicationId: application.id, reason: issue.reason });
    return suppressed;
  }
  return { ...suppressed, flagged: application.id };
}
