import type { AuditEntry } from '../../../../shared/api/admin';
import type { LocaleCode } from '../../../../shared/locales';
import { formatDateTime } from './format';
import { labelOf, type AdminT } from './i18n';

interface Props {
  readonly history: readonly AuditEntry[];
  readonly locale: LocaleCode;
  readonly t: AdminT;
}

/** The audit entries of the application, newest first: what was done, by whom, when. */
export function HistoryList({ history, locale, t }: Props) {
  const entries = [...history].sort((a, b) => b.at.localeCompare(a.at));
  return (
    <section aria-labelledby="admin-history-title">
      <h2 id="admin-history-title">{t('admin.panel.history.title')}</h2>
      {entries.length === 0 ? (
        <p>{t('admin.panel.history.none')}</p>
      ) : (
        <ol className="admin-history">
          {entries.map((entry, i) => (
            <li key={`${entry.at}-${i}`} className="admin-history__entry">
              <span className="admin-history__action">
                {labelOf(t, `admin.panel.audit.${entry.action}`, entry.action)}
              </span>{' '}
              <span className="admin-history__meta">
                {t('admin.panel.history.byAt', {
                  actor: entry.actor,
                  at: formatDateTime(entry.at, locale),
                })}
              </span>
              {entry.detail && Object.keys(entry.detail).length > 0 && (
                <span className="admin-history__detail" dir="auto">
                  {Object.entries(entry.detail)
                    .map(([k, v]) => `${k}: ${v}`)
                    .join(' · ')}
                </span>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
