import { ltrIsolated } from '../../shared/i18n/translate';
import { applicationKeys, type StoredApplication } from '../lib/applications-table';
import { errorFields, log } from '../lib/log';
import { mailTranslator } from '../lib/mail-messages';
import { personalMail } from './personal-mail';
import { sendOnce, type MailOnceDeps } from '../lib/mail-once';
import type { Mailer, MailMessage } from '../lib/mailer';

type SelfServiceMailKey =
  | 'mail.greeting'
  | 'mail.regards'
  | 'selfServiceMail.withdrawn.subject'
  | 'selfServiceMail.withdrawn.intro'
  | 'selfServiceMail.withdrawn.kept'
  | 'selfServiceMail.erased.subject'
  | 'selfServiceMail.erased.intro'
  | 'selfServiceMail.erased.kept'
  | 'selfServiceMail.notYou';

export type SelfServiceAction = 'withdrawn' | 'erased';

/** The confirmation of a withdrawal or an erasure, in the application's language, with the personal link. */
export function selfServiceMail(application: StoredApplication, action: SelfServiceAction): MailMessage {
  const locale = application.locale;
  const t = mailTranslator<SelfServiceMailKey>(locale, application.destination);
  const params = { applicationNumber: ltrIsolated(locale, application.applicationNumber) };
  const subject = t(`selfServiceMail.${action}.subject`, params);
  const paragraphs = [
    t('mail.greeting'),
    t(`selfServiceMail.${action}.intro`, params),
    t(`selfServiceMail.${action}.kept`),
    t('selfServiceMail.notYou'),
    t('mail.regards'),
  ];
  return personalMail(application, subject, paragraphs);
}

/**
 * Sends the confirmation once (a double click, or a retry after the action succeeded, sends no second
 * mail). A failure is logged and does not undo the action: the next request sends it.
 */
export async function sendSelfServiceMail(
  deps: MailOnceDeps & { readonly mailer: Mailer },
  application: StoredApplication,
  action: SelfServiceAction,
): Promise<void> {
  await sendOnce(
    deps,
    {
      key: applicationKeys.application(application.id),
      sentAt: action === 'withdrawn' ? 'withdrawalMailSentAt' : 'erasureMailSentAt',
      claim: action === 'withdrawn' ? 'withdrawalMailClaim' : 'erasureMailClaim',
      only: {
        condition: action === 'withdrawn' ? '#s = :withdrawn' : 'attribute_exists(dataErasedAt)',
        ...(action === 'withdrawn'
          ? { names: { '#s': 'status' }, values: { ':withdrawn': 'withdrawn' } }
          : {}),
      },
    },
    async () => {
      await deps.mailer.send(selfServiceMail(application, action));
    },
  ).catch((e: unknown) => {
    log.error('self-service mail failed', { applicationId: application.id, action, ...errorFields(e) });
  });
}
