import { ltrIsolated } from '../../shared/i18n/translate';
import type { StoredApplication } from '../lib/applications-table';
import { mailTranslator } from '../lib/mail-messages';
import { personalMail } from './personal-mail';
import type { MailMessage } from '../lib/mailer';
import type { LinkedApplication } from '../lib/personal-link';

type LostLinkKey =
  | 'lostLinkMail.subject'
  | 'lostLinkMail.greeting'
  | 'lostLinkMail.intro'
  | 'lostLinkMail.revoked'
  | 'lostLinkMail.notYou'
  | 'lostLinkMail.signoff';

/**
 * "Your personal link": the answer to "Lost your link?", in the application's language. The link itself
 * is the block the traveller mailer adds (with the application's new generation, so older links stop).
 */
export function lostLinkMail(application: StoredApplication & LinkedApplication): MailMessage {
  const locale = application.locale;
  const t = mailTranslator<LostLinkKey>(locale);
  const params = { applicationNumber: ltrIsolated(locale, application.applicationNumber) };
  const subject = t('lostLinkMail.subject', params);
  const paragraphs = [
    t('lostLinkMail.greeting'),
    t('lostLinkMail.intro', params),
    t('lostLinkMail.revoked'),
    t('lostLinkMail.notYou'),
    t('lostLinkMail.signoff'),
  ];
  return personalMail(application, subject, paragraphs);
}
