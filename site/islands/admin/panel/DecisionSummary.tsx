import { useState } from 'react';
import { mailInProgressCode, type ApplicationDecision } from '../../../../shared/api/admin';
import type { LocaleCode } from '../../../../shared/locales';
import { AdminApiError, type AdminApi } from './admin-api';
import { StatusBadge } from './Badges';
import { formatDateTime } from './format';
import { EvisaActions } from './EvisaActions';
import type { AdminT } from './i18n';
import { Rows } from './SummaryLists';

interface Props {
  readonly id: string;
  readonly decision: ApplicationDecision;
  /** Admins may send a decision e-mail that failed again; support staff only see that it failed. */
  readonly canResend: boolean;
  readonly api: AdminApi;
  readonly hydrated: boolean;
  readonly locale: LocaleCode;
  readonly t: AdminT;
  readonly onResent: () => void;
}

type Resend = 'idle' | 'busy' | 'failed' | 'in_progress';

/** The decision taken: approved or rejected, when, by whom, the reason or the e-visa, and the e-mail. */
export function DecisionSummary({ id, decision, canResend, api, hydrated, locale, t, onResent }: Props) {
  const [resend, setResend] = useState<Resend>('idle');
  async function sendAgain() {
    setResend('busy');
    try {
      const answer = await api.resendDecisionMail(id, decision.mailSentAt ?? null);
      if (answer.mailSent) {
        setResend('idle');
        onResent();
      } else setResend('failed');
    } catch (e: unknown) {
      // A colleague pressed it at the same moment: the e-mail goes once, from their request.
      if (e instanceof AdminApiError && e.code === mailInProgressCode) {
        setResend('in_progress');
        onResent();
      } else setResend('failed');
    }
  }
  return (
    <section aria-labelledby="admin-decision-title">
      <h2 id="admin-decision-title">{t('common.label.decision')}</h2>
      <Rows
        rows={[
          { label: t('admin.panel.decision.outcome'), value: <StatusBadge status={decision.status} t={t} /> },
          { label: t('admin.panel.decision.decidedAt'), value: formatDateTime(decision.decidedAt, locale) },
          { label: t('admin.panel.decision.decidedBy'), value: decision.decidedBy },
          { label: t('admin.panel.decision.reason'), value: decision.reason },
          { label: t('admin.panel.evisaFile'), value: decision.evisaFileName, ltr: true },
          {
            label: t('admin.panel.decision.evisaReplaced'),
            value:
              decision.evisaReplacedAt &&
              t('admin.panel.decision.evisaReplacedAt', {
                at: formatDateTime(decision.evisaReplacedAt, locale),
                by: decision.evisaReplacedBy ?? '',
              }),
          },
          {
            label: t('admin.panel.decision.mail'),
            value: decision.mailSentAt
              ? t('admin.panel.decision.mailSentAt', { at: formatDateTime(decision.mailSentAt, locale) })
              : t('admin.panel.decision.mailNotSent'),
          },
        ]}
      />
      {decision.status === 'approved' && (
        <EvisaActions
          id={id}
          decision={decision}
          isAdmin={canResend}
          api={api}
          hydrated={hydrated}
          t={t}
          onChanged={onResent}
        />
      )}
      {!decision.mailSentAt && canResend && (
        <div className="admin-resend">
          <button
            type="button"
            className="button button--secondary"
            disabled={!hydrated || resend === 'busy'}
            aria-busy={resend === 'busy'}
            onClick={() => void sendAgain()}
          >
            {resend === 'busy' ? t('common.form.sending') : t('admin.panel.decision.resend')}
          </button>
          {resend === 'failed' && (
            <p className="field__error" role="alert">
              {t('admin.panel.decision.resendFailed')}
            </p>
          )}
          {resend === 'in_progress' && (
            <p className="notice" role="status">
              {t('admin.panel.decision.resendInProgress')}
            </p>
          )}
        </div>
      )}
    </section>
  );
}
