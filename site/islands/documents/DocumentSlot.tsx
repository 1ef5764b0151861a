import { useEffect, useId, useRef, type ReactNode } from 'react';
import {
  contentTypeOfExtension,
  documentRules,
  type DocumentType,
  type RecordedDocument,
} from '../../../shared/documents/rules';
import type { T } from '../journey/i18n';
import type { SlotState } from './documents-state';

interface Props {
  readonly applicantIndex: number;
  readonly type: DocumentType;
  /** Required of this traveller by the application's destination (else optional). */
  readonly required: boolean;
  readonly recorded?: RecordedDocument;
  readonly state: SlotState;
  readonly t: T;
  readonly formatSize: (bytes: number) => string;
  readonly onFile: (file: File) => void;
  readonly onRemove: () => void;
  /** What the passport or photo check found (site/islands/passport/DocumentCheckNotice.tsx). */
  readonly notice?: ReactNode;
}

export function typesText(type: DocumentType): string {
  return documentRules[type].extensions.map((e) => e.toUpperCase()).join(', ');
}

/** Why a document is asked, for the documents that need saying (Tanzania's return ticket and certificate). */
const hints: Partial<Record<DocumentType, 'documents.hint.returnTicket' | 'documents.hint.yellowFever'>> = {
  return_ticket: 'documents.hint.returnTicket',
  yellow_fever: 'documents.hint.yellowFever',
};

/** The accept filter: extensions and their content types. */
function acceptOf(type: DocumentType): string {
  const extensions = documentRules[type].extensions;
  return [
    ...extensions.map((e) => `.${e}`),
    ...new Set(extensions.map((e) => contentTypeOfExtension[e])),
  ].join(',');
}

/** One document of one applicant: limits, file input, real progress, the recorded file, errors. */
export function DocumentSlot({
  applicantIndex,
  type,
  required,
  recorded,
  state,
  t,
  formatSize,
  onFile,
  onRemove,
  notice,
}: Props) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const rule = documentRules[type];
  const hint = hints[type];
  const document = t(`common.documentType.${type}`);
  const busy = state.phase !== 'idle';
  const inputId = `doc-${applicantIndex}-${type}`;
  const size = rule.maxBytes / (1024 * 1024);
  const title = useRef<HTMLHeadingElement>(null);
  // The file input is disabled while its file travels: focus would fall to <body>. It moves to the
  // slot's heading instead, above the progress bar; Tab goes on from there.
  useEffect(() => {
    if (state.phase !== 'uploading') return;
    const active = window.document.activeElement;
    if (active === input.current || active === null || active === window.document.body)
      title.current?.focus();
  }, [state.phase]);
  return (
    <div
      className={`document-slot${state.error ? ' document-slot--error' : ''}`}
      data-slot={`${applicantIndex}.${type}`}
    >
      <h4 className="document-slot__title" id={`${id}-title`} ref={title} tabIndex={-1}>
        {document}{' '}
        <span className={`tag ${required ? 'tag--todo' : ''}`}>
          {required ? t('documents.required') : t('documents.optional')}
        </span>
      </h4>
      {hint && (
        <p className="hint" id={`${id}-why`}>
          {t(hint)}
        </p>
      )}
      <p className="hint" id={`${id}-limits`}>
        {t('documents.limits', { types: typesText(type), size })}
      </p>
      {recorded && (
        <p className="document-slot__done" id={`${id}-done`}>
          {t('documents.uploaded', { fileName: recorded.fileName, size: formatSize(recorded.size) })}
        </p>
      )}
      {notice}
      {state.error && (
        <div className="notice notice--error" role="alert" id={`${id}-error`}>
          {t(state.error, { types: typesText(type), size })}
        </div>
      )}
      {state.phase === 'uploading' && (
        <div className="document-slot__progress">
          <label htmlFor={`${id}-progress`}>
            {t('documents.uploading', { document, percent: state.percent })}
          </label>
          <progress id={`${id}-progress`} max={100} value={state.percent}>
            {state.percent}%
          </progress>
        </div>
      )}
      {/* Always in the page, so that screen readers announce what is put in it. */}
      <p role="status" className={state.phase === 'checking' ? undefined : 'visually-hidden'}>
        {state.phase === 'checking' ? t('documents.checking') : ''}
      </p>
      <div className="document-slot__actions">
        <label className="field__label" htmlFor={inputId}>
          {recorded ? t('documents.replaceFile', { document }) : t('documents.chooseFile', { document })}
        </label>
        <input
          ref={input}
          id={inputId}
          type="file"
          className="document-slot__input"
          accept={acceptOf(type)}
          disabled={busy}
          aria-describedby={[hint && `${id}-why`, `${id}-limits`, state.error && `${id}-error`]
            .filter(Boolean)
            .join(' ')}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) onFile(file);
            event.target.value = '';
          }}
        />
        {recorded && (
          <button
            type="button"
            className="button button--secondary button--small"
            disabled={busy}
            onClick={onRemove}
          >
            <span aria-hidden="true">{t('documents.remove')}</span>
            <span className="visually-hidden">{t('documents.removeLabel', { document })}</span>
          </button>
        )}
      </div>
    </div>
  );
}
