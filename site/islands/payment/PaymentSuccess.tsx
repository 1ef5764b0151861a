import { useEffect } from 'react';
import { useBrowserSnapshot } from '../../lib/use-browser-snapshot';
import { localizePath, type LocaleCode } from '../../../shared/locales';
import { formatMoney } from '../../../shared/i18n/money';

import { browserStore } from '../../lib/journey/storage';
import { readPaymentSuccess } from '../../lib/payment/payment-storage';
import { usePaymentT, type PaymentIslandMessages } from './i18n';

interface Props {
  readonly locale: LocaleCode;
  readonly messages: PaymentIslandMessages;
  readonly supportEmail: string;
}

/** `/payment-success` (spec §2): the stored payment details, what happens next, help, two buttons. */
export function PaymentSuccess({ locale, messages, supportEmail }: Props) {
  const t = usePaymentT(locale, messages);
  const payment = useBrowserSnapshot(() => readPaymentSuccess(browserStore()) ?? null);
  useEffect(() => window.scrollTo(0, 0), []);
  if (payment === undefined) return null;
  return (
    <>
      {payment ? (
        <section aria-labelledby="payment-details">
          <h2 id="payment-details">{t('payment.success.details')}</h2>
          <dl className="summary-list summary-list--plain">
            <div className="summary-list__row">
              <dt className="summary-list__key">{t('common.label.applicationNumber')}</dt>
              <dd className="summary-list__value" dir="ltr">
                {payment.applicationNumber}
              </dd>
            </div>
            <div className="summary-list__row">
              <dt className="summary-list__key">{t('payment.success.transactionId')}</dt>
              <dd className="summary-list__value" dir="ltr">
                {payment.transactionId}
              </dd>
            </div>
            <div className="summary-list__row">
              <dt className="summary-list__key">{t('payment.result.amount')}</dt>
              <dd className="summary-list__value">{formatMoney(payment.amount, locale)}</dd>
            </div>
            <div className="summary-list__row">
              <dt className="summary-list__key">{t('payment.success.method')}</dt>
              <dd className="summary-list__value">{t('common.label.card')}</dd>
            </div>
          </dl>
        </section>
      ) : (
        <p className="notice notice--warning">{t('payment.success.none')}</p>
      )}
      <h2>{t('common.heading.whatHappensNext')}</h2>
      <ol>
        <li>{t('payment.success.next.receipt')}</li>
        <li>{t('payment.success.next.documents')}</li>
        <li>{t('payment.success.next.review')}</li>
      </ol>
      <p>
        {t('payment.success.help')}{' '}
        <a href={`mailto:${supportEmail}`} dir="ltr">
          {supportEmail}
        </a>
      </p>
      <div className="button-row">
        <a className="button" href={localizePath('/kenya-eta-check-status', locale)}>
          {t('common.action.checkApplicationStatus')}
        </a>
        <a className="button button--secondary" href={localizePath('/', locale)}>
          {t('common.action.returnHome')}
        </a>
      </div>
    </>
  );
}
