import { useEffect, useMemo, useState } from 'react';
import {
  contentTypeOfExtension,
  documentPath,
  documentRules,
  documentsPath,
  documentTypesFor,
  extensionOf,
  fileProblem,
  requiredDocumentTypesFor,
  submitDocumentsPath,
  uploadsPath,
  type DocumentType,
  type PresignedUpload,
  type RecordedDocument,
} from '../../../shared/documents/rules';
import { localizePath, getLocale, type LocaleCode } from '../../../shared/locales';
import {
  clearPaymentSuccess,
  authorization,
  readDocumentsSession,
  startPath,
  type DocumentsSession,
} from '../../lib/documents/session';
import { uploadToS3, UploadError } from '../../lib/documents/upload';
import { formatMoney } from '../../../shared/i18n/money';
import { useT, type IslandMessages } from '../journey/i18n';
import { useBrowserSnapshot } from '../../lib/use-browser-snapshot';
import { DocumentCheckNotice } from '../passport/DocumentCheckNotice';
import { useDocumentChecks, type RecordExtras } from '../passport/use-document-checks';
import { DocumentSlot, typesText, type SlotState } from './DocumentSlot';
import { useDocumentsOverview } from './use-documents';

interface Props {
  readonly locale: LocaleCode;
  readonly messages: IslandMessages;
}

const idle: SlotState = { phase: 'idle', percent: 0 };
const slotKey = (index: number, type: DocumentType) => `${index}.${type}`;

class RecordError extends Error {
  override name = 'RecordError';
  constructor(readonly status: number) {
    super(String(status));
  }
}

async function postJson<R>(session: DocumentsSession, path: string, body: unknown): Promise<R> {
  const res = await fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...authorization(session) },
    credentials: 'include',
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new RecordError(res.status);
  return (await res.json()) as R;
}

