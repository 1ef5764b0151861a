import type { LocaleCode } from '../../../shared/locales';
import { ltrIsolated } from '../../../shared/i18n/translate';
import type { StoredApplication } from '../../lib/applications-table';
import { escapeHtml, mailDocument } from '../../lib/mail-html';
import type { MailMessage } from '../../lib/mailer';
import { summaryRows } from './confirmation-mail';
import { mailTranslator } from './mail-text';

/**
 * The e-mail that tells the traveller their submitted application was changed (issue 14 item 3), in
 * the application's language, with the answers as they are now; never a second "received" mail.
 */
export function updatedMail(application: StoredApplication, locale: LocaleCode): MailMessage {
  const t = mailTranslator(locale, application.destination);
  const subject = t('applicationMail.updated.subject', {
    applicationNumber: ltrIsolated(locale, application.applicationNumber),
  });
  const rows = summaryRows(application, locale);
  const paragraphs = [
    t('applicationMail.updated.intro'),
    ...(application.agreement === undefined ? [t('applicationMail.updated.signAgain')] : []),
    t('applicationMail.updated.notYou'),
  ];
  const html = mailDocument(
    locale,
    subject,
    [
      `<h1 style="font-size:24px;margin:0 0 16px">${escapeHtml(subject)}</h1>`,
      `<p>${escapeHtml(t('mail.greeting'))}</p>`,
      ...paragraphs.slice(0, -1).map((p) => `<p>${escapeHtml(p)}</p>`),
      '<dl style="margin:0 0 16px">',
      ...rows.map(
        ([label, value]) =>
          `<dt style="font-weight:bold;margin-top:8px">${escapeHtml(label)}</dt><dd style="margin:0"><bdi>${escapeHtml(value)}</bdi></dd>`,
      ),
      `<dt style="font-weight:bold;margin-top:8px">${escapeHtml(t('common.label.applicants'))}</dt>`,
      `<dd style="margin:0"><ul style="margin:4px 0;padding-inline-start:20px">${application.applicantNames
        .map((name) => `<li><bdi>${escapeHtml(name)}</bdi></li>`)
        .join('')}</ul></dd>`,
      '</dl>',
      `<p>${escapeHtml(paragraphs.at(-1) ?? '')}</p>`,
      `<p>${escapeHtml(t('site.name'))}</p>`,
      `<p style="font-size:14px;color:#505a5f">${escapeHtml(t('applicationMail.footer'))}</p>`,
    ].join('\n'),
  );
  const text = [
    subject,
    '',
    t('mail.greeting'),
    '',
    ...paragraphs.slice(0, -1).flatMap((p) => [p, '']),
    ...rows.map(([label, value]) => `${label}: ${value}`),
    `${t('common.label.applicants')}:`,
    ...application.applicantNames.map((name) => `- ${name}`),
    '',
    paragraphs.at(-1) ?? '',
    '',
    t('site.name'),
    '',
    t('applicationMail.footer'),
  ].join('\n');
  return { to: application.contactEmail, subject, html, text, personalLink: { application, locale } };
}
