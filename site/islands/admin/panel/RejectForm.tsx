import { useEffect, useRef, useState } from 'react';
import { rejectRequestSchema } from '../../../../shared/api/admin';
import type { AdminPanelKey } from '../../../lib/island-messages';
import type { AdminApi } from './admin-api';
import { failedOutcome, savedOutcome, type Outcome } from './decision-outcome';
import type { AdminT } from './i18n';
import { DecisionField } from './DecisionField';

interface Props {
  readonly id: string;
  readonly applicationNumber: string;
  readonly api: AdminApi;
  readonly hydrated: boolean;
  readonly t: AdminT;
  readonly onDone: (outcome: Outcome) => void;
}

type Step = 'edit' | 'confirm' | 'sending';
const inputId = 'reject-reason';

/** The message key of the reason's first problem (the schema's keys; any other issue is "too long"). */
function reasonProblem(reason: string): AdminPanelKey | undefined {
  const parsed = rejectRequestSchema.safeParse({ status: 'rejected', reason });
  if (parsed.success) return undefined;
  const message = parsed.error.issues[0]?.message;
  return message === 'admin.errors.reasonRequired' ? message : 'admin.panel.reject.errors.tooLong';
}

/** Reject with a reason (required), then a confirmation step; the applicant is e-mailed the reason. */
export function RejectForm({ id, applicationNumber, api, hydrated, t, onDone }: Props) {
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<AdminPanelKey | undefined>();
  const [attempt, setAttempt] = useState(0);
  const [step, setStep] = useState<Step>('edit');
  const [failure, setFailure] = useState<readonly AdminPanelKey[] | undefined>();
  const confirmRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (step === 'confirm') confirmRef.current?.focus();
  }, [step]);

  function review(event: { preventDefault(): void }) {
    event.preventDefault();
    const found = reasonProblem(reason);
    setProblem(found);
    setFailure(undefined);
    if (found) setAttempt((n) => n + 1);
    else setStep('confirm');
  }

  async function reject() {
    setStep('sending');
    try {
      const answer = await api.reject(id, reason.trim());
      onDone(savedOutcome('reject', answer.mailSent));
    } catch (e: unknown) {
      setStep('edit');
      const outcome = failedOutcome('reject', e);
      if (outcome?.final) onDone({ tone: 'error', messages: outcome.messages });
      else if (outcome) setFailure(outcome.messages);
    }
  }

  const error = problem && t(problem);
  if (step !== 'edit') {
    return (
      <div
        className="admin-decide__form admin-confirm"
        role="group"
        ref={confirmRef}
        tabIndex={-1}
        aria-labelledby="reject-confirm-title"
      >
        <h3 id="reject-confirm-title">
          {t('admin.panel.reject.confirmTitle', { number: applicationNumber })}
        </h3>
        <p>{t('admin.panel.reject.confirmText')}</p>
        <blockquote className="admin-confirm__reason">{reason.trim()}</blockquote>
        <div className="button-row">
          <button
            type="button"
            className="button admin-button--danger"
            disabled={step === 'sending'}
            aria-busy={step === 'sending'}
            onClick={() => void reject()}
          >
            {step === 'sending' ? t('admin.panel.reject.sending') : t('admin.panel.reject.confirm')}
          </button>
          <button
            type="button"
            className="button button--secondary"
            disabled={step === 'sending'}
            onClick={() => setStep('edit')}
          >
            {t('common.form.cancel')}
          </button>
        </div>
      </div>
    );
  }
  return (
    <form className="admin-decide__form" noValidate onSubmit={review} aria-labelledby="reject-title">
      <h3 id="reject-title">{t('admin.panel.reject.title')}</h3>
      <DecisionField
        t={t}
        inputId={inputId}
        summaryId="reject-problems"
        label={t('admin.panel.reject.reasonLabel')}
        hint={t('admin.panel.reject.reasonHint')}
        error={error}
        attempt={attempt}
        failure={failure}
      >
        {(describedBy) => (
          <textarea
            id={inputId}
            name={inputId}
            className="field__input"
            rows={4}
            value={reason}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            onChange={(e) => setReason(e.target.value)}
          />
        )}
      </DecisionField>
      <button type="submit" className="button admin-button--danger" disabled={!hydrated}>
        {t('admin.panel.reject.submit')}
      </button>
    </form>
  );
}
