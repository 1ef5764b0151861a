import { escapeHtml } from './mail-html';
import { log } from './log';
import type { Mailer, MailMessage } from './mailer';
import type { SuppressionReason } from './mail-suppression';
import { mailTranslator } from './mail-messages';
import type { PersonalLinks } from './personal-link';

export interface TravellerMailerOptions {
  readonly links: PersonalLinks;
  /** The support inbox (config SUPPORT_EMAIL): the Reply-To of every mail, since the mails say "reply". */
  readonly replyTo: string;
  /** Why an address is no longer mailed (it bounced for good or complained), if it is not. */
  readonly suppressed: (address: string) => Promise<SuppressionReason | undefined>;
}

/** The personal-link block of a mail, in HTML and in plain text. */
export function personalLinkBlock(message: MailMessage, links: PersonalLinks) {
  if (!message.personalLink) return undefined;
  const { application, locale } = message.personalLink;
  const t = mailTranslator<'personalLink.heading' | 'personalLink.text' | 'personalLink.action'>(
    locale,
    application.destination,
  );
  const url = links.url(application, locale);
  const html = [
    '<section style="margin:24px 0;padding:16px;border:1px solid #b1b4b6">',
    `<h2 style="font-size:20px;margin:0 0 8px">${escapeHtml(t('personalLink.heading'))}</h2>`,
    `<p style="margin:0 0 12px">${escapeHtml(t('personalLink.text'))}</p>`,
    `<p style="margin:0"><a href="${escapeHtml(url)}" style="color:#1d70b8;font-weight:bold">${escapeHtml(t('personalLink.action'))}</a></p>`,
    '</section>',
  ].join('\n');
  const text = ['', t('personalLink.heading'), t('personalLink.text'), url].join('\n');
  return { html, text };
}

/**
 * Every mail the product sends a traveller goes through here: one place adds the personal link (to
 * mails that name their application), the Reply-To that reaches support and the tag that names the
 * application in the mail's bounce or complaint; and leaves out the addresses that bounced for good or
 * complained (a mail to none of its recipients is not sent: `suppressed`).
 */
export function createTravellerMailer(inner: Mailer, options: TravellerMailerOptions): Mailer {
  return {
    async send(message) {
      const recipients = typeof message.to === 'string' ? [message.to] : [...message.to];
      const reasons = await Promise.all(recipients.map((r) => options.suppressed(r)));
      const to = recipients.filter((_r, i) => reasons[i] === undefined);
      if (to.length === 0) {
        log.info('mail not sent: address suppressed', {
          reason: reasons[0],
          ...(message.personalLink ? { applicationId: message.personalLink.application.id } : {}),
        });
        return { messageId: undefined, suppressed: true };
      }
      const block = personalLinkBlock(message, options.links);
      const { personalLink: _link, ...rest } = message;
      return inner.send({
        ...rest,
        to: to.length === recipients.length ? message.to : to,
        replyTo: message.replyTo ?? options.replyTo,
        ...(message.personalLink
          ? { tags: { ...message.tags, application: message.personalLink.application.id } }
          : {}),
        ...(block
          ? {
              html: message.html.replace('</main>', `${block.html}\n</main>`),
              text: `${message.text}\n${block.text}`,
            }
          : {}),
      });
    },
  };
}
