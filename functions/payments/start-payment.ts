import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { paymentCallbackPath, paymentCancelPagePath, paymentResultPagePath } from '../../shared/api/payments';
import { localizePath, type LocaleCode } from '../../shared/locales';
import { applicationKeys, getApplication, type TableRef } from '../lib/applications-table';
import { log } from '../lib/log';
import type { PaymentGateway } from './gateway/types';
import {
  openAttemptLifetimeMs,
  paymentKeys,
  type PaymentApplication,
  type StoredAttempt,
} from './payment-records';

export interface StartPaymentDeps extends TableRef {
  readonly gateway: PaymentGateway;
  readonly siteOrigin: string;
  readonly now: () => Date;
}

export class AlreadyPaidError extends Error {
  override name = 'AlreadyPaidError';
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
 * write, so a double click or a concurrent request gets the same payment URL. A paid application
 * gets AlreadyPaidError and no new payment.
 */
export async function startPayment(
  deps: StartPaymentDeps,
  initial: PaymentApplication,
  locale: LocaleCode,
): Promise<StartedPayment> {
  let application: PaymentApplication | undefined = initial;
  for (let round = 0; round < 4 && application; round += 1) {
    if (application.paymentStatus === 'paid') throw new AlreadyPaidError('The application is already paid');
    const now = deps.now();
    const open = openAttempt(application, now);
    if (open) return open;

    const amount = application.pricing.totalPrice;
    const origin = deps.siteOrigin.replace(/\/$/, '');
    const created = await deps.gateway.createPayment({
      orderId: application.applicationNumber,
      amount,
      currency: 'USD',
      description: `Kenya eTA ${application.applicationNumber} (${application.applicantCount})`,
      customerName: application.applicantNames[0] ?? '',
      customerEmail: application.contactEmail,
      returnUrl: `${origin}${localizePath(paymentResultPagePath, locale)}`,
      cancelUrl: `${origin}${localizePath(paymentCancelPagePath, locale)}`,
      notificationUrl: `${origin}${paymentCallbackPath}`,
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
    };
    try {
      await deps.db.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Update: {
                TableName: deps.tableName,
                Key: applicationKeys.application(application.id),
                UpdateExpression:
                  'SET openPaymentTransactionId = :tx, openPaymentUrl = :url, openPaymentExpiresAt = :expires, updatedAt = :at',
                ConditionExpression:
                  'attribute_exists(pk) AND paymentStatus <> :paid AND (attribute_not_exists(openPaymentExpiresAt) OR openPaymentExpiresAt <= :at)',
                ExpressionAttributeValues: {
                  ':tx': created.transactionId,
                  ':url': created.paymentUrl,
                  ':expires': new Date(now.getTime() + openAttemptLifetimeMs).toISOString(),
                  ':at': at,
                  ':paid': 'paid',
                },
              },
            },
            {
              Put: {
                TableName: deps.tableName,
                Item: attempt,
                ConditionExpression: 'attribute_not_exists(pk)',
              },
            },
          ],
        }),
      );
      log.info('payment started', { applicationId: application.id, transactionId: created.transactionId });
      return created;
    } catch (e: unknown) {
      if (
        !(e instanceof TransactionCanceledException) &&
        !(e instanceof Error && e.name === 'TransactionCanceledException')
      ) {
        throw e;
      }
      // Another request opened an attempt (or paid) first: answer with what it stored.
      application = (await getApplication(deps, application.id)) as PaymentApplication | undefined;
    }
  }
  throw new Error('The payment could not be started');
}
