import { isClosedApplication, paymentCallbackPath, paymentPagesOf } from '../../shared/api/payments';
import { destinationOfApplication } from '../lib/documents-asked';
import { mailTranslator } from '../lib/mail-messages';
import { localizePath, type LocaleCode } from '../../shared/locales';
import { applicationKeys, getApplication, type TableRef } from '../lib/applications-table';
import {
  AlreadyPaidError,
  ApplicationClosedError,
  NotFoundError,
  ServiceUnavailableError,
} from '../lib/domain-errors';
import { retryTransaction, transactWrite, tryAgain } from '../lib/dynamo-writes';
import { log } from '../lib/log';
import type { PaymentGateway } from './gateway/types';
import {
  notClosedCondition,
  openAttemptLifetimeMs,
  paymentKeys,
  unsettledPayments,
  type PaymentApplication,
  type StoredAttempt,
} from './payment-records';

export interface StartPaymentDeps extends TableRef {
  readonly gateway: PaymentGateway;
  readonly siteOrigin: string;
  readonly now: () => Date;
}

export interface StartedPayment {
  readonly paymentUrl: string;
  readonly transactionId: string;
}

function openAttempt(application: PaymentApplication, now: Date): StartedPayment | undefined {
  const { openPaymentTransactionId: transactionId, openPaymentUrl: paymentUrl } = application;
  const expiresAt = application.openPaymentExpiresAt;
  if (!transactionId || !paymentUrl || !expiresAt || expiresAt <= now.toISOString()) return undefined;
  return { paymentUrl, transactionId };
}

/**
 * Starts (or resumes) the payment of an application for the amount the server computed. Never two
 * live sessions for one application: the open attempt is stored on the application with a conditional
 * write, so a double click or a concurrent request gets the same payment URL. A paid application gets
 * AlreadyPaidError, a decided or withdrawn one ApplicationClosedError, and no new payment. The attempt
 * is put in the reconciliation's list (`unsettledPayments`) until its outcome is known.
 */
export async function startPayment(
  deps: StartPaymentDeps,
  initial: PaymentApplication,
  locale: LocaleCode,
): Promise<StartedPayment> {
  let application: PaymentApplication | undefined = initial;
  return retryTransaction<StartedPayment>(
    async () => {
      if (!application) throw new NotFoundError('No such application');
      if (application.paymentStatus === 'paid')
        throw new AlreadyPaidError('This application is already paid');
      if (isClosedApplication(application.status)) {
        throw new ApplicationClosedError('This application has been decided: nothing is owed for it');
      }
      const now = deps.now();
      const open = openAttempt(application, now);
      if (open) return open;

      const amount = application.pricing.totalPrice;
      const origin = deps.siteOrigin.replace(/\/$/, '');
      const destination = destinationOfApplication(application);
      const pages = paymentPagesOf(destination.id);
      const created = await deps.gateway.createPayment({
        orderId: application.applicationNumber,
        amount,
        currency: 'USD',
        description: `${mailTranslator('en', destination.id)(destination.wording.document)} ${application.applicationNumber} (${application.applicantCount})`,
        customerName: application.applicantNames[0] ?? '',
        customerEmail: application.contactEmail,
        returnUrl: `${origin}${localizePath(pages.result, locale)}`,
        cancelUrl: `${origin}${localizePath(pages.cancel, locale)}`,
        notificationUrl: `${origin}${paymentCallbackPath}`,
        // One key per attempt: the application as this request found it (every write moves
        // `updatedAt`, so a failed or expired attempt never hands its session to the next one) and the
        // return page's language. A retry of this request, or a concurrent one, gets the same session.
        attemptKey: `${application.id}-${application.updatedAt}-${locale}`,
      });
      const at = now.toISOString();
      const attempt: StoredAttempt = {
        ...paymentKeys.attempt(application.id, created.transactionId),
        entity: 'paymentAttempt',
        applicationId: application.id,
        transactionId: created.transactionId,
        orderId: application.applicationNumber,
        gateway: deps.gateway.name,
        status: 'created',
        amount,
        currency: 'USD',
        createdAt: at,
        updatedAt: at,
        gsi1pk: unsettledPayments.partition,
        gsi1sk: unsettledPayments.sort(at, created.transactionId),
      };
      const result = await transactWrite(deps.db, [
        {
          Update: {
            TableName: deps.tableName,
            Key: applicationKeys.application(application.id),
            UpdateExpression:
              'SET openPaymentTransactionId = :tx, openPaymentUrl = :url, openPaymentExpiresAt = :expires, updatedAt = :at',
            ConditionExpression:
              `attribute_exists(pk) AND paymentStatus <> :paid AND ${notClosedCondition.expression} AND ` +
              '(attribute_not_exists(openPaymentExpiresAt) OR openPaymentExpiresAt <= :at)',
            ExpressionAttributeNames: notClosedCondition.names,
            ExpressionAttributeValues: {
              ':tx': created.transactionId,
              ':url': created.paymentUrl,
              ':expires': new Date(now.getTime() + openAttemptLifetimeMs).toISOString(),
              ':at': at,
              ':paid': 'paid',
              ...notClosedCondition.values,
            },
          },
        },
        {
          Put: { TableName: deps.tableName, Item: attempt, ConditionExpression: 'attribute_not_exists(pk)' },
        },
      ]);
      if (result.written) {
        log.info('payment started', { applicationId: application.id, transactionId: created.transactionId });
        return created;
      }
      // Another request opened an attempt (or paid, or a decision came) first: look again.
      application = (await getApplication(deps, application.id)) as PaymentApplication | undefined;
      return tryAgain;
    },
    {
      attempts: 4,
      exhausted: () => new ServiceUnavailableError('The payment could not be started; try again'),
    },
  );
}
