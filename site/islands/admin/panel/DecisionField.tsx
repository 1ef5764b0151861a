import type { ReactNode } from 'react';
import type { AdminPanelKey } from '../../../lib/island-messages';
import type { AdminT } from './i18n';
import { ErrorSummary } from '../../form-kit/ErrorSummary';
import { describedBy as describe, fieldClass, FieldMessages } from '../../form-kit/fields';

interface Props {
  readonly t: AdminT;
  /** The input's id; its hint and error are `<id>-hint` and `<id>-error`. */
  readonly inputId: string;
  /** The id of the form's problem summary. */
  readonly summaryId: string;
  readonly label: string;
  readonly hint: string;
  /** The field's problem, already translated. */
  readonly error: string | undefined;
  /** Bumped on every refused submit, so the summary takes focus again. */
  readonly attempt: number;
  /** What the server refused, as message keys. */
  readonly failure: readonly AdminPanelKey[] | undefined;
  /** The input, given the `aria-describedby` value it must carry. */
  readonly children: (describedBy: string) => ReactNode;
  /** Problems of other fields of the form, listed first in the summary (e.g. the rejection's reason). */
  readonly otherProblems?: readonly { readonly target: string; readonly text: string }[];
  /** Fields shown between the summary and this one. */
  readonly before?: ReactNode;
}

/**
 * The one field of a decision form (the rejection reason, the e-visa file), GOV.UK style: the problem
 * summary, the server's refusal, then the label, hint, inline error and the input.
 */
export function DecisionField({
  t,
  inputId,
  summaryId,
  label,
  hint,
  error,
  attempt,
  failure,
  children,
  otherProblems = [],
  before,
}: Props) {
  const describedBy = describe(inputId, { hint, error }) ?? '';
  const prefixes = { error: t('common.form.errorPrefix'), warning: '' };
  return (
    <>
      <ErrorSummary
        id={summaryId}
        level={3}
        title={t('common.form.errorSummaryTitle')}
        items={[...otherProblems, ...(error ? [{ target: inputId, text: error }] : [])]}
        attempt={attempt}
      />
      {failure && (
        <div className="notice notice--error" role="alert">
          {failure.map((key) => (
            <p key={key}>{t(key)}</p>
          ))}
        </div>
      )}
      {before}
      <div className={fieldClass(error)}>
        <label className="field__label" htmlFor={inputId}>
          {label}
        </label>
        <FieldMessages id={inputId} hint={hint} error={error} prefixes={prefixes} />
        {children(describedBy)}
      </div>
    </>
  );
}
