import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ApplicationDecision, DecisionAnswer } from '../../shared/api/admin';
import { mailTranslator } from '../lib/mail-messages';
import { ltrIsolated } from '../../shared/i18n/translate';
import type { MailKey } from '../../shared/i18n/types';
import { applicationKeys, getApplication } from '../lib/applications-table';
import { appendAudit } from '../lib/audit-log';
import { conditionalWrite } from '../lib/dynamo-writes';
import { MailAlreadySentError, MailInProgressError } from '../lib/domain-errors';
import { errorFields, log } from '../lib/log';
import { escapeHtml, mailDocument } from '../lib/mail-html';
import { sendOnce } from '../lib/mail-once';
import type { MailMessage } from '../lib/mailer';
import type { StaffPrincipal } from '../lib/staff-session';
import type { AdminApplication, AdminDeps } from './admin-application';
import { evisaBytes } from './evisa';

/**
 * The decision e-mail to the contact address, in the application's language: an approval carries the
 * e-visa PDF as an attachment, a rejection the reason the staff member gave.
 */
export function decisionMail(
  application: AdminApplication,
  decision: ApplicationDecision,
  evisa?: Uint8Array,
): MailMessage {
  const locale = application.locale;
  const t = mailTranslator<MailKey>(locale, application.destination);
  const params = { applicationNumber: application.applicationNumber };
  const approved = decision.status === 'approved';
  const subject = t(approved ? 'decisionMail.approved.subject' : 'decisionMail.rejected.subject', {
    applicationNumber: ltrIsolated(locale, application.applicationNumber),
  });
  const paragraphs = approved
    ? [
        t('decisionMail.approved.intro', params),
        t('decisionMail.approved.attachment'),
        t('decisionMail.approved.check'),
      ]
    : [t('decisionMail.rejected.intro', params)];
  // The reason from the list in the traveller's language, then the staff member's own words.
  const reason = approved
    ? undefined
    : [decision.reasonCode ? t(`common.rejectionReason.${decision.reasonCode}`) : '', decision.reason ?? '']
        .filter(Boolean)
        .join('\n\n');
  const after = approved ? [] : [t('decisionMail.rejected.next')];
  const names = application.applicantNames;

  const html = mailDocument(
    locale,
    subject,
    [
      `<h1 style="font-size:24px;margin:0 0 16px">${escapeHtml(subject)}</h1>`,
      `<p>${escapeHtml(t('mail.greeting'))}</p>`,
      ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
      ...(reason === undefined
        ? []
        : [
            `<h2 style="font-size:18px;margin:16px 0 8px">${escapeHtml(t('decisionMail.rejected.reason'))}</h2>`,
            `<blockquote style="margin:0 0 16px;padding-inline-start:12px;border-inline-start:4px solid #b1b4b6;white-space:pre-line">${escapeHtml(reason)}</blockquote>`,
          ]),
      '<dl style="margin:0 0 16px">',
      `<dt style="font-weight:bold">${escapeHtml(t('common.label.applicationNumber'))}</dt>`,
      `<dd style="margin:0"><bdi>${escapeHtml(application.applicationNumber)}</bdi></dd>`,
      `<dt style="font-weight:bold;margin-top:8px">${escapeHtml(t('common.label.applicants'))}</dt>`,
      `<dd style="margin:0"><ul style="margin:4px 0;padding-inline-start:20px">${names
        .map((name) => `<li><bdi>${escapeHtml(name)}</bdi></li>`)
        .join('')}</ul></dd>`,
      '</dl>',
      ...after.map((p) => `<p>${escapeHtml(p)}</p>`),
      `<p>${escapeHtml(t('mail.regards'))}</p>`,
      `<p style="font-size:14px;color:#505a5f">${escapeHtml(t('decisionMail.footer'))}</p>`,
    ].join('\n'),
  );
  const text = [
    subject,
    t('mail.greeting'),
    ...paragraphs,
    ...(reason === undefined ? [] : [`${t('decisionMail.rejected.reason')}:\n${reason}`]),
    `${t('common.label.applicationNumber')}: ${application.applicationNumber}\n${t('common.label.applicants')}:\n${names.map((n) => `- ${n}`).join('\n')}`,
    ...after,
    t('mail.regards'),
    t('decisionMail.footer'),
  ].join('\n\n');
  return {
    to: application.contactEmail,
    personalLink: { application, locale },
    subject,
    html,
    text,
    ...(approved && evisa !== undefined
      ? {
          attachments: [
            {
              filename: t('decisionMail.approved.file', params),
              contentType: 'application/pdf',
              content: evisa,
            },
          ],
        }
      : {}),
  };
}

