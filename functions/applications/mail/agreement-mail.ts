import type { LocaleCode } from '../../../shared/locales';
import type { StoredApplication } from '../../lib/applications-table';
import { escapeHtml, mailDocument } from '../../lib/mail-html';
import type { MailMessage } from '../../lib/mailer';
import { mailTranslator } from './mail-text';
import { ltrIsolated } from '../../../shared/i18n/translate';

/** The e-mail that carries the signed-agreement PDF, in the application's language. */
export function agreementMail(
  application: StoredApplication,
  locale: LocaleCode,
  pdf: Uint8Array,
): MailMessage {
  const t = mailTranslator(locale, application.destination);
  const params = { applicationNumber: application.applicationNumber };
  const subject = t('applicationMail.agreement.subject', {
    applicationNumber: ltrIsolated(locale, application.applicationNumber),
  });
  const intro = t('applicationMail.agreement.intro', params);
  const html = mailDocument(
    locale,
    subject,
    [
      `<h1 style="font-size:24px;margin:0 0 16px">${escapeHtml(subject)}</h1>`,
      `<p>${escapeHtml(t('mail.greeting'))}</p>`,
      `<p>${escapeHtml(intro)}</p>`,
      `<p>${escapeHtml(t('site.name'))}</p>`,
      `<p style="font-size:14px;color:#505a5f">${escapeHtml(t('applicationMail.footer'))}</p>`,
    ].join('\n'),
  );
  const text = [
    subject,
    '',
    t('mail.greeting'),
    '',
    intro,
    '',
    t('site.name'),
    '',
    t('applicationMail.footer'),
  ].join('\n');
  return {
    to: application.contactEmail,
    personalLink: { application, locale },
    subject,
    html,
    text,
    attachments: [
      {
        filename: `signed-agreement-${application.applicationNumber}.pdf`,
        contentType: 'application/pdf',
        content: pdf,
      },
    ],
  };
}
