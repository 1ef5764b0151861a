import { useEffect, useState } from 'react';
import { useBrowserSnapshot } from '../../lib/use-browser-snapshot';
import type { PaymentState } from '../../../shared/api/payments';
import { localizePath, type LocaleCode } from '../../../shared/locales';
import { formatMoney } from '../../../shared/i18n/money';

import { browserStore } from '../../lib/journey/storage';
import { readPaymentState } from '../../lib/payment/payment-client';
import {
  approvedReplyCode,
  confirmingRounds,
  readDelayMs,
  resultView,
  type ResultView,
  type ReturnQuery,
} from '../../lib/payment/result-view';
import {
  applicationAccess,
  clearPendingPayment,
  rememberPaidApplication,
} from '../../lib/payment/payment-storage';
import { usePaymentT, type PaymentIslandMessages } from './i18n';

interface Props {
  readonly locale: LocaleCode;
  readonly messages: PaymentIslandMessages;
}

type View =
  | { readonly kind: 'loading' | 'missing' | 'error' }
  | { readonly kind: 'paid'; readonly state: PaymentState }
  | Exclude<ResultView, { readonly kind: 'paid' }>;

/**
 * The payment-result screen (spec §2): reads orderId, status, reply_code and reply_desc from the
 * gateway's redirect, but shows what the server knows (DESIGN decision 5). While the server waits for
 * the outcome of an approved payment (its confirmation may come late: the reconciliation fetches a lost
 * one within minutes) the screen says so and keeps asking, with back-off, until the server knows.
 */
/** After an approved payment, a read the server could not answer (network, 5xx) is simply tried again. */
const mayRetry = (status: number, query: ReturnQuery) =>
  query.replyCode === approvedReplyCode && (status === 0 || status >= 500);

export function PaymentResult({ locale, messages }: Props) {
  const t = usePaymentT(locale, messages);
  const [asked, setView] = useState<View>({ kind: 'loading' });
  // "Check now" starts the reads again at once (from the round it gives).
  const [restart, setRestart] = useState({ round: 0 });
  // null: this browser holds no application to ask about.
  const access = useBrowserSnapshot(() => applicationAccess(browserStore()) ?? null);
  const view: View = access === null ? { kind: 'missing' } : asked;

  useEffect(() => {
    window.scrollTo(0, 0);
    const store = browserStore();
    clearPendingPayment(store);
    if (!access) return;
    const params = new URLSearchParams(window.location.search);
    const query: ReturnQuery = {
      orderId: params.get('orderId') ?? '',
      replyCode: params.get('reply_code') ?? '',
      replyDesc: params.get('reply_desc') ?? '',
    };
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const read = async (round: number) => {
      const answer = await readPaymentState(fetch, access.applicationId, access.accessToken);
      if (cancelled) return;
      if (answer.ok) {
        const next = resultView(answer.state, query, round);
        if (next.view.kind === 'paid') {
          const { state } = answer;
          rememberPaidApplication(
            store,
            state,
            query.orderId || state.applicationNumber,
            access.applicationId,
          );
          setView({ kind: 'paid', state });
        } else setView(next.view);
        if (!next.askAgain) return;
      } else if (!mayRetry(answer.status, query)) {
        setView({ kind: 'error' });
        return;
      } else if (round >= confirmingRounds) {
        setView({ kind: 'pending' }); // the server is briefly unreachable: still waiting, and saying so
      }
      timer = setTimeout(() => void read(round + 1), readDelayMs(round + 1));
    };
    void read(restart.round);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [restart, access]);

  const home = (
    <a className="button button--secondary" href={localizePath('/', locale)}>
      {t('common.action.returnHome')}
    </a>
  );
  switch (view.kind) {
    case 'loading':
    case 'confirming':
      return (
        <p className="journey-loading" role="status">
          {t('payment.result.confirming')}
        </p>
      );
    case 'paid':
      return (
        <section className="notice" aria-labelledby="result-heading">
          <h2 id="result-heading">{t('payment.result.successTitle')}</h2>
          <p>{t('payment.result.successText')}</p>
          <dl className="summary-list summary-list--plain">
            <div className="summary-list__row">
              <dt className="summary-list__key">{t('payment.result.orderId')}</dt>
              <dd className="summary-list__value" dir="ltr">
                {view.state.applicationNumber}
              </dd>
            </div>
            <div className="summary-list__row">
              <dt className="summary-list__key">{t('payment.result.amount')}</dt>
              <dd className="summary-list__value">{formatMoney(view.state.amount, locale)}</dd>
            </div>
          </dl>
          <div className="button-row">
            <a className="button" href={localizePath('/kenya-eta-documents', locale)}>
              {t('payment.pay.toDocuments')}
            </a>
            {home}
          </div>
        </section>
      );
    case 'failed':
      return (
        <section className="notice notice--error" aria-labelledby="result-heading">
          <h2 id="result-heading">{t('payment.result.failedTitle')}</h2>
          <p>{t('payment.result.failedText')}</p>
          {view.code && (
            <dl className="summary-list summary-list--plain">
              <div className="summary-list__row">
                <dt className="summary-list__key">{t('payment.result.description')}</dt>
                <dd className="summary-list__value">{view.description}</dd>
              </div>
              <div className="summary-list__row">
                <dt className="summary-list__key">{t('payment.result.code')}</dt>
                <dd className="summary-list__value" dir="ltr">
                  {view.code}
                </dd>
              </div>
            </dl>
          )}
          <div className="button-row">
            <a className="button" href={localizePath('/kenya-eta-payment-new', locale)}>
              {t('payment.result.tryAgain')}
            </a>
            {home}
          </div>
        </section>
      );
    case 'refund':
      return (
        <section className="notice notice--warning" aria-labelledby="result-heading">
          <h2 id="result-heading">{t('payment.result.refundTitle')}</h2>
          <p>{t('payment.result.refundText')}</p>
          <div className="button-row">
            <a className="button" href={localizePath('/kenya-eta-check-status', locale)}>
              {t('common.action.checkStatus')}
            </a>
            {home}
          </div>
        </section>
      );
    default: {
      const text =
        view.kind === 'pending'
          ? t('payment.result.pending')
          : view.kind === 'missing'
            ? t('payment.result.missing')
            : t('payment.result.error');
      return (
        <div className="notice notice--warning" role="status">
          <p>{text}</p>
          <div className="button-row">
            {view.kind !== 'missing' && (
              <button
                type="button"
                className="button"
                // A check on demand keeps the pending wording (it does not start "Confirming…" again).
                onClick={() => setRestart({ round: view.kind === 'pending' ? confirmingRounds : 0 })}
              >
                {t('payment.result.checkAgain')}
              </button>
            )}
            {view.kind === 'missing' && (
              <a className="button" href={localizePath('/kenya-eta-check-status', locale)}>
                {t('common.action.checkApplicationStatus')}
              </a>
            )}
            {home}
          </div>
        </div>
      );
    }
  }
}
