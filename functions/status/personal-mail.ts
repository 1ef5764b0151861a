import type { StoredApplication } from '../lib/applications-table';
import { escapeHtml, mailDocument } from '../lib/mail-html';
import type { MailMessage } from '../lib/mailer';
import type { LinkedApplication } from '../lib/personal-link';

/**
 * A plain traveller mail of this concern (a heading, then paragraphs) to the application's contact
 * address, in its language; the traveller mailer adds the personal link's block and the support Reply-To.
 */
export function personalMail(
  application: StoredApplication & Partial<LinkedApplication>,
  subject: string,
  paragraphs: readonly string[],
): MailMessage {
  const locale = application.locale;
  return {
    to: application.contactEmail,
    personalLink: { application, locale },
    subject,
    text: [subject, ...paragraphs].join('\n\n'),
    html: mailDocument(
      locale,
      subject,
      [
        `<h1 style="font-size:24px;margin:0 0 16px">${escapeHtml(subject)}</h1>`,
        ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
      ].join('\n'),
    ),
  };
}