/**
 * Opens a new sending of a decision e-mail that went at `lastSentAt` (a resend): the time it went is
 * moved to `decision.previousMailSentAt`, only while it is still the sending the staff member saw. Of
 * two clicks, or two colleagues, at once exactly one reopens it; the other is told it went already.
 */
async function reopenMail(deps: AdminDeps, id: string, lastSentAt: string): Promise<boolean> {
  const reopened = await conditionalWrite(
    deps.db,
    new UpdateCommand({
      TableName: deps.tableName,
      Key: applicationKeys.application(id),
      UpdateExpression: 'SET decision.previousMailSentAt = decision.mailSentAt REMOVE decision.mailSentAt',
      ConditionExpression: 'decision.mailSentAt = :seen',
      ExpressionAttributeValues: { ':seen': lastSentAt },
    }),
  );
  return reopened !== false;
}

/**
 * Sends the decision e-mail once (`sendOnce`: of two staff pressing "send" together, one sends it and
 * the other is told a colleague is sending it, 409 `mail_in_progress`) and records the outcome:
 * `decision.mailSentAt` and audit `decision_mail_sent` (with `resent` for a resend), or audit
 * `decision_mail_failed`. A resend names the sending the staff member saw (`lastSentAt`): it goes once
 * per sending seen (`reopenMail`; a second click is 409 `mail_already_sent`). A failure never undoes
 * the decision; the answer says `mailSent: false` so the panel can offer to send it again.
 */
export async function sendDecisionMail(
  deps: AdminDeps,
  application: AdminApplication,
  decision: ApplicationDecision,
  staff: StaffPrincipal,
  lastSentAt: string | null = null,
): Promise<DecisionAnswer> {
  if (lastSentAt !== null && !(await reopenMail(deps, application.id, lastSentAt))) {
    throw new MailAlreadySentError('This e-mail has been sent again already');
  }
  let result;
  try {
    result = await sendOnce(
      deps,
      {
        key: applicationKeys.application(application.id),
        sentAt: 'decision.mailSentAt',
        claim: 'decisionMailClaim',
        only: { condition: 'attribute_exists(decision)' },
      },
      async () => {
        // Read again: a replaced e-visa goes, not the one of the decision.
        const current =
          ((await getApplication(deps, application.id)) as AdminApplication | undefined) ?? application;
        const evisa =
          decision.status === 'approved' && current.evisaKey !== undefined
            ? await evisaBytes(deps, current.evisaKey)
            : undefined;
        if (decision.status === 'approved' && evisa === undefined)
          throw new Error('The e-visa file is missing');
        await deps.mailer.send(decisionMail(application, decision, evisa));
      },
    );
  } catch (e: unknown) {
    log.error('decision mail failed', { applicationId: application.id, ...errorFields(e) });
    await appendAudit(deps, {
      actor: staff.username,
      action: 'decision_mail_failed',
      applicationId: application.id,
      detail: { status: decision.status },
    });
    return { decision, mailSent: false };
  }
  if (result === 'in_progress') throw new MailInProgressError('A colleague is sending this e-mail right now');
  const stored = (await getApplication(deps, application.id)) as AdminApplication | undefined;
  const current = stored?.decision ?? decision;
  if (result === 'sent') {
    await appendAudit(deps, {
      actor: staff.username,
      action: 'decision_mail_sent',
      applicationId: application.id,
      detail: { status: decision.status, ...(lastSentAt === null ? {} : { resent: 'yes' }) },
    });
  }
  return { decision: current, mailSent: current.mailSentAt !== undefined };
}
