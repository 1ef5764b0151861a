import { useRef, useState, type ReactNode } from 'react';
import type { SiteKey } from '../../../shared/i18n/types';
import { getLocale, type LocaleCode } from '../../../shared/locales';
import type { WizardFile, WizardFileSlot } from '../../../shared/wizard/form-data';
import { FileField } from '../form-kit/FileField';
import { prefixesOf, type T } from '../journey/i18n';

/** Uploads a file for a slot with real progress; rejects with an error whose `messageKey` says why. */
export type UploadFile = (
  slot: WizardFileSlot,
  file: File,
  onProgress: (percent: number) => void,
) => Promise<WizardFile>;

/** The staged-upload helper, loaded when the first file is chosen (not with the page). */
export const stagedUpload: UploadFile = async (slot, file, onProgress) => {
  const { uploadWizardFile } = await import('../../lib/wizard/staged-upload');
  return uploadWizardFile(slot, file, onProgress);
};

const messageKeyOf = (error: unknown): SiteKey =>
  error !== null && typeof error === 'object' && 'messageKey' in error && typeof error.messageKey === 'string'
    ? (error.messageKey as SiteKey)
    : 'documents.errors.network';

/** A size in megabytes with two decimals, in the page's language ("1.25", "1,25"). */
export function megabytes(bytes: number, locale: LocaleCode): string {
  const format = new Intl.NumberFormat(getLocale(locale).tag, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return format.format(bytes / (1024 * 1024));
}

interface Props {
  readonly slot: WizardFileSlot;
  readonly label: string;
  readonly hint: string;
  readonly accept: string;
  readonly capture?: 'environment' | 'user';
  readonly file: WizardFile | undefined;
  /** The step's message for this slot (e.g. required), shown inline and in the summary. */
  readonly error?: string;
  readonly t: T;
  readonly locale: LocaleCode;
  readonly upload: UploadFile;
  readonly onUploaded: (file: WizardFile) => void;
  readonly onRemove: () => void;
  /** Called with the chosen file before it uploads (the passport read, the photo check). */
  readonly onChosen?: (file: File) => void;
  /** What a check of the file found, shown under it. */
  readonly children?: ReactNode;
}

type Phase =
  | { readonly name: 'idle' }
  | { readonly name: 'uploading'; readonly fileName: string; readonly percent: number };

/**
 * One file of the wizard (steps 1, 2 and 7): the form kit's file input (the camera on a phone when
 * `capture` is set), the upload at once with real progress, then the file's name and size with Remove.
 * Upload errors are shown under the slot; the file in the form changes only when S3 accepted the new one.
 */
export function WizardFileField(props: Props) {
  const { slot, label, hint, accept, capture, file, t, locale, upload } = props;
  const [phase, setPhase] = useState<Phase>({ name: 'idle' });
  const [uploadError, setUploadError] = useState<SiteKey>();
  const run = useRef(0);
  const uploading = phase.name === 'uploading';

  const choose = async (chosen: File) => {
    const mine = ++run.current;
    setUploadError(undefined);
    props.onChosen?.(chosen);
    setPhase({ name: 'uploading', fileName: chosen.name, percent: 0 });
    try {
      const stored = await upload(slot, chosen, (percent) => {
        if (mine === run.current) setPhase({ name: 'uploading', fileName: chosen.name, percent });
      });
      if (mine !== run.current) return;
      props.onUploaded(stored);
    } catch (error) {
      if (mine === run.current) setUploadError(messageKeyOf(error));
    }
    if (mine === run.current) setPhase({ name: 'idle' });
  };

  const error = uploadError ? t(uploadError) : props.error;
  return (
    <div className="wizard-file" data-slot={slot}>
      <FileField
        id={slot}
        label={label}
        hint={hint}
        error={error}
        accept={accept}
        capture={capture}
        disabled={uploading}
        prefixes={prefixesOf(t)}
        onFile={(chosen) => void choose(chosen)}
      />
      {uploading && (
        <div className="wizard-file__progress">
          <label htmlFor={`${slot}-progress`}>
            {t('wizard.upload.uploading', { fileName: phase.fileName, percent: phase.percent })}
          </label>
          <progress id={`${slot}-progress`} max={100} value={phase.percent}>
            {phase.percent}%
          </progress>
        </div>
      )}
      {file && !uploading && (
        <div className="wizard-file__meta">
          <p className="wizard-file__name" id={`${slot}-done`}>
            {t('wizard.upload.file', { fileName: file.fileName, size: megabytes(file.size, locale) })}
          </p>
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => {
              run.current++;
              setUploadError(undefined);
              props.onRemove();
            }}
          >
            <span aria-hidden="true">{t('documents.remove')}</span>
            <span className="visually-hidden">{t('documents.removeLabel', { document: label })}</span>
          </button>
        </div>
      )}
      {props.children}
    </div>
  );
}
