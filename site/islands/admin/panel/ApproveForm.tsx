import { useState } from 'react';
import type { AdminPanelKey } from '../../../lib/island-messages';
import { uploadToS3 } from '../../../lib/documents/upload';
import type { AdminApi } from './admin-api';
import { defaultDestinationId } from '../../../../shared/destinations/numbers';
import type { DestinationId } from '../../../../shared/destinations/types';
import { failedOutcome, savedOutcome, type Outcome } from './decision-outcome';
import { evisaFileProblem } from './evisa-file';
import type { AdminT } from './i18n';
import { EvisaFileField } from './EvisaFileField';

interface Props {
  readonly id: string;
  /** The application's destination (absent: Kenya's): the file field names its document. */
  readonly destination?: DestinationId | undefined;
  readonly api: AdminApi;
  readonly hydrated: boolean;
  readonly t: AdminT;
  readonly onDone: (outcome: Outcome) => void;
}

type Phase = 'idle' | 'uploading' | 'approving';

/**
 * The file field's label: another destination's names the document to upload ("Upload the Tanzania
 * e-visa (PDF)"); Kenya's keeps its own ("E-visa file").
 */
export function evisaFileLabel(t: AdminT, destination: DestinationId | undefined): string {
  return destination === undefined || destination === defaultDestinationId
    ? t('admin.panel.evisaFile')
    : t('admin.panel.approve.fileFor', { document: t(`common.documentKind.${destination}`) });
}
const inputId = 'evisa-file';

/**
 * Approve with an e-visa (spec §5, §7, §8): the file is checked first (chosen, PDF, at most 10 MB),
 * then uploaded straight to S3 with a presigned POST and real progress, then the approval is sent;
 * the server checks the PDF's bytes, approves and e-mails it.
 */
export function ApproveForm({ id, destination, api, hydrated, t, onDone }: Props) {
  const [file, setFile] = useState<File | undefined>();
  const [problem, setProblem] = useState<AdminPanelKey | undefined>();
  const [attempt, setAttempt] = useState(0);
  const [phase, setPhase] = useState<Phase>('idle');
  const [percent, setPercent] = useState(0);
  const [failure, setFailure] = useState<readonly AdminPanelKey[] | undefined>();
  const busy = phase !== 'idle';

  async function submit(event: { preventDefault(): void }) {
    event.preventDefault();
    const found = evisaFileProblem(file);
    if (found || !file) {
      setProblem(found);
      setFailure(undefined);
      setAttempt((n) => n + 1);
      return;
    }
    setProblem(undefined);
    setFailure(undefined);
    setPercent(0);
    setPhase('uploading');
    try {
      const upload = await api.presignEvisa(id, { fileName: file.name, size: file.size });
      await uploadToS3(upload, file, setPercent);
      setPhase('approving');
      const answer = await api.approve(id, upload.key);
      onDone(savedOutcome('approve', answer.mailSent));
    } catch (e: unknown) {
      setPhase('idle');
      const outcome = failedOutcome('approve', e);
      if (outcome?.final) onDone({ tone: 'error', messages: outcome.messages });
      else if (outcome) setFailure(outcome.messages);
    }
  }

  function choose(chosen: File | undefined) {
    setFile(chosen);
    setProblem(undefined);
    setFailure(undefined);
  }

  const error = problem && t(problem);
  return (
    <form
      className="admin-decide__form"
      noValidate
      onSubmit={(e) => void submit(e)}
      aria-labelledby="approve-title"
    >
      <h3 id="approve-title">{t('admin.panel.approve.title')}</h3>
      <EvisaFileField
        t={t}
        inputId={inputId}
        summaryId="approve-problems"
        label={evisaFileLabel(t, destination)}
        hint={t('admin.panel.approve.fileHint')}
        error={error}
        attempt={attempt}
        failure={failure}
        busy={busy}
        onChoose={choose}
      />
      {phase === 'uploading' && (
        <div className="admin-progress">
          <label htmlFor="evisa-progress">{t('admin.panel.approve.uploading', { percent })}</label>
          <progress id="evisa-progress" max={100} value={percent} />
        </div>
      )}
      {phase === 'approving' && <p role="status">{t('admin.panel.approve.approving')}</p>}
      <button type="submit" className="button" disabled={!hydrated || busy} aria-busy={busy}>
        {t('admin.panel.approve.submit')}
      </button>
    </form>
  );
}
