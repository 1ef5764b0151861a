import { useEffect, useState } from 'react';
import { useBrowserSnapshot } from '../../lib/use-browser-snapshot';
import type { PaymentState } from '../../../shared/api/payments';
import { localizePath, type LocaleCode } from '../../../shared/locales';
import { formatMoney } from '../../../shared/i18n/money';

import { browserStore } from '../../lib/journey/storage';
import { confirmationPollDelaysMs, readPaymentState } from '../../lib/payment/payment-client';
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
  | { readonly kind: 'loading' | 'confirming' | 'pending' | 'missing' | 'error' }
  | { readonly kind: 'paid'; readonly state: PaymentState }
  | { readonly kind: 'failed'; readonly code: string; readonly description: string };

const approved = '0000';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The payment-result screen (spec §2): reads orderId, status, reply_code and reply_desc from the
 * gateway's redirect, but shows what the server knows (DESIGN decision 5). While the server has not
 * yet received the gateway's callback after a success redirect, it asks again with back-off.
 */
export function PaymentResult({ locale, messages }: Props) {
  const t = usePaymentT(locale, messages);
  const [asked, setView] = useState<View>({ kind: 'loading' });
  const [round, setRound] = useState(0);
  // null: this browser holds no application to ask about.
  const access = useBrowserSnapshot(() => applicationAccess(browserStore()) ?? null);
  const view: View = access === null ? { kind: 'missing' } : asked;

  useEffect(() => {
    window.scrollTo(0, 0);
    const store = browserStore();
    clearPendingPayment(store);
    if (!access) return;
    const query = new URLSearchParams(window.location.search);
    const orderId = query.get('orderId') ?? '';
    const replyCode = query.get('reply_code') ?? '';
    const replyDesc = query.get('reply_desc') ?? '';
    let cancelled = false;
    void (async () => {
      const delays = replyCode === approved ? [0, ...confirmationPollDelaysMs] : [0];
      for (const [i, delay] of delays.entries()) {
        if (delay) await sleep(delay);
        if (cancelled) return;
        const answer = await readPaymentState(fetch, access.applicationId, access.accessToken);
        if (cancelled) return;
        if (!answer.ok) {
          setView({ kind: 'error' });
          return;
        }
        const { state } = answer;
        if (state.paymentStatus === 'paid') {
          rememberPaidApplication(store, state, orderId || state.applicationNumber, access.applicationId);
          setView({ kind: 'paid', state });
          return;
        }
        if (replyCode !== approved) {
          const last = state.lastAttempt;
          setView({
            kind: 'failed',
            code: last && state.paymentStatus === 'failed' ? last.replyCode : replyCode,
            description: last && state.paymentStatus === 'failed' ? last.replyDesc : replyDesc,
          });
          return;
        }
        setView({ kind: i === delays.length - 1 ? 'pending' : 'confirming' });
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [round, access]);

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
          <div className="button-row">
            <a className="button" href={localizePath('/kenya-eta-payment-new', locale)}>
              {t('payment.result.tryAgain')}
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
              <button type="button" className="button" onClick={() => setRound((r) => r + 1)}>
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