/** Step 4: every applicant's documents, uploaded straight to S3 with real progress, then submitted. */
export function DocumentsUpload({ locale, messages }: Props) {
  const t = useT(locale, messages);
  // null: no session in this browser, so the journey starts again.
  const session = useBrowserSnapshot(() => readDocumentsSession(window.localStorage) ?? null);
  useEffect(() => {
    if (session === null) window.location.replace(localizePath(startPath, locale));
    else if (session) clearPaymentSuccess(window.localStorage);
  }, [session, locale]);
  const { loaded, reload, setLoaded } = useDocumentsOverview(session ?? undefined);
  const [slots, setSlots] = useState<Record<string, SlotState>>({});
  const checks = useDocumentChecks();
  const [submitting, setSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState(false);
  const sizeFormat = useMemo(
    () => new Intl.NumberFormat(getLocale(locale).tag, { maximumFractionDigits: 1 }),
    [locale],
  );
  const formatSize = (bytes: number) =>
    bytes >= 1024 * 1024
      ? `${sizeFormat.format(bytes / (1024 * 1024))} MB`
      : `${sizeFormat.format(Math.max(1, bytes / 1024))} KB`;

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
  const { application, documents } = loaded.overview;
  const paymentHref = localizePath('/kenya-eta-payment-new', locale);
  if (application.paymentStatus !== 'paid') {
    return (
      <div className="notice notice--warning" role="alert">
        <p>{t('documents.notPaid')}</p>
        <a className="button" href={paymentHref}>
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

  const recorded = new Map(documents.map((d) => [slotKey(d.applicantIndex, d.type), d]));
  // A minor (under 18 on arrival) has two more required slots: parental consent, birth certificate.
  const isMinor = (i: number) => application.applicantMinors[i] === true;
  let requiredTotal = 0;
  let requiredDone = 0;
  for (let i = 0; i < application.applicantCount; i++)
    for (const type of requiredDocumentTypesFor(isMinor(i))) {
      requiredTotal++;
      if (recorded.has(slotKey(i, type))) requiredDone++;
    }
  const busy = Object.values(slots).some((s) => s.phase !== 'idle');

  const setSlot = (key: string, state: SlotState) => setSlots((all) => ({ ...all, [key]: state }));
  const setDocuments = (update: (list: readonly RecordedDocument[]) => RecordedDocument[]) =>
    setLoaded((current) =>
      current.kind === 'loaded'
        ? { kind: 'loaded', overview: { ...current.overview, documents: update(current.overview.documents) } }
        : current,
    );

  async function upload(
    index: number,
    type: DocumentType,
    file: File,
    extras: () => Promise<RecordExtras> = () => Promise.resolve({}),
  ) {
    if (!session) return;
    const key = slotKey(index, type);
    const problem = fileProblem(type, file);
    const maxMb = documentRules[type].maxBytes / (1024 * 1024);
    if (problem) {
      setSlot(key, { ...idle, error: t(problem, { types: typesText(type), size: maxMb }) });
      return;
    }
    setSlot(key, { phase: 'uploading', percent: 0 });
    try {
      const body = {
        applicationId: session.applicationId,
        applicantIndex: index,
        type,
        fileName: file.name,
        size: file.size,
      };
      // The content type follows from the (already checked) extension; S3's policy requires exactly it.
      const contentType = contentTypeOfExtension[extensionOf(file.name)];
      const presigned = await postJson<PresignedUpload>(session, uploadsPath, { ...body, contentType });
      await uploadToS3(presigned, file, (percent) => setSlot(key, { phase: 'uploading', percent }));
      setSlot(key, { phase: 'checking', percent: 100 });
      const document = await postJson<RecordedDocument>(session, documentsPath, {
        applicationId: session.applicationId,
        applicantIndex: index,
        type,
        key: presigned.key,
        fileName: file.name,
        ...(await extras()),
      });
      setDocuments((list) => [...list.filter((d) => slotKey(d.applicantIndex, d.type) !== key), document]);
      setSlot(key, idle);
    } catch (e: unknown) {
      const message =
        e instanceof UploadError
          ? t(e.reason === 'refused' ? 'documents.errors.refused' : 'documents.errors.network')
          : e instanceof RecordError && e.status === 400
            ? t('documents.errors.content', { types: typesText(type) })
            : e instanceof RecordError
              ? t('documents.errors.server')
              : t('documents.errors.network');
      setSlot(key, { ...idle, error: message });
    }
  }

  /** A chosen file: refused at once when the slot cannot take it, else checked (passport, photo) and uploaded. */
  function choose(index: number, type: DocumentType, file: File) {
    const key = slotKey(index, type);
    const problem = fileProblem(type, file);
    if (problem) {
      void upload(index, type, file);
      return;
    }
    setSlot(key, idle);
    void checks.choose(key, type, file, (chosen, extras) => upload(index, type, chosen, extras));
  }

  async function remove(index: number, type: DocumentType) {
    if (!session) return;
    const key = slotKey(index, type);
    setSlot(key, { phase: 'removing', percent: 0 });
    try {
      const res = await fetch(documentPath(session.applicationId, index, type), {
        method: 'DELETE',
        headers: authorization(session),
        credentials: 'include',
      });
      if (!res.ok) throw new RecordError(res.status);
      setDocuments((list) => list.filter((d) => slotKey(d.applicantIndex, d.type) !== key));
      setSlot(key, idle);
    } catch {
      setSlot(key, { ...idle, error: t('documents.errors.server') });
    }
  }

  async function submit() {
    if (!session) return;
    setSubmitting(true);
    setSubmitError(false);
    try {
      await postJson(session, submitDocumentsPath(session.applicationId), {});
      window.location.assign(localizePath('/kenya-eta-final-success', locale));
    } catch {
      setSubmitError(true);
      setSubmitting(false);
    }
  }

  const complete = requiredDone === requiredTotal;
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
        {t.plural('documents.progress', requiredTotal, { done: requiredDone, total: requiredTotal })}
      </p>
      {Array.from({ length: application.applicantCount }, (_, index) => (
        <section key={index} className="documents__applicant" aria-labelledby={`applicant-${index}`}>
          <h3 id={`applicant-${index}`}>
            {t('common.heading.applicant', {
              number: index + 1,
              name: application.applicantNames[index] ?? '',
            })}
          </h3>
          {documentTypesFor(isMinor(index)).map((type) => (
            <DocumentSlot
              key={type}
              applicantIndex={index}
              type={type}
              recorded={recorded.get(slotKey(index, type))}
              state={slots[slotKey(index, type)] ?? idle}
              t={t}
              formatSize={formatSize}
              onFile={(file) => choose(index, type, file)}
              onRemove={() => void remove(index, type)}
              notice={
                <DocumentCheckNotice
                  t={t}
                  check={checks.checks[slotKey(index, type)]}
                  recorded={recorded.get(slotKey(index, type))}
                  onUploadAnyway={() =>
                    void checks.uploadAnyway(slotKey(index, type), (file, extras) =>
                      upload(index, type, file, extras),
                    )
                  }
                  onChooseAnother={() => {
                    checks.clear(slotKey(index, type));
                    document.getElementById(`doc-${index}-${type}`)?.focus();
                  }}
                />
              }
            />
          ))}
        </section>
      ))}
      {submitError && (
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
        <a className="button button--secondary" href={paymentHref}>
          {t('documents.back')}
        </a>
        <button
          type="button"
          className="button"
          disabled={!complete || busy || submitting}
          aria-describedby={complete ? undefined : 'submit-hint'}
          onClick={() => void submit()}
        >
          {submitting ? t('documents.submitting') : t('common.action.submitApplication')}
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
