import type { AdminT } from './i18n';
import { labelOf, statusLabelOf } from './i18n';

/** An application's status as a coloured tag (the colour is never the only cue: the word is there). */
export function StatusBadge({ status, t }: { status: string; t: AdminT }) {
  return <span className={`admin-badge admin-badge--${status}`}>{statusLabelOf(t, status)}</span>;
}

/** The payment state as a tag: paid, unpaid, failed. */
export function PaymentBadge({ status, t }: { status: string; t: AdminT }) {
  return (
    <span className={`admin-badge admin-badge--payment-${status}`}>
      {labelOf(t, `common.paymentStatus.${status}`, status)}
    </span>
  );
}
