import { journeyPaths } from '../journey/steps';
import type { PaymentState } from '../../../shared/api/payments';

/** The reply code of an approved payment in the gateway's return redirect. */
export const approvedReplyCode = '0000';

/**
 * What the gateway's return redirect said (never trusted: the server's answer decides). The
 * payment-success pages have no redirect: they pass `undefined`.
 */
export interface ReturnQuery {
  readonly orderId: string;
  readonly replyCode: string;
  readonly replyDesc: string;
}

/**
 * What a payment screen shows for the server's answer to its `round`-th read (0-based) and whether it
 * asks again: `paid`; `refund` (a payment arrived when nothing was owed); `failed` (with the reply to
 * show); `unpaid` (a success page for an application the server holds no payment for: it offers Pay);
 * while the server still waits for the outcome of a payment (the gateway said approved, or a success
 * page was opened), `confirming` for the first reads, then `pending`, which says it keeps checking, up
 * to `maxRounds` reads (about six minutes: the reconciliation settles a lost confirmation within
 * minutes), then `stalled`, which stops asking and says what to do. Nothing says paid that the server
 * has not recorded.
 */
export type ResultView =
  | { readonly kind: 'paid' }
  | { readonly kind: 'refund' }
  | { readonly kind: 'confirming' }
  | { readonly kind: 'pending' }
  | { readonly kind: 'stalled' }
  | { readonly kind: 'unpaid' }
  | { readonly kind: 'failed'; readonly code: string; readonly description: string };

/** Reads shown as "Confirming your payment…" before the screen says that it keeps checking. */
export const confirmingRounds = 3;
/** The last read a screen makes by itself while the payment stays pending (then "Check again"). */
export const maxRounds = 40;

export function resultView(
  state: PaymentState,
  query: ReturnQuery | undefined,
  round: number,
): { readonly view: ResultView; readonly askAgain: boolean } {
  if (state.paymentStatus === 'paid') return { view: { kind: 'paid' }, askAgain: false };
  if (state.refundDue) return { view: { kind: 'refund' }, askAgain: false };
  const approved = query === undefined || query.replyCode === approvedReplyCode;
  if (approved && state.pending) {
    if (round >= maxRounds) return { view: { kind: 'stalled' }, askAgain: false };
    return { view: round < confirmingRounds ? { kind: 'confirming' } : { kind: 'pending' }, askAgain: true };
  }
  if (query === undefined && state.paymentStatus === 'unpaid') {
    return { view: { kind: 'unpaid' }, askAgain: false };
  }
  const last = state.paymentStatus === 'failed' ? state.lastAttempt : undefined;
  const fromQuery = query !== undefined && !approved;
  return {
    view: {
      kind: 'failed',
      code: last?.replyCode ?? (fromQuery ? query.replyCode : ''),
      description: last?.replyDesc ?? (fromQuery ? query.replyDesc : ''),
    },
    askAgain: false,
  };
}

/** The wait before read `round` (0-based): at once, then 1, 2, 4, 8 s, then every 10 s. */
export function readDelayMs(round: number): number {
  if (round <= 0) return 0;
  return Math.min(1000 * 2 ** (round - 1), 10_000);
}

/** Where a paid application goes next: the documents step while documents are missing, else the end. */
export function nextStepPath(state: PaymentState): string {
  return state.documentsSubmitted ? journeyPaths.finalSuccess : journeyPaths.documents;
}
