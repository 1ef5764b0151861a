import type { LocaleCode } from '../../../shared/locales';
import type { Pricing } from '../../../shared/journey/pricing';
import { formatMoney } from '../../../shared/i18n/money';
import { formatNumber } from '../../../shared/i18n/numbers';
import { type T } from './i18n';

interface BreakdownProps {
  readonly t: T;
  readonly locale: LocaleCode;
  readonly count: number;
  readonly pricing: Pricing | undefined;
}

/** The fee summary: every fee per person, then the total for the group. Also used on the payment page. */
export function PriceBreakdown({ t, locale, count, pricing }: BreakdownProps) {
  const money = (n: number) => formatMoney(n, locale);
  if (!pricing) {
    return (
      <div className="total-panel" aria-live="polite">
        <p className="hint">{t('flow.pricing.chooseSpeed')}</p>
      </div>
    );
  }
  const rows: [string, number][] = [
    [t('flow.fees.serviceFee'), pricing.serviceFee],
    [t('common.label.governmentFee'), pricing.governmentFee],
    [t('flow.fees.processingFee'), pricing.processingFee],
    [t('common.label.travelInsurance'), pricing.insurancePrice],
  ];
  return (
    <div className="total-panel" aria-live="polite">
      <table className="fee-table">
        <caption className="fee-table__caption">{t('flow.fees.caption')}</caption>
        <tbody>
          {rows.map(([label, amount]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{money(amount)}</td>
            </tr>
          ))}
          <tr>
            <th scope="row">{t('flow.fees.perPerson')}</th>
            <td>{money(pricing.totalPerPerson)}</td>
          </tr>
          <tr>
            <th scope="row">{t('common.label.applicants')}</th>
            <td>× {formatNumber(locale, count)}</td>
          </tr>
          <tr className="fee-table__total">
            <th scope="row">{t('common.label.total')}</th>
            <td>{money(pricing.totalPrice)}</td>
          </tr>
        </tbody>
      </table>
    </div>
  );
}
