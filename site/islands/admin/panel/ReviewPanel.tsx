import { useState } from 'react';
import type { ApplicationDetail, ApplicationSummary, StaffRole } from '../../../../shared/api/admin';
import type { LocaleCode } from '../../../../shared/locales';
import { AdminApiError, type AdminApi } from './admin-api';
import { formatDateTime } from './format';
import type { AdminT } from './i18n';

interface Props {
  readonly detail: ApplicationDetail;
  readonly api: AdminApi;
  readonly role: StaffRole;
  readonly hydrated: boolean;
  readonly locale: LocaleCode;
  readonly t: AdminT;
  readonly onStarted: (application: ApplicationSummary) => void;
}

/**
 * Where the application stands in the queue (issue 19): "Start review" for an application that is
 * ready (admins), or who has it in review since when. A colleague who pressed first is named.
 */
export function ReviewPanel({ detail, api, role, hydrated, locale, t, onStarted }: Props) {
  const { application } = detail;
  const [state, setState] = useState<'idle' | 'busy' | 'taken' | 'failed'>('idle');
  if (application.view === 'processing' && application.review) {
    return (
      <p className="notice" role="status">
        {t('admin.panel.review.inReview', {
          name: application.review.startedBy,
          time: formatDateTime(application.review.startedAt, locale),
        })}
      </p>
    );
  }
  if (application.view !== 'ready_for_review' || role !== 'admin') return null;
  async function start() {
    setState('busy');
    try {
      onStarted(await api.startReview(application.id));
      setState('idle');
    } catch (e: unknown) {
      setState(e instanceof AdminApiError && e.status === 409 ? 'taken' : 'failed');
    }
  }
  return (
    <section className="admin-review" aria-labelledby="admin-review-title">
      <h2 id="admin-review-title">{t('admin.panel.review.title')}</h2>
      <p>{t('admin.panel.review.lead')}</p>
      {state === 'taken' && (
        <p className="notice notice--warning" role="alert">
          {t('admin.panel.review.taken')}
        </p>
      )}
      {state === 'failed' && (
        <p className="notice notice--error" role="alert">
          {t('admin.panel.review.failed')}
        </p>
      )}
      <button
        type="button"
        className="button"
        disabled={!hydrated || state === 'busy'}
        onClick={() => void start()}
      >
        {t('admin.panel.review.start')}
      </button>
    </section>
  );
}
