import type { LocaleCode } from '../../shared/locales';
import { applicationKeys, type TableRef } from '../lib/applications-table';
import { log } from '../lib/log';
import { mailOrFail, sendOnce } from '../lib/mail-once';
import type { Mailer } from '../lib/mailer';
import { confirmationMail } from './mail/confirmation-mail';
import { wizardDocuments, type WizardApplication } from './mail/wizard-sections';

export interface ConfirmationDeps extends TableRef {
  readonly mailer: Mailer;
  readonly now: () => Date;
}

/**
 * E-mails the confirmation of a new application, once (`sendOnce`): a repeated or concurrent call
 * sends nothing. When the mail service refuses, the claim is released (so the client may retry), the
 * failure is logged without personal data, and MailDeliveryError is thrown.
 */
export async function sendConfirmation(
  deps: ConfirmationDeps,
  application: WizardApplication,
  locale: LocaleCode | undefined,
): Promise<{ readonly sent: boolean }> {
  if (application.confirmationSentAt !== undefined) return { sent: false };
  // A wizard application's mail lists the documents it came with.
  const documents = await wizardDocuments(deps, application);
  const result = await sendOnce(
    deps,
    {
      key: applicationKeys.application(application.id),
      sentAt: 'confirmationSentAt',
      claim: 'confirmationClaim',
      alsoSet: ['updatedAt'],
    },
    () =>
      mailOrFail(
        deps.mailer,
        confirmationMail(application, locale ?? application.locale, documents),
        'The confirmation e-mail was not accepted by the mail service',
        { applicationId: application.id },
      ),
  );
  if (result === 'sent') log.info('confirmation e-mail sent', { applicationId: application.id });
  return { sent: result === 'sent' };
}
