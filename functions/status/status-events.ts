import type { ApplicationStatus } from '../../shared/status/lookup';

type Event = ApplicationStatus['events'][number];

/** The fields of an application record that date its events (each set by the concern that acts). */
export interface DatedRecord {
  readonly status: string;
  readonly createdAt: string;
  readonly paidAt?: string;
  readonly documentsSubmittedAt?: string;
  /** Set by staff's Start review (`functions/admin/start-review.ts`). */
  readonly review?: { readonly startedAt?: string };
  readonly decision?: { readonly decidedAt: string };
  readonly withdrawnAt?: string;
  /** Refunds issued from the admin panel (`functions/payments/issue-refund.ts`). */
  readonly refundsIssued?: readonly { readonly refundedAt?: string }[];
  readonly dataErasedAt?: string;
}

/** The decision's kind, from the status it left: approved, rejected (or declined, as older records say). */
function decisionKind(status: string): Event['kind'] | undefined {
  if (status === 'approved') return 'approved';
  if (status === 'rejected' || status === 'declined') return 'rejected';
  return undefined;
}

/**
 * The events that happened to an application, each with its date, oldest first (issue 14 item 4):
 * only what the record proves happened; nothing upcoming (the promised date is `decisionDueBy`).
 */
export function eventsOf(record: DatedRecord): Event[] {
  const decided = decisionKind(record.status);
  const refunds = (record.refundsIssued ?? []).map((r) => r.refundedAt).filter((at) => at !== undefined);
  const candidates: [Event['kind'], string | undefined][] = [
    ['created', record.createdAt],
    ['paid', record.paidAt],
    ['documentsSubmitted', record.documentsSubmittedAt],
    ['reviewStarted', record.review?.startedAt],
    ...(decided ? [[decided, record.decision?.decidedAt] as [Event['kind'], string | undefined]] : []),
    ['withdrawn', record.withdrawnAt],
    ['refunded', refunds.sort().at(-1)],
    ['dataErased', record.dataErasedAt],
  ];
  return candidates
    .filter((c): c is [Event['kind'], string] => typeof c[1] === 'string' && c[1] !== '')
    .map(([kind, at]) => ({ kind, at }))
    .sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
}
