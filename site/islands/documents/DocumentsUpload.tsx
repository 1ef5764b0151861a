import { journeyPaths } from '../../lib/journey/steps';
import { useEffect } from 'react';
import { localizePath, type LocaleCode } from '../../../shared/locales';
import { clearPaymentSuccess, readDocumentsSession, startPath } from '../../lib/documents/session';
import { readLinkAccess } from '../../lib/documents/link-access';
import { useBrowserSnapshot } from '../../lib/use-browser-snapshot';
import { useT, type IslandMessages } from '../journey/i18n';
import { DocumentsForm } from './DocumentsForm';
import { useDocumentsPage } from './use-documents-page';
import { destinationTexts, showDestinationText } from '../../lib/documents/destination-text';

interface Props {
  readonly locale: LocaleCode;
  readonly messages: IslandMessages;
}

/** Step 4: every applicant's documents, uploaded straight to S3 with real progress, then submitted. */
export function DocumentsUpload({ locale, messages }: Props) {
  const t = useT(locale, messages);
  // null: no session in this browser, so the journey starts again. Access given through the personal
  // link in this tab comes first (it names the application the traveller chose there).
  const session = useBrowserSnapshot(
    () => readLinkAccess() ?? readDocumentsSession(window.localStorage) ?? null,
  );
  useEffect(() => {
    if (session === null) window.location.replace(localizePath(startPath, locale));
    else if (session) clearPaymentSuccess(window.localStorage);
  }, [session, locale]);
  const page = useDocumentsPage(session, locale);
  const { loaded } = page.state;
  const destination = loaded.kind === 'loaded' ? loaded.overview.application.destination : undefined;
  // The guidance beside the form in the wording of the application's destination.
  useEffect(() => {
    if (loaded.kind === 'loaded') showDestinationText(destinationTexts(document), destination);
  }, [loaded.kind, destination]);

  if (!session || loaded.kind === 'loading')
    return <p className="journey-loading">{t('documents.loading')}</p>;
  if (loaded.kind === 'failed') {
    return (
      <div className="notice notice--error" role="alert">
        <p>{t('documents.loadFailed')}</p>
        <button type="button" className="button" onClick={() => void page.reload()}>
          {t('common.form.tryAgain')}
        </button>
      </div>
    );
  }
  const { application } = loaded.overview;
  if (application.paymentStatus !== 'paid') {
    return (
      <div className="notice notice--warning" role="alert">
        <p>{t('documents.notPaid')}</p>
        <a className="button" href={localizePath(journeyPaths.payment, locale)}>
          {t('documents.goToPayment')}
        </a>
      </div>
    );
  }
  if (application.status !== 'pending') {
    return (
      <div className="notice" role="status">
        <p>{t('documents.decided')}</p>
        <a className="button" href={localizePath('/kenya-eta-check-status', locale)}>
          {t('common.action.checkApplicationStatus')}
        </a>
      </div>
    );
  }
  return <DocumentsForm locale={locale} t={t} overview={loaded.overview} page={page} />;
}
