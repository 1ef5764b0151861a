import type { AdminPanelKey } from '../../../lib/island-messages';
import { DecisionField } from './DecisionField';
import type { AdminT } from './i18n';

interface Props {
  readonly t: AdminT;
  readonly inputId: string;
  readonly summaryId: string;
  readonly label: string;
  readonly hint: string;
  /** The file's problem, already translated. */
  readonly error: string | undefined;
  readonly attempt: number;
  readonly failure: readonly AdminPanelKey[] | undefined;
  readonly busy: boolean;
  /** A file was chosen (or the choice cleared): the form forgets its earlier problems. */
  readonly onChoose: (file: File | undefined) => void;
}

/** The e-visa PDF field of the approval and of the replacement: one decision field, PDF only. */
export function EvisaFileField({ inputId, error, busy, onChoose, ...field }: Props) {
  return (
    <DecisionField inputId={inputId} error={error} {...field}>
      {(describedBy) => (
        <input
          id={inputId}
          name={inputId}
          type="file"
          className="admin-file"
          accept="application/pdf,.pdf"
          disabled={busy}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(e) => onChoose(e.target.files?.[0])}
        />
      )}
    </DecisionField>
  );
}
