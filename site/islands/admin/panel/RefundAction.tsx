import { useEffect, useRef, useState } from 'react';
import type { RefundDue } from '../../../../shared/api/admin';
import { feeNonRefundableCode, refundNotSupportedCode } from '../../../../shared/api/payments';
import { formatMoney } from '../../../../shared/i18n/money';
import type { LocaleCode } from '../../../../shared/locales';
import type { AdminPanelKey } from '../../../lib/island-messages';
import { AdminApiError, type AdminApi } from './admin-api';
import type { AdminT } from './i18n';

interface Props {
  readonly applicationId: string;
  readonly refund: RefundDue;
  readonly api: AdminApi;
  readonly hydrated: boolean;
  readonly locale: LocaleCode;
  readonly t: AdminT;
  /** The refund was recorded (now or before): read the application again. */
  readonly onRefunded: () => void;
}

type Step = 'idle' | 'confirm' | 'sending';

/** What a refused refund means for the staff member. */
function failureOf(e: unknown): AdminPanelKey {
  if (e instanceof AdminApiError && e.code === refundNotSupportedCode)
    return 'admin.panel.refund.inDashboard';
  if (e instanceof AdminApiError && e.code === feeNonRefundableCode)
    return 'admin.panel.refund.nonRefundable';
  return 'admin.panel.refund.failed';
}

/**
 * Gives one flagged payment back to the payer's card through the gateway (issue 17), after a
 * confirmation naming the amount. The server refunds once however often it is asked (two colleagues,
 * a double click); a gateway without refunds (the sandbox) says to use its dashboard instead.
 */
export function RefundAction({ applicationId, refund, api, hydrated, locale, t, onRefunded }: Props) {
  const [step, setStep] = useState<Step>('idle');
  const [failure, setFailure] = useState<AdminPanelKey | undefined>();
  const confirmRef = useRef<HTMLDivElement>(null);
  const failureRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (step === 'confirm') confirmRef.current?.focus();
  }, [step]);
  useEffect(() => {
    if (failure) failureRef.current?.focus();
  }, [failure]);

  const amount = formatMoney(refund.amount, locale);
  async function send() {
    setStep('sending');
    try {
      await api.issueRefund(applicationId, refund.transactionId);
      onRefunded();
    } catch (e: unknown) {
      setStep('idle');
      setFailure(failureOf(e));
    }
  }

  if (step !== 'idle') {
    const titleId = `refund-confirm-${refund.transactionId}`;
    return (
      <div className="admin-confirm" role="group" ref={confirmRef} tabIndex={-1} aria-labelledby={titleId}>
        <p id={titleId}>
          {refund.cardLast4
            ? t('admin.panel.refund.confirmCard', { amount, last4: refund.cardLast4 })
            : t('admin.panel.refund.confirm', { amount })}
        </p>
        <div className="button-row">
          <button
            type="button"
            className="button admin-button--danger"
            disabled={step === 'sending'}
            aria-busy={step === 'sending'}
            onClick={() => void send()}
          >
            {step === 'sending' ? t('admin.panel.refund.sending') : t('admin.panel.refund.yes', { amount })}
          </button>
          <button
            type="button"
            className="button button--secondary"
            disabled={step === 'sending'}
            onClick={() => setStep('idle')}
          >
            {t('common.form.cancel')}
          </button>
        </div>
      </div>
    );
  }
  return (
    <div className="admin-refund">
      {failure && (
        <p className="notice notice--error" role="alert" tabIndex={-1} ref={failureRef}>
          {t(failure)}
        </p>
      )}
      <button
        type="button"
        className="button button--secondary"
        disabled={!hydrated}
        onClick={() => {
          setFailure(undefined);
          setStep('confirm');
        }}
      >
        {t('admin.panel.refund.button', { amount })}
      </button>
    </div>
  );
}
