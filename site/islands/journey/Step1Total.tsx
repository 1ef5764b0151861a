import { formatMoney } from '../../../shared/i18n/money';
import type { LocaleCode } from '../../../shared/locales';
import { governmentFee, serviceFeeFor, step1Total } from '../../../shared/journey/pricing';
import type { T } from './i18n';

/** The live total of step 1 for the group's size, with its breakdown. */
export function Step1Total({ t, locale, count }: { t: T; locale: LocaleCode; count: number }) {
  const money = (n: number) => formatMoney(n, locale);
  return (
    <div className="total-panel" aria-live="polite">
      <p className="total-panel__line">{t('flow.total', { total: money(step1Total(count)) })}</p>
      <p className="hint">
        {t('flow.step1.totalBreakdown', {
          serviceFee: money(serviceFeeFor(count)),
          governmentFee: money(governmentFee),
          count,
        })}
      </p>
    </div>
  );
}
