import { useEffect, useRef, useState } from 'react';
import type { PaymentState } from '../../../shared/api/payments';
import { localizePath, type LocaleCode } from '../../../shared/locales';
import { browserStore } from '../journey/storage';
import { useBrowserSnapshot } from '../use-browser-snapshot';
import { readPaymentState } from './payment-client';
import { readLinkAccess } from '../documents/link-access';
import { applicationAccess, clearPendingPayment, rememberPaidApplication } from './payment-storage';
import {
  approvedReplyCode,
  confirmingRounds,
  maxRounds,
  nextStepPath,
  readDelayMs,
  resultView,
  type ResultView,
  type ReturnQuery,
} from './result-view';

export type ConfirmationView =
  | { readonly kind: 'loading' | 'missing' | 'error' }
  | { readonly kind: 'paid' | 'movingOn'; readonly state: PaymentState }
  | { readonly kind: 'unpaid'; readonly state: PaymentState }
  | Exclude<ResultView, { readonly kind: 'paid' | 'unpaid' }>;

/** After an approved payment, a read the server could not answer (network, 5xx) is simply tried again. */
const mayRetry = (status: number, query: ReturnQuery | undefined) =>
  (query === undefined || query.replyCode === approvedReplyCode) && (status === 0 || status >= 500);

/** The gateway's return query, or `undefined` on a page the gateway does not return to. */
function returnQuery(fromGateway: boolean): ReturnQuery | undefined {
  if (!fromGateway) return undefined;
  const params = new URLSearchParams(window.location.search);
  return {
    orderId: params.get('orderId') ?? '',
    replyCode: params.get('reply_code') ?? '',
    replyDesc: params.get('reply_desc') ?? '',
  };
}

/**
 * Asks the server about the payment of the application saved in this browser (DESIGN decision 5: the
 * screens show what the server recorded, never the redirect's word) with back-off, for at most
 * `maxRounds` reads while it is pending. When the server records the payment after the screen had to
 * wait, the screen moves on by itself: to the documents step while documents are missing, else to the
 * final page. `restart(round)` asks again at once ("Check again").
 */
export function usePaymentConfirmation(locale: LocaleCode, fromGateway: boolean) {
  const [asked, setView] = useState<ConfirmationView>({ kind: 'loading' });
  const [restart, setRestart] = useState({ round: 0 });
  // Whether the screen had to wait (it said "confirming"): kept across re-runs of the effect below
  // (the browser's copy of the application changes while it asks), so the move on is not lost.
  const waited = useRef(false);
  // null: this browser holds no application to ask about.
  // Access given through the personal link in this tab comes first (another device's payment).
  const access = useBrowserSnapshot(() => readLinkAccess() ?? applicationAccess(browserStore()) ?? null);
  const view: ConfirmationView = access === null ? { kind: 'missing' } : asked;

  useEffect(() => {
    const store = browserStore();
    if (fromGateway) clearPendingPayment(store);
    if (!access) return;
    const query = returnQuery(fromGateway);
    let cancelled = false;
    if (restart.round > 0) waited.current = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const read = async (round: number) => {
      const answer = await readPaymentState(fetch, access.applicationId, access.accessToken);
      if (cancelled) return;
      if (answer.ok) {
        const { state } = answer;
        const next = resultView(state, query, round);
        if (next.view.kind === 'paid') {
          rememberPaidApplication(
            store,
            state,
            query?.orderId || state.applicationNumber,
            access.applicationId,
          );
          setView({ kind: waited.current ? 'movingOn' : 'paid', state });
          if (waited.current) window.location.replace(localizePath(nextStepPath(state), locale));
          return;
        }
        setView(next.view.kind === 'unpaid' ? { kind: 'unpaid', state } : next.view);
        if (!next.askAgain) return;
        waited.current = true;
      } else if (!mayRetry(answer.status, query)) {
        setView({ kind: 'error' });
        return;
      } else if (round >= maxRounds) {
        setView({ kind: 'stalled' });
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
  }, [restart, access, fromGateway, locale]);

  return { view, checkAgain: (round: number) => setRestart({ round }) };
}
