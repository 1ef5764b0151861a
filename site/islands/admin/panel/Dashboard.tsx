import type { DashboardStats } from '../../../../shared/api/admin';
import type { LocaleCode } from '../../../../shared/locales';
import { formatMoney } from '../../../../shared/i18n/money';
import { formatCount } from './format';
import type { AdminT } from './i18n';

interface Props {
  readonly stats: DashboardStats | undefined;
  readonly failed: boolean;
  readonly locale: LocaleCode;
  readonly t: AdminT;
}

/**
 * The figures of the spec's dashboard: total, pending, approved, rejected, and revenue (paid totals);
 * and the payments flagged for refund (received when nothing was owed).
 */
export function Dashboard({ stats, failed, locale, t }: Props) {
  const figure = (value: number | undefined) => (value === undefined ? '–' : formatCount(value, locale));
  return (
    <section className="admin-dashboard" aria-labelledby="admin-dashboard-title">
      <h2 id="admin-dashboard-title" className="visually-hidden">
        {t('admin.panel.dashboard.title')}
      </h2>
      {failed && !stats && (
        <p className="notice notice--error" role="alert">
          {t('admin.panel.dashboard.failed')}
        </p>
      )}
      <dl className="admin-stats" aria-busy={stats === undefined && !failed}>
        <Figure label={t('admin.panel.dashboard.total')} value={figure(stats?.total)} />
        <Figure label={t('admin.panel.dashboard.pending')} value={figure(stats?.pending)} />
        <Figure label={t('admin.panel.dashboard.approved')} value={figure(stats?.approved)} />
        <Figure label={t('admin.panel.dashboard.rejected')} value={figure(stats?.rejected)} />
        <Figure
          label={t('admin.panel.dashboard.revenue')}
          value={stats ? formatMoney(stats.revenue, locale) : '–'}
          hint={stats ? t('admin.panel.dashboard.revenueHint', { count: stats.paidCount }) : undefined}
        />
        <Figure label={t('admin.panel.dashboard.refundsDue')} value={figure(stats?.refundsDue)} />
      </dl>
    </section>
  );
}

function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="admin-stats__item">
      <dt className="admin-stats__label">{label}</dt>
      <dd className="admin-stats__value">{value}</dd>
      {hint && <dd className="admin-stats__hint">{hint}</dd>}
    </div>
  );
}
