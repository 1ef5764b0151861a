import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mailAlreadySentCode, type ApplicationDecision, type DecisionAnswer } from '../../shared/api/admin';
import { mailTranslator } from '../lib/mail-messages';
import { ltrIsolated } from '../../shared/i18n/translate';
import type { DecisionMailKey } from '../../shared/i18n/types';
import { applicationKeys } from '../lib/applications-table';
import { appendAudit } from '../lib/audit-log';
import { HttpError } from '../lib/http';
import { errorFields, log } from '../lib/log';
import { escapeHtml, mailDocument } from '../lib/mail-html';
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
  const t = mailTranslator<DecisionMailKey>(locale);
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
    : [decision.reasonCode ? t(`decisionMail.reason.${decision.reasonCode}`) : '', decision.reason ?? '']
        .filter(Boolean)
        .join('\n\n');
  const after = approved ? [] : [t('decisionMail.rejected.next')];
  const names = application.applicantNames;

  const html = mailDocument(
    locale,
    subject,
    [
      `<h1 style="font-size:24px;margin:0 0 16px">${escapeHtml(subject)}</h1>`,
      `<p>${escapeHtml(t('decisionMail.greeting'))}</p>`,
      ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
      ...(reason === undefined
        ? []
        : [
            `<h2 style="font-size:18px;margin:16px 0 8px">${escapeHtml(t('decisionMail.rejected.reason'))}</h2>`,
            `<blockquote style="margin:0 0 16px;padding-inline-start:12px;border-inline-start:4px solid #b1b4b6;white-space:pre-line">${escapeHtml(reason)}</blockquote>`,
          ]),
      '<dl style="margin:0 0 16px">',
      `<dt style="font-weight:bold">${escapeHtml(t('decisionMail.applicationNumber'))}</dt>`,
      `<dd style="margin:0"><bdi>${escapeHtml(application.applicationNumber)}</bdi></dd>`,
      `<dt style="font-weight:bold;margin-top:8px">${escapeHtml(t('decisionMail.applicants'))}</dt>`,
      `<dd style="margin:0"><ul style="margin:4px 0;padding-inline-start:20px">${names
        .map((name) => `<li><bdi>${escapeHtml(name)}</bdi></li>`)
        .join('')}</ul></dd>`,
      '</dl>',
      ...after.map((p) => `<p>${escapeHtml(p)}</p>`),
      `<p>${escapeHtml(t('decisionMail.signoff'))}</p>`,
      `<p style="font-size:14px;color:#505a5f">${escapeHtml(t('decisionMail.footer'))}</p>`,
    ].join('\n'),
  );
  const text = [
    subject,
    t('decisionMail.greeting'),
    ...paragraphs,
    ...(reason === undefined ? [] : [`${t('decisionMail.rejected.reason')}:\n${reason}`]),
    `${t('decisionMail.applicationNumber')}: ${application.applicationNumber}\n${t('decisionMail.applicants')}:\n${names.map((n) => `- ${n}`).join('\n')}`,
    ...after,
    t('decisionMail.signoff'),
    t('decisionMail.footer'),
  ].join('\n\n');
  return {
    to: application.contactEmail,
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

/** A claim older than this was abandoned (its sender stopped between the claim and the send). */
export const mailClaimStaleMs = 10 * 60_000;

/**
 * Claims the sending of the decision e-mail, once per sending the staff member saw: the e-mail last
 * went at `lastSentAt` (null: never) and nobody is sending it now (or their claim is stale). Of two
 * clicks, or two colleagues, at once, one claims it.
 */
async function claimMail(deps: AdminDeps, id: string, lastSentAt: string | null, at: Date): Promise<boolean> {
  try {
    await deps.db.send(
      new UpdateCommand({
        TableName: deps.tableName,
        Key: applicationKeys.application(id),
        UpdateExpression: 'SET decision.mailClaim = :claim',
        ConditionExpression:
          'attribute_exists(decision) AND ' +
          (lastSentAt === null
            ? 'attribute_not_exists(decision.mailSentAt)'
            : 'decision.mailSentAt = :seen') +
          ' AND (attribute_not_exists(decision.mailClaim) OR decision.mailClaim < :stale)',
        ExpressionAttributeValues: {
          ':claim': at.toISOString(),
          ':stale': new Date(at.getTime() - mailClaimStaleMs).toISOString(),
          ...(lastSentAt === null ? {} : { ':seen': lastSentAt }),
        },
      }),
    );
    return true;
  } catch (e: unknown) {
    if (e instanceof ConditionalCheckFailedException) return false;
    throw e;
  }
}

/**
 * Sends the decision e-mail once per sending the staff member saw (`lastSentAt`, null for the first
 * after the decision), and records the outcome with the claim released: `decision.mailSentAt` and audit
 * `decision_mail_sent` (with `resent` when it went before), or audit `decision_mail_failed`. A failure
 * never undoes the decision; the answer says `mailSent: false` so the panel can offer to send it again.
 * A sending already made (or being made) by someone else is 409 `mail_already_sent`.
 */
export async function sendDecisionMail(
  deps: AdminDeps,
  application: AdminApplication,
  decision: ApplicationDecision,
  staff: StaffPrincipal,
  lastSentAt: string | null = null,
): Promise<DecisionAnswer> {
  const claimedAt = deps.now();
  if (!(await claimMail(deps, application.id, lastSentAt, claimedAt))) {
    throw new HttpError(409, mailAlreadySentCode, 'This e-mail has been sent already');
  }
  const key = applicationKeys.application(application.id);
  try {
    const evisa =
      decision.status === 'approved' && application.evisaKey !== undefined
        ? await evisaBytes(deps, application.evisaKey)
        : undefined;
    if (decision.status === 'approved' && evisa === undefined) throw new Error('The e-visa file is missing');
    await deps.mailer.send(decisionMail(application, decision, evisa));
  } catch (e: unknown) {
    log.error('decision mail failed', { applicationId: application.id, ...errorFields(e) });
    await deps.db.send(
      new UpdateCommand({
        TableName: deps.tableName,
        Key: key,
        UpdateExpression: 'REMOVE decision.mailClaim',
        ConditionExpression: 'decision.mailClaim = :claim',
        ExpressionAttributeValues: { ':claim': claimedAt.toISOString() },
      }),
    );
    await appendAudit(deps, {
      actor: staff.username,
      action: 'decision_mail_failed',
      applicationId: application.id,
      detail: { status: decision.status },
    });
    return { decision, mailSent: false };
  }
  const mailSentAt = deps.now().toISOString();
  await deps.db.send(
    new UpdateCommand({
      TableName: deps.tableName,
      Key: key,
      UpdateExpression: 'SET decision.mailSentAt = :at REMOVE decision.mailClaim',
      ConditionExpression: 'attribute_exists(decision)',
      ExpressionAttributeValues: { ':at': mailSentAt },
    }),
  );
  await appendAudit(deps, {
    actor: staff.username,
    action: 'decision_mail_sent',
    applicationId: application.id,
    detail: { status: decision.status, ...(lastSentAt === null ? {} : { resent: 'yes' }) },
  });
  return { decision: { ...decision, mailSentAt }, mailSent: true };
}
