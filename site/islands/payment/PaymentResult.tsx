import { journeyPaths } from '../../lib/journey/steps';
import { useEffect } from 'react';
import { localizePath, type LocaleCode } from '../../../shared/locales';
import { formatMoney } from '../../../shared/i18n/money';
import { confirmingRounds, nextStepPath } from '../../lib/payment/result-view';
import { usePaymentConfirmation } from '../../lib/payment/use-payment-confirmation';
import { PaymentSuccess } from './PaymentSuccess';
import { usePaymentT, type PaymentIslandMessages } from './i18n';
import { SummaryList } from '../form-kit/SummaryList';

interface Props {
  readonly locale: LocaleCode;
  readonly messages: PaymentIslandMessages;
  /** The gateway's return page (reads its query); else a payment-success page (spec §2). */
  readonly fromGateway: boolean;
  /** The help address the payment-success pages show. */
  readonly supportEmail?: string;
}

/**
 * The payment-result screen and the payment-success pages (spec §2): they show what the server has
 * recorded (DESIGN decision 5), never the gateway's query string or the browser's storage. While the
 * server waits for the payment's confirmation they say so and keep asking (with back-off, bounded),
 * then move on by themselves (see `usePaymentConfirmation`).
 */
export function PaymentResult({ locale, messages, fromGateway, supportEmail = '' }: Props) {
  const t = usePaymentT(locale, messages);
  const { view, checkAgain } = usePaymentConfirmation(locale, fromGateway);
  useEffect(() => window.scrollTo(0, 0), []);

  const home = (
    <a className="button button--secondary" href={localizePath('/', locale)}>
      {t('common.action.returnHome')}
    </a>
  );
  const statusLink = (
    <a className="button button--secondary" href={localizePath('/kenya-eta-check-status', locale)}>
      {t('common.action.checkApplicationStatus')}
    </a>
  );
  switch (view.kind) {
    case 'loading':
    case 'confirming':
      return (
        <p className="journey-loading" role="status">
          {t('payment.result.confirming')}
        </p>
      );
    case 'movingOn':
      return (
        <p className="notice" role="status">
          {t('payment.result.movingOn')}
        </p>
      );
    case 'paid': {
      const next = nextStepPath(view.state);
      const nextLink = (
        <a className="button" href={localizePath(next, locale)}>
          {next === journeyPaths.documents ? t('payment.pay.toDocuments') : t('payment.result.continue')}
        </a>
      );
      if (!fromGateway)
        return (
          <PaymentSuccess
            locale={locale}
            t={t}
            state={view.state}
            supportEmail={supportEmail}
            next={nextLink}
          />
        );
      return (
        <section className="notice" aria-labelledby="result-heading">
          <h2 id="result-heading">{t('payment.result.successTitle')}</h2>
          <p>{t('payment.result.successText')}</p>
          <SummaryList
            rows={[
              { label: t('payment.result.orderId'), value: view.state.applicationNumber, ltr: true },
              { label: t('payment.result.amount'), value: formatMoney(view.state.amount, locale) },
            ]}
          />
          <div className="button-row">
            {nextLink}
            {home}
          </div>
        </section>
      );
    }
    case 'unpaid':
      return (
        <div className="notice notice--warning" role="status">
          <p>{t('payment.success.unpaid', { number: view.state.applicationNumber })}</p>
          <div className="button-row">
            <a className="button" href={localizePath(journeyPaths.payment, locale)}>
              {t('payment.success.pay')}
            </a>
            {home}
          </div>
        </div>
      );
    case 'failed':
      return (
        <section className="notice notice--error" aria-labelledby="result-heading">
          <h2 id="result-heading">{t('payment.result.failedTitle')}</h2>
          <p>{t('payment.result.failedText')}</p>
          {view.code && (
            <SummaryList
              rows={[
                { label: t('payment.result.description'), value: view.description },
                { label: t('payment.result.code'), value: view.code, ltr: true },
              ]}
            />
          )}
          <div className="button-row">
            <a className="button" href={localizePath(journeyPaths.payment, locale)}>
              {t('payment.result.tryAgain')}
            </a>
            {home}
          </div>
        </section>
      );
    case 'refund':
      return (
        <section className="notice notice--warning" aria-labelledby="result-heading">
          <h2 id="result-heading">{t('payment.result.refundTitle')}</h2>
          <p>{t('payment.result.refundText')}</p>
          <div className="button-row">
            <a className="button" href={localizePath('/kenya-eta-check-status', locale)}>
              {t('common.action.checkStatus')}
            </a>
            {home}
          </div>
        </section>
      );
    default: {
      const text = {
        pending: t('payment.result.pending'),
        stalled: t('payment.result.stalled'),
        missing: t('payment.result.missing'),
        error: t('payment.result.error'),
      }[view.kind];
      return (
        <div className="notice notice--warning" role="status">
          <p>{text}</p>
          <div className="button-row">
            {view.kind !== 'missing' && (
              <button
                type="button"
                className="button"
                // A check on demand keeps the pending wording (it does not start "Confirming…" again).
                onClick={() => checkAgain(view.kind === 'error' ? 0 : confirmingRounds)}
              >
                {t('payment.result.checkAgain')}
              </button>
            )}
            {statusLink}
            {home}
          </div>
        </div>
      );
    }
  }
}
