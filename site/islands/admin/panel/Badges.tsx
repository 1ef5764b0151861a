import type { DestinationId } from '../../../../shared/destinations/types';
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

/**
 * The document an application is for, by its destination ("Kenya eTA", "Tanzania e-visa"): in the
 * detail view always, in the list when it shows more than one destination. Absent reads as Kenya's.
 */
export function DestinationBadge({ destination, t }: { destination: DestinationId | undefined; t: AdminT }) {
  const id = destination ?? 'kenya';
  return (
    <span className={`admin-badge admin-badge--destination admin-badge--destination-${id}`}>
      {t(`common.documentKind.${id}`)}
    </span>
  );
}
