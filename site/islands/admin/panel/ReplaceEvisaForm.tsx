import { useState } from 'react';
import { evisaRejectedCode } from '../../../../shared/api/admin';
import { errorCodes } from '../../../../shared/api/errors';
import type { AdminPanelKey } from '../../../lib/island-messages';
import { uploadToS3 } from '../../../lib/documents/upload';
import { AdminApiError, type AdminApi } from './admin-api';
import { EvisaFileField } from './EvisaFileField';
import { evisaFileProblem } from './evisa-file';
import type { AdminT } from './i18n';

interface Props {
  readonly id: string;
  readonly api: AdminApi;
  readonly hydrated: boolean;
  readonly t: AdminT;
  readonly onReplaced: () => void;
}

const inputId = 'evisa-replace-file';

/** The server's refusal of a replacement, as the form's messages. */
function refusal(e: unknown): readonly AdminPanelKey[] {
  if (e instanceof AdminApiError && e.status === 400 && e.code === evisaRejectedCode)
    return ['admin.panel.approve.errors.pdfOnly'];
  if (e instanceof AdminApiError && e.status === 409 && e.code === errorCodes.conflict)
    return ['admin.panel.evisa.replaceConflict'];
  return ['admin.panel.evisa.replaceFailed'];
}

/**
 * Replaces the e-visa of an approved application (issue 19): the new PDF is checked as at approval,
 * uploaded straight to S3, then swapped in (audited; the old file is deleted, the decision's
 * retention stays as it was). The traveller is not e-mailed: "Resend e-visa" sends the new file.
 */
export function ReplaceEvisaForm({ id, api, hydrated, t, onReplaced }: Props) {
  const [file, setFile] = useState<File | undefined>();
  const [problem, setProblem] = useState<AdminPanelKey | undefined>();
  const [failure, setFailure] = useState<readonly AdminPanelKey[] | undefined>();
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);

  async function submit(event: { preventDefault(): void; currentTarget: HTMLFormElement }) {
    event.preventDefault();
    const form = event.currentTarget;
    const found = evisaFileProblem(file);
    setFailure(undefined);
    if (found || !file) {
      setProblem(found);
      setAttempt((n) => n + 1);
      return;
    }
    setProblem(undefined);
    setBusy(true);
    try {
      const upload = await api.presignEvisa(id, { fileName: file.name, size: file.size });
      await uploadToS3(upload, file, () => undefined);
      await api.replaceEvisa(id, upload.key);
      form.reset();
      setFile(undefined);
      onReplaced();
    } catch (e: unknown) {
      if (e instanceof AdminApiError && e.status === 401) return;
      setFailure(refusal(e));
      setAttempt((n) => n + 1);
    } finally {
      setBusy(false);
    }
  }

  function choose(chosen: File | undefined) {
    setFile(chosen);
    setProblem(undefined);
    setFailure(undefined);
  }

  const error = problem && t(problem);
  return (
    <details className="admin-evisa__replace">
      <summary>{t('admin.panel.evisa.replace')}</summary>
      <form noValidate onSubmit={(e) => void submit(e)} aria-label={t('admin.panel.evisa.replace')}>
        <EvisaFileField
          t={t}
          inputId={inputId}
          summaryId="evisa-replace-problems"
          label={t('admin.panel.evisa.newFile')}
          hint={t('admin.panel.evisa.replaceHint')}
          error={error}
          attempt={attempt}
          failure={failure}
          busy={busy}
          onChoose={choose}
        />
        <button type="submit" className="button" disabled={!hydrated || busy} aria-busy={busy}>
          {busy ? t('admin.panel.evisa.replacing') : t('admin.panel.evisa.replaceSubmit')}
        </button>
      </form>
    </details>
  );
}
