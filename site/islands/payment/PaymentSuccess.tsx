import type { ReactNode } from 'react';
import type { PaymentState } from '../../../shared/api/payments';
import { localizePath, type LocaleCode } from '../../../shared/locales';
import { formatMoney } from '../../../shared/i18n/money';
import type { PaymentT } from './i18n';
import { SummaryList } from '../form-kit/SummaryList';

interface Props {
  readonly locale: LocaleCode;
  readonly t: PaymentT;
  /** The server's record of the payment (paid). */
  readonly state: PaymentState;
  readonly supportEmail: string;
  /** The link to the next step (documents, or the final page). */
  readonly next: ReactNode;
}

/** `/payment-success` (spec §2): the payment the server recorded, what happens next, help, the next step. */
export function PaymentSuccess({ locale, t, state, supportEmail, next }: Props) {
  return (
    <>
      <section className="notice" aria-labelledby="success-heading">
        <h2 id="success-heading">{t('payment.result.successTitle')}</h2>
        <p>{t('payment.success.lead')}</p>
      </section>
      <section aria-labelledby="payment-details">
        <h2 id="payment-details">{t('payment.success.details')}</h2>
        <SummaryList
          rows={[
            { label: t('common.label.applicationNumber'), value: state.applicationNumber, ltr: true },
            { label: t('payment.success.transactionId'), value: state.transactionId || undefined, ltr: true },
            { label: t('payment.result.amount'), value: formatMoney(state.amount, locale) },
            { label: t('payment.success.method'), value: t('common.label.card') },
          ]}
        />
      </section>
      <h2>{t('common.heading.whatHappensNext')}</h2>
      <ol>
        <li>{t('payment.success.next.receipt')}</li>
        {!state.documentsSubmitted && <li>{t('payment.success.next.documents')}</li>}
        <li>{t('payment.success.next.review')}</li>
      </ol>
      <p>
        {t('payment.success.help')}{' '}
        <a href={`mailto:${supportEmail}`} dir="ltr">
          {supportEmail}
        </a>
      </p>
      <div className="button-row">
        {next}
        <a className="button button--secondary" href={localizePath('/kenya-eta-check-status', locale)}>
          {t('common.action.checkApplicationStatus')}
        </a>
        <a className="button button--secondary" href={localizePath('/', locale)}>
          {t('common.action.returnHome')}
        </a>
      </div>
    </>
  );
}
