import { journeyPaths } from '../../lib/journey/steps';
import { useRef, useState } from 'react';
import { localizePath, type LocaleCode } from '../../../shared/locales';
import { browserStore } from '../../lib/journey/storage';
import { applicationAccess, rememberPendingPayment } from '../../lib/payment/payment-storage';
import { formatMoney } from '../../../shared/i18n/money';
import { type T } from '../journey/i18n';

interface Props {
  readonly t: T;
  readonly locale: LocaleCode;
  readonly applicationNumber: string;
  readonly amount: number;
  /** Goes to the gateway's hosted page (a test may observe it). */
  readonly navigate?: (url: string) => void;
}

type Problem =
  | { readonly kind: 'failed'; readonly reason: string }
  | { readonly kind: 'already_paid' }
  | { readonly kind: 'closed' };

/**
 * The Pay button of the payment screen (spec §2, §4, §8): a busy state while the server creates the
 * payment, then the gateway's hosted page; on failure the alert with the server's reason and the
 * button enabled again; an application already paid gets a clear message and a link to documents, a
 * decided one a message that nothing is owed and a link to its status.
 */
export function PayButton({ t, locale, applicationNumber, amount, navigate }: Props) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem>();
  const alertRef = useRef<HTMLDivElement>(null);

  async function pay() {
    if (busy) return;
    setBusy(true);
    setProblem(undefined);
    const store = browserStore();
    const access = applicationAccess(store);
    const notSent = { ok: false, kind: 'failed', reason: undefined } as const;
    // The payment client (and its response schemas) is loaded when the traveller pays.
    const outcome = access
      ? await import('../../lib/payment/payment-client').then(
          ({ requestPayment }) => requestPayment(fetch, { ...access, locale }),
          () => notSent,
        )
      : notSent;
    if (outcome.ok) {
      rememberPendingPayment(store, outcome.payment.transactionId, applicationNumber);
      (navigate ?? ((url: string) => window.location.assign(url)))(outcome.payment.paymentUrl);
      return; // the page is leaving: the button stays busy
    }
    setBusy(false);
    setProblem(
      outcome.kind === 'failed'
        ? { kind: 'failed', reason: outcome.reason ?? t('payment.pay.networkReason') }
        : { kind: outcome.kind },
    );
    requestAnimationFrame(() => alertRef.current?.focus());
  }

  return (
    <div className="pay-action">
      {problem?.kind === 'failed' && (
        <div className="notice notice--error" role="alert" tabIndex={-1} ref={alertRef}>
          <p>
            <strong>{t('payment.pay.failed')}</strong>
          </p>
          <p>{problem.reason || t('payment.pay.defaultReason')}</p>
        </div>
      )}
      {problem?.kind === 'already_paid' && (
        <div className="notice" role="alert" tabIndex={-1} ref={alertRef}>
          <p>{t('payment.pay.alreadyPaid')}</p>
          <p>
            <a href={localizePath(journeyPaths.documents, locale)}>{t('payment.pay.toDocuments')}</a>
          </p>
        </div>
      )}
      {problem?.kind === 'closed' && (
        <div className="notice" role="alert" tabIndex={-1} ref={alertRef}>
          <p>{t('payment.pay.closed')}</p>
          <p>
            <a href={localizePath('/kenya-eta-check-status', locale)}>{t('payment.pay.toStatus')}</a>
          </p>
        </div>
      )}
      <p className="muted">{t('payment.pay.redirectNote')}</p>
      <button type="button" className="button" onClick={() => void pay()} disabled={busy} aria-busy={busy}>
        {busy ? t('payment.pay.busy') : t('payment.pay.button', { amount: formatMoney(amount, locale) })}
      </button>
    </div>
  );
}
