import { applicationKeys, type TableRef } from '../../lib/applications-table';
import { log } from '../../lib/log';
import { mailOrFail, sendOnce } from '../../lib/mail-once';
import type { Mailer } from '../../lib/mailer';
import { settleAttempt, type PaymentApplication } from '../payment-records';
import { receiptMail } from './receipt-mail';

export interface ReceiptDeps extends TableRef {
  readonly mailer: Mailer;
  readonly now: () => Date;
}

/**
 * E-mails the receipt of a paid application once (`sendOnce`: the callback, its retries and the
 * reconciliation may all try). Once it has gone, the paying attempt leaves the reconciliation's list.
 * When the mail service refuses, the claim is released and MailDeliveryError is thrown, so the
 * gateway's retry, or else the reconciliation, sends it.
 */
export async function sendReceipt(deps: ReceiptDeps, application: PaymentApplication): Promise<boolean> {
  const result =
    application.receiptSentAt !== undefined
      ? 'already_sent'
      : await sendOnce(
          deps,
          {
            key: applicationKeys.application(application.id),
            sentAt: 'receiptSentAt',
            claim: 'receiptClaim',
            only: { condition: 'paymentStatus = :paid', values: { ':paid': 'paid' } },
          },
          async () =>
            mailOrFail(
              deps.mailer,
              await receiptMail(application),
              'The receipt e-mail was not accepted by the mail service',
              { applicationId: application.id },
            ),
        );
  if ((result === 'sent' || result === 'already_sent') && application.paymentTransactionId) {
    await settleAttempt(deps, application.id, application.paymentTransactionId);
  }
  if (result === 'sent') log.info('receipt e-mail sent', { applicationId: application.id });
  return result === 'sent';
}
