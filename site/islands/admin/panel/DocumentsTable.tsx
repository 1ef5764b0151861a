import { useState } from 'react';
import type { AdminDocument } from '../../../../shared/api/admin';
import type { LocaleCode } from '../../../../shared/locales';
import type { AdminApi } from './admin-api';
import { applicantName } from './applicant-fields';
import { formatBytes, formatDateTime } from './format';
import { labelOf, type AdminT } from './i18n';

interface Props {
  readonly id: string;
  readonly documents: readonly AdminDocument[];
  readonly applicants: readonly Readonly<Record<string, unknown>>[];
  readonly api: AdminApi;
  readonly hydrated: boolean;
  readonly locale: LocaleCode;
  readonly t: AdminT;
}

type Opening =
  | { readonly key: string; readonly phase: 'busy' }
  | { readonly key: string; readonly phase: 'failed' }
  /** The browser blocked the new tab: the link is offered to click instead. */
  | { readonly key: string; readonly phase: 'blocked'; readonly url: string };

const keyOf = (d: AdminDocument) => `${d.applicantIndex}.${d.type}`;

/**
 * The uploaded documents. "Open" asks the server for a short-lived link (the view is audited) and
 * opens it in a new tab; the tab is opened at the click, so no pop-up blocker stops it.
 */
export function DocumentsTable({ id, documents, applicants, api, hydrated, locale, t }: Props) {
  const [opening, setOpening] = useState<Opening | undefined>();

  async function open(doc: AdminDocument) {
    const key = keyOf(doc);
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    setOpening({ key, phase: 'busy' });
    try {
      const { url } = await api.documentLink(id, doc.applicantIndex, doc.type);
      if (tab && !tab.closed) {
        tab.location.href = url;
        setOpening(undefined);
      } else {
        setOpening({ key, phase: 'blocked', url });
      }
    } catch {
      tab?.close();
      setOpening({ key, phase: 'failed' });
    }
  }

  return (
    // With documents, the scrolling table (focusable, so that the keyboard can scroll it) is the
    // "Documents" region, not a second one inside the section's (axe landmark-unique).
    <section aria-labelledby={documents.length === 0 ? 'admin-documents-title' : undefined}>
      <h2 id="admin-documents-title">{t('admin.panel.documents.title')}</h2>
      {documents.length === 0 ? (
        <p>{t('admin.panel.documents.none')}</p>
      ) : (
        <div
          className="admin-table-scroll"
          role="region"
          aria-labelledby="admin-documents-title"
          tabIndex={0}
        >
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">{t('admin.panel.documents.applicant')}</th>
                <th scope="col">{t('admin.panel.documents.type')}</th>
                <th scope="col">{t('admin.panel.documents.file')}</th>
                <th scope="col">{t('admin.panel.documents.uploaded')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('admin.panel.documents.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {documents.map((doc) => {
                const key = keyOf(doc);
                const state = opening?.key === key ? opening : undefined;
                const type = labelOf(t, `common.documentType.${doc.type}`, doc.type);
                const who = applicantName(applicants[doc.applicantIndex] ?? {});
                return (
                  <tr key={key}>
                    <td>
                      {t('admin.panel.documents.applicantName', {
                        number: doc.applicantIndex + 1,
                        name: who,
                      })}
                    </td>
                    <td>{type}</td>
                    <td>
                      <span dir="ltr">{doc.fileName}</span>{' '}
                      <span className="muted">({formatBytes(doc.size, locale)})</span>
                    </td>
                    <td>{formatDateTime(doc.uploadedAt, locale)}</td>
                    <td>
                      <button
                        type="button"
                        className="button button--secondary button--small"
                        disabled={!hydrated || state?.phase === 'busy'}
                        onClick={() => void open(doc)}
                      >
                        {t('admin.panel.documents.open')}
                        <span className="visually-hidden">
                          {' '}
                          {t('admin.panel.documents.openWhat', { type, number: doc.applicantIndex + 1 })}
                        </span>
                      </button>
                      {state?.phase === 'failed' && (
                        <p className="field__error" role="alert">
                          {t('admin.panel.documents.openFailed')}
                        </p>
                      )}
                      {state?.phase === 'blocked' && (
                        <p role="status">
                          <a href={state.url} target="_blank" rel="noopener noreferrer">
                            {t('admin.panel.documents.blocked', { file: doc.fileName })}
                          </a>
                        </p>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
