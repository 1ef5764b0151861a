import type { LocaleCode } from '../../shared/locales';
import type { StoredApplication, TableRef } from '../lib/applications-table';
import { errorFields, log } from '../lib/log';
import type { Mailer } from '../lib/mailer';
import { confirmationMail } from './mail/confirmation-mail';
import { claimStaleAfterMs, conditionalUpdate, MailDeliveryError } from './mail-claim';

export interface ConfirmationDeps extends TableRef {
  readonly mailer: Mailer;
  readonly now: () => Date;
}

/**
 * E-mails the confirmation of a new application, once: a repeated call after a successful one sends
 * nothing. When the mail service refuses, the claim is released (so the client may retry), the
 * failure is logged without personal data, and MailDeliveryError is thrown.
 */
export async function sendConfirmation(
  deps: ConfirmationDeps,
  application: StoredApplication,
  locale: LocaleCode | undefined,
): Promise<{ readonly sent: boolean }> {
  if (application.confirmationSentAt !== undefined) return { sent: false };
  const now = deps.now();
  const claimed = await conditionalUpdate(deps, application.id, {
    expression: 'SET confirmationClaimedAt = :now',
    condition:
      'attribute_not_exists(confirmationSentAt) AND (attribute_not_exists(confirmationClaimedAt) OR confirmationClaimedAt < :stale)',
    values: {
      ':now': now.toISOString(),
      ':stale': new Date(now.getTime() - claimStaleAfterMs).toISOString(),
    },
  });
  if (!claimed) return { sent: false };

  try {
    await deps.mailer.send(confirmationMail(application, locale ?? application.locale));
  } catch (e: unknown) {
    log.error('confirmation e-mail not sent', { applicationId: application.id, ...errorFields(e) });
    await conditionalUpdate(deps, application.id, {
      expression: 'REMOVE confirmationClaimedAt',
      condition: 'confirmationClaimedAt = :now',
      values: { ':now': now.toISOString() },
    });
    throw new MailDeliveryError('The confirmation e-mail was not accepted by the mail service');
  }
  const sentAt = deps.now().toISOString();
  await conditionalUpdate(deps, application.id, {
    expression: 'SET confirmationSentAt = :sentAt, updatedAt = :sentAt REMOVE confirmationClaimedAt',
    condition: 'attribute_exists(id)',
    values: { ':sentAt': sentAt },
  });
  log.info('confirmation e-mail sent', { applicationId: application.id });
  return { sent: true };
}
