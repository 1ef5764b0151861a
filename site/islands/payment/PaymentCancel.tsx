import { journeyPaths } from '../../lib/journey/steps';
import { useEffect } from 'react';
import { useBrowserSnapshot } from '../../lib/use-browser-snapshot';
import { localizePath, type LocaleCode } from '../../../shared/locales';
import { browserStore } from '../../lib/journey/storage';
import { clearPendingPayment } from '../../lib/payment/payment-storage';
import { usePaymentT, type PaymentIslandMessages } from './i18n';
import { SummaryList } from '../form-kit/SummaryList';

interface Props {
  readonly locale: LocaleCode;
  readonly messages: PaymentIslandMessages;
}

/** `/payment-cancel` (spec §2): the order reference from `ref`, possible reasons, Try Payment Again. */
export function PaymentCancel({ locale, messages }: Props) {
  const t = usePaymentT(locale, messages);
  const reference = useBrowserSnapshot(() => new URLSearchParams(window.location.search).get('ref') ?? '');
  useEffect(() => {
    window.scrollTo(0, 0);
    clearPendingPayment(browserStore());
  }, []);
  return (
    <>
      {reference && (
        <SummaryList rows={[{ label: t('payment.cancel.reference'), value: reference, ltr: true }]} />
      )}
      <h2>{t('payment.cancel.reasonsHeading')}</h2>
      <ul>
        <li>{t('payment.cancel.reason.cancelled')}</li>
        <li>{t('payment.cancel.reason.timeout')}</li>
        <li>{t('payment.cancel.reason.otherCard')}</li>
      </ul>
      <div className="button-row">
        <a className="button" href={localizePath(journeyPaths.payment, locale)}>
          {t('payment.result.tryAgain')}
        </a>
        <a className="button button--secondary" href={localizePath('/', locale)}>
          {t('common.action.returnHome')}
        </a>
      </div>
    </>
  );
}
