import { useEffect, useRef, useState } from 'react';
import { rejectionReasons, rejectRequestSchema, type RejectionReason } from '../../../../shared/api/admin';
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
const codeId = 'reject-reason-code';

interface Problems {
  readonly code?: AdminPanelKey;
  readonly reason?: AdminPanelKey;
}

/** The message keys of the form's problems (the schema's keys; any other reason issue is "too long"). */
function problemsOf(reasonCode: string, reason: string): Problems | undefined {
  const parsed = rejectRequestSchema.safeParse({ status: 'rejected', reasonCode, reason });
  if (parsed.success) return undefined;
  const issues = parsed.error.issues;
  const reasonIssue = issues.find((i) => i.path[0] === 'reason')?.message;
  return {
    ...(issues.some((i) => i.path[0] === 'reasonCode') ? { code: 'admin.errors.reasonCodeRequired' } : {}),
    ...(reasonIssue === undefined
      ? {}
      : {
          reason:
            reasonIssue === 'admin.errors.reasonRequired' ? reasonIssue : 'admin.panel.reject.errors.tooLong',
        }),
  };
}

/**
 * Reject with a reason from the list and the staff member's explanation (both required), then a
 * confirmation step; the traveller sees both on the status page and in the e-mail.
 */
export function RejectForm({ id, applicationNumber, api, hydrated, t, onDone }: Props) {
  const [reasonCode, setReasonCode] = useState<RejectionReason | ''>('');
  const [reason, setReason] = useState('');
  const [problems, setProblems] = useState<Problems | undefined>();
  const [attempt, setAttempt] = useState(0);
  const [step, setStep] = useState<Step>('edit');
  const [failure, setFailure] = useState<readonly AdminPanelKey[] | undefined>();
  const confirmRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (step === 'confirm') confirmRef.current?.focus();
  }, [step]);

  function review(event: { preventDefault(): void }) {
    event.preventDefault();
    const found = problemsOf(reasonCode, reason);
    setProblems(found);
    setFailure(undefined);
    if (found) setAttempt((n) => n + 1);
    else setStep('confirm');
  }

  async function reject() {
    setStep('sending');
    try {
      const answer = await api.reject(id, reasonCode as RejectionReason, reason.trim());
      onDone(savedOutcome('reject', answer.mailSent));
    } catch (e: unknown) {
      setStep('edit');
      const outcome = failedOutcome('reject', e);
      if (outcome?.final) onDone({ tone: 'error', messages: outcome.messages });
      else if (outcome) setFailure(outcome.messages);
    }
  }

  const error = problems?.reason && t(problems.reason);
  const codeError = problems?.code && t(problems.code);
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
        {reasonCode !== '' && (
          <p className="admin-confirm__code">{t(`common.rejectionReason.${reasonCode}`)}</p>
        )}
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
        otherProblems={codeError ? [{ target: codeId, text: codeError }] : []}
        before={
          <div className={`field${codeError ? ' field--error' : ''}`}>
            <label className="field__label" htmlFor={codeId}>
              {t('admin.panel.reject.reasonCodeLabel')}
            </label>
            {codeError && (
              <p className="field__error" id={`${codeId}-error`}>
                <span className="visually-hidden">{t('common.form.errorPrefix')}</span> {codeError}
              </p>
            )}
            <select
              id={codeId}
              name={codeId}
              className="field__input"
              value={reasonCode}
              aria-invalid={codeError ? true : undefined}
              aria-describedby={codeError ? `${codeId}-error` : undefined}
              onChange={(e) => setReasonCode(e.target.value as RejectionReason | '')}
            >
              <option value="">{t('admin.panel.reject.reasonCodeChoose')}</option>
              {rejectionReasons.map((code) => (
                <option key={code} value={code}>
                  {t(`common.rejectionReason.${code}`)}
                </option>
              ))}
            </select>
          </div>
        }
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
