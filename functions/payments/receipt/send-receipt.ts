import { claimStaleAfterMs, conditionalUpdate, MailDeliveryError } from '../../applications/mail-claim';
import type { TableRef } from '../../lib/applications-table';
import { errorFields, log } from '../../lib/log';
import type { Mailer } from '../../lib/mailer';
import type { PaymentApplication } from '../payment-records';
import { receiptMail } from './receipt-mail';

export interface ReceiptDeps extends TableRef {
  readonly mailer: Mailer;
  readonly now: () => Date;
}

/**
 * E-mails the receipt of a paid application once (claim before send). When the mail service
 * refuses, the claim is released and MailDeliveryError is thrown, so the gateway's retry sends it.
 */
export async function sendReceipt(deps: ReceiptDeps, application: PaymentApplication): Promise<boolean> {
  if (application.receiptSentAt !== undefined) return false;
  const now = deps.now();
  const claimed = await conditionalUpdate(deps, application.id, {
    expression: 'SET receiptClaimedAt = :now',
    condition:
      'paymentStatus = :paid AND attribute_not_exists(receiptSentAt) AND (attribute_not_exists(receiptClaimedAt) OR receiptClaimedAt < :stale)',
    values: {
      ':now': now.toISOString(),
      ':paid': 'paid',
      ':stale': new Date(now.getTime() - claimStaleAfterMs).toISOString(),
    },
  });
  if (!claimed) return false;
  try {
    await deps.mailer.send(await receiptMail(application));
  } catch (e: unknown) {
    log.error('receipt e-mail not sent', { applicationId: application.id, ...errorFields(e) });
    await conditionalUpdate(deps, application.id, {
      expression: 'REMOVE receiptClaimedAt',
      condition: 'receiptClaimedAt = :now',
      values: { ':now': now.toISOString() },
    });
    throw new MailDeliveryError('The receipt e-mail was not accepted by the mail service');
  }
  const sentAt = deps.now().toISOString();
  await conditionalUpdate(deps, application.id, {
    expression: 'SET receiptSentAt = :sentAt REMOVE receiptClaimedAt',
    condition: 'attribute_exists(id)',
    values: { ':sentAt': sentAt },
  });
  log.info('receipt e-mail sent', { applicationId: application.id });
  return true;
}
