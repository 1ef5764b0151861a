import type { PaymentState } from '../../../shared/api/payments';

/** The reply code of an approved payment in the gateway's return redirect. */
export const approvedReplyCode = '0000';

/** What the gateway's return redirect said (never trusted: the server's answer decides). */
export interface ReturnQuery {
  readonly orderId: string;
  readonly replyCode: string;
  readonly replyDesc: string;
}

/**
 * What the payment-result screen shows for the server's answer to its `round`-th read (0-based) and
 * whether it asks again: `paid`; `refund` (a payment arrived when nothing was owed); `failed` (with the
 * reply to show); while the server still waits for the outcome of an approved payment, `confirming`
 * for the first reads, then `pending`, which says it keeps checking, and asks again for as long as
 * the server says the payment is pending (the reconciliation settles a lost confirmation within
 * minutes).
 */
export type ResultView =
  | { readonly kind: 'paid' }
  | { readonly kind: 'refund' }
  | { readonly kind: 'confirming' }
  | { readonly kind: 'pending' }
  | { readonly kind: 'failed'; readonly code: string; readonly description: string };

export function resultView(
  state: PaymentState,
  query: ReturnQuery,
  round: number,
): { readonly view: ResultView; readonly askAgain: boolean } {
  if (state.paymentStatus === 'paid') return { view: { kind: 'paid' }, askAgain: false };
  if (state.refundDue) return { view: { kind: 'refund' }, askAgain: false };
  if (query.replyCode === approvedReplyCode && state.pending) {
    return { view: round < confirmingRounds ? { kind: 'confirming' } : { kind: 'pending' }, askAgain: true };
  }
  const last = state.paymentStatus === 'failed' ? state.lastAttempt : undefined;
  const fromQuery = query.replyCode !== approvedReplyCode;
  return {
    view: {
      kind: 'failed',
      code: last?.replyCode ?? (fromQuery ? query.replyCode : ''),
      description: last?.replyDesc ?? (fromQuery ? query.replyDesc : ''),
    },
    askAgain: false,
  };
}

/** Reads shown as "Confirming your payment…" before the screen says that it keeps checking. */
export const confirmingRounds = 3;

/** The wait before read `round` (0-based): at once, then 1, 2, 4, 8 s, then every 10 s. */
export function readDelayMs(round: number): number {
  if (round <= 0) return 0;
  return Math.min(1000 * 2 ** (round - 1), 10_000);
}
