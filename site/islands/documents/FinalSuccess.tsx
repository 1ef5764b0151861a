import { journeyPaths } from '../../lib/journey/steps';
import { useEffect, useState } from 'react';
import { receiptPath } from '../../../shared/documents/rules';
import { getLocale, localizePath, type LocaleCode } from '../../../shared/locales';
import { formatInstant } from '../../../shared/time-format';
import { authorization, readDocumentsSession, startPath } from '../../lib/documents/session';
import { readLinkAccess } from '../../lib/documents/link-access';
import { formatMoney } from '../../../shared/i18n/money';
import { useT, type IslandMessages } from '../journey/i18n';
import { useBrowserSnapshot } from '../../lib/use-browser-snapshot';
import { useDocumentsOverview } from './use-documents';
import { SummaryList } from '../form-kit/SummaryList';
import { CrossSell } from './CrossSell';
import { destinationTexts, showDestinationText } from '../../lib/documents/destination-text';

interface Props {
  readonly locale: LocaleCode;
  readonly messages: IslandMessages;
}

/** Saves a PDF the server built (the receipt), with the name the server gave it. */
function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** The final success screen's details and receipt download, from the server's record. */
export function FinalSuccess({ locale, messages }: Props) {
  const t = useT(locale, messages);
  // null: no session in this browser, so the journey starts again.
  const session = useBrowserSnapshot(
    () => readLinkAccess() ?? readDocumentsSession(window.localStorage, false) ?? null,
  );
  useEffect(() => {
    if (session === null) window.location.replace(localizePath(startPath, locale));
  }, [session, locale]);
  const { loaded, reload } = useDocumentsOverview(session ?? undefined);
  const [receipt, setReceipt] = useState<'idle' | 'busy' | 'failed'>('idle');
  const destination = loaded.kind === 'loaded' ? loaded.overview.application.destination : undefined;
  // The page's texts in the wording of the application's destination ("e-visa" for Tanzania's).
  useEffect(() => {
    if (loaded.kind === 'loaded') showDestinationText(destinationTexts(document), destination);
  }, [loaded.kind, destination]);

  if (!session || loaded.kind === 'loading')
    return <p className="journey-loading">{t('documents.loading')}</p>;
  if (loaded.kind === 'failed') {
    return (
      <div className="notice notice--error" role="alert">
        <p>{t('documents.loadFailed')}</p>
        <button type="button" className="button" onClick={() => void reload()}>
          {t('common.form.tryAgain')}
        </button>
      </div>
    );
  }
  const { application } = loaded.overview;
  if (!application.documentsSubmittedAt) {
    return (
      <div className="notice notice--warning" role="alert">
        <p>{t('final.notSubmitted')}</p>
        <a className="button" href={localizePath(journeyPaths.documents, locale)}>
          {t('final.goToDocuments')}
        </a>
      </div>
    );
  }
  const tag = getLocale(locale).tag;
  const day = new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' });

  async function download() {
    if (!session) return;
    setReceipt('busy');
    try {
      const res = await fetch(receiptPath(session.applicationId), {
        headers: authorization(session),
        credentials: 'include',
      });
      if (!res.ok) throw new Error(String(res.status));
      saveBlob(await res.blob(), `receipt-${application.applicationNumber}.pdf`);
      setReceipt('idle');
    } catch {
      setReceipt('failed');
    }
  }

  return (
    <div className="final-success" data-hydrated="true">
      <p className="lead">{t('final.lead', { email: application.contactEmail })}</p>
      <section className="info-panel" aria-labelledby="final-details">
        <h2 id="final-details">{t('common.label.applicationDetails')}</h2>
        <SummaryList
          rows={[
            { label: t('common.label.applicationNumber'), value: application.applicationNumber, ltr: true },
            { label: t('common.label.status'), value: t('common.status.pending') },
            { label: t('common.label.applicants'), value: application.applicantNames.join(', ') },
            { label: t('documents.summary.total'), value: formatMoney(application.totalPrice, locale) },
            {
              label: t('common.label.submittedOn'),
              value: formatInstant(application.documentsSubmittedAt, tag),
            },
            {
              label: t('common.label.decisionDue'),
              value:
                application.decisionDueBy && day.format(new Date(`${application.decisionDueBy}T00:00:00Z`)),
            },
          ]}
        />
      </section>
      {receipt === 'failed' && (
        <div className="notice notice--error" role="alert">
          {t('final.receiptFailed')}
        </div>
      )}
      <div className="button-row">
        <button
          type="button"
          className="button"
          disabled={receipt === 'busy'}
          onClick={() => void download()}
        >
          {receipt === 'busy' ? t('final.downloading') : t('final.downloadReceipt')}
        </button>
        <a className="button button--secondary" href={localizePath('/kenya-eta-check-status', locale)}>
          {t('common.action.checkApplicationStatus')}
        </a>
        <a className="button button--secondary" href={localizePath('/', locale)}>
          {t('common.action.returnHome')}
        </a>
      </div>
      {application.crossSell && (
        <CrossSell offer={application.crossSell} session={session} locale={locale} t={t} />
      )}
    </div>
  );
}
