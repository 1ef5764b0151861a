import { journeyPaths } from '../../lib/journey/steps';
import { useMemo } from 'react';
import type { DocumentsOverview } from '../../../shared/documents/overview';
import { formatMoney } from '../../../shared/i18n/money';
import { getLocale, localizePath, type LocaleCode } from '../../../shared/locales';
import type { T } from '../journey/i18n';
import { ApplicantDocuments } from './ApplicantDocuments';
import { isBusy, progressOf } from './documents-state';
import type { useDocumentsPage } from './use-documents-page';

interface Props {
  readonly locale: LocaleCode;
  readonly t: T;
  readonly overview: DocumentsOverview;
  readonly page: ReturnType<typeof useDocumentsPage>;
}

/** The paid, undecided application: its summary, each applicant's documents, and Submit. */
export function DocumentsForm({ locale, t, overview, page }: Props) {
  const { application } = overview;
  const { state } = page;
  const { recorded, total, done, complete } = progressOf(overview);
  const sizeFormat = useMemo(
    () => new Intl.NumberFormat(getLocale(locale).tag, { maximumFractionDigits: 1 }),
    [locale],
  );
  const formatSize = (bytes: number) =>
    bytes >= 1024 * 1024
      ? `${sizeFormat.format(bytes / (1024 * 1024))} MB`
      : `${sizeFormat.format(Math.max(1, bytes / 1024))} KB`;
  return (
    <div className="documents" data-hydrated="true">
      <section className="info-panel" aria-labelledby="documents-summary">
        <h2 id="documents-summary">{t('documents.summary.heading')}</h2>
        <dl className="summary-list summary-list--plain">
          <Row label={t('common.label.applicationNumber')} value={application.applicationNumber} ltr />
          <Row label={t('common.label.applicants')} value={application.applicantNames.join(', ')} />
          <Row label={t('common.label.contactEmail')} value={application.contactEmail} ltr />
          <Row label={t('documents.summary.total')} value={formatMoney(application.totalPrice, locale)} />
        </dl>
      </section>
      <p className="documents__progress" role="status">
        {t.plural('documents.progress', total, { done, total })}
      </p>
      {Array.from({ length: application.applicantCount }, (_, index) => (
        <ApplicantDocuments
          key={index}
          index={index}
          formatSize={formatSize}
          t={t}
          application={application}
          recorded={recorded}
          page={page}
        />
      ))}
      {state.submit === 'failed' && (
        <div className="notice notice--error" role="alert">
          {t('documents.submitFailed')}
        </div>
      )}
      {!complete && (
        <p className="hint" id="submit-hint">
          {t('documents.submitHint')}
        </p>
      )}
      <div className="button-row">
        <a className="button button--secondary" href={localizePath(journeyPaths.payment, locale)}>
          {t('documents.back')}
        </a>
        <button
          type="button"
          className="button"
          disabled={!complete || isBusy(state) || state.submit === 'submitting'}
          aria-describedby={complete ? undefined : 'submit-hint'}
          onClick={() => void page.submit()}
        >
          {state.submit === 'submitting' ? t('documents.submitting') : t('common.action.submitApplication')}
        </button>
      </div>
    </div>
  );
}

function Row({ label, value, ltr }: { label: string; value: string; ltr?: boolean }) {
  return (
    <div className="summary-list__row">
      <dt className="summary-list__key">{label}</dt>
      <dd className="summary-list__value" dir={ltr ? 'ltr' : undefined}>
        {value}
      </dd>
    </div>
  );
}
