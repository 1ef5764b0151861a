import { getLocale } from '../../shared/locales';
import { escapeHtml, mailDocument } from '../lib/mail-html';
import { mailTranslator } from '../lib/mail-messages';
import type { MailMessage } from '../lib/mailer';
import type { StoredDraft } from './draft-store';

type DraftMailKey =
  | 'draftMail.subject'
  | 'draftMail.greeting'
  | 'draftMail.intro'
  | 'draftMail.action'
  | 'draftMail.private'
  | 'draftMail.notYou'
  | 'draftMail.signoff';

/**
 * "Continue your application": the saved draft's link, in the language the traveller saved it in and the
 * words of its destination ("Continue your Tanzania e-visa application").
 */
export function draftMail(draft: StoredDraft, url: string): MailMessage {
  const locale = draft.locale;
  const t = mailTranslator<DraftMailKey>(locale, draft.destination);
  const expiryDate = new Intl.DateTimeFormat(getLocale(locale).tag, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(draft.expiresAt * 1000));
  const subject = t('draftMail.subject');
  const intro = t('draftMail.intro', { expiryDate });
  const after = [t('draftMail.private'), t('draftMail.notYou'), t('draftMail.signoff')];
  const html = mailDocument(
    locale,
    subject,
    [
      `<h1 style="font-size:24px;margin:0 0 16px">${escapeHtml(subject)}</h1>`,
      `<p>${escapeHtml(t('draftMail.greeting'))}</p>`,
      `<p>${escapeHtml(intro)}</p>`,
      `<p style="margin:24px 0"><a href="${escapeHtml(url)}" style="color:#1d70b8;font-weight:bold">${escapeHtml(t('draftMail.action'))}</a></p>`,
      ...after.map((p) => `<p>${escapeHtml(p)}</p>`),
    ].join('\n'),
  );
  const text = [subject, t('draftMail.greeting'), intro, `${t('draftMail.action')}: ${url}`, ...after].join(
    '\n\n',
  );
  return { to: draft.email, subject, text, html };
}
