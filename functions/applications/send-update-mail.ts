import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { applicationKeys, getApplication, type TableRef } from '../lib/applications-table';
import { conditionalWrite } from '../lib/dynamo-writes';
import { log } from '../lib/log';
import { mailOrFail, sendOnce } from '../lib/mail-once';
import type { Mailer } from '../lib/mailer';
import { updatedMail } from './mail/updated-mail';
import { revisionOf } from './update-rules';

export interface UpdateMailDeps extends TableRef {
  readonly mailer: Mailer;
  readonly now: () => Date;
}

/**
 * E-mails "your application was updated" once per revision (`sendOnce` keyed on the revision): two
 * identical PUTs, a double click or a retry after a refused mail send one. Nothing for revision 1 (the
 * "received" mail covers the creation). The mail shows the application as stored now.
 */
export async function sendUpdateMail(
  deps: UpdateMailDeps,
  applicationId: string,
): Promise<{ readonly sent: boolean }> {
  const application = await getApplication(deps, applicationId);
  if (application === undefined) return { sent: false };
  const revision = String(revisionOf(application));
  if (revision === '1' || application.updateMailRevision === revision) return { sent: false };
  const key = applicationKeys.application(application.id);
  const result = await sendOnce(
    deps,
    {
      key,
      sentAt: 'updateMailSentAt',
      claim: 'updateMailClaim',
      version: { value: revision, sentVersion: 'updateMailRevision' },
    },
    async (claimedAt) => {
      await mailOrFail(
        deps.mailer,
        updatedMail(application, application.locale),
        'The application-updated e-mail was not accepted by the mail service',
        { applicationId: application.id },
      );
      // Recorded while this request still holds the claim (a newer revision may have taken it).
      await conditionalWrite(
        deps.db,
        new UpdateCommand({
          TableName: deps.tableName,
          Key: key,
          UpdateExpression: 'SET updateMailRevision = :revision',
          ConditionExpression: 'updateMailClaim.#at = :at',
          ExpressionAttributeNames: { '#at': 'at' },
          ExpressionAttributeValues: { ':revision': revision, ':at': claimedAt },
        }),
      );
    },
  );
  if (result === 'sent') log.info('application-updated e-mail sent', { applicationId, revision });
  return { sent: result === 'sent' };
}
