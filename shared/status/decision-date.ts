import type { ProcessingType } from '../journey/options';
import { processingOptions } from '../journey/pricing';

/**
 * The promised decision date (spec §9): the upper bound of the chosen speed's business days
 * (normal 15, fast 5, super_fast 2), counted Monday to Friday from the day processing started, as a
 * calendar date in East Africa Time (UTC+3, no daylight saving), where the office works.
 */
export const officeUtcOffsetHours = 3;

/** The calendar date (`YYYY-MM-DD`) of an instant in East Africa Time. */
export function eastAfricaDate(instant: Date): string {
  return new Date(instant.getTime() + officeUtcOffsetHours * 3_600_000).toISOString().slice(0, 10);
}

/** `days` business days (Monday to Friday) after an ISO date; weekends are skipped. */
export function addBusinessDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  let left = days;
  while (left > 0) {
    date.setUTCDate(date.getUTCDate() + 1);
    const weekday = date.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return date.toISOString().slice(0, 10);
}

/** The business days promised for a processing speed (the upper bound of its range). */
export function promisedBusinessDays(speed: ProcessingType): number {
  return processingOptions[speed].maxBusinessDays;
}

/** The date by which a decision is promised, for processing that started at `startedAt`. */
export function promisedDecisionDate(startedAt: Date, speed: ProcessingType): string {
  return addBusinessDays(eastAfricaDate(startedAt), promisedBusinessDays(speed));
}

/**
 * When processing started: the later of the payment and the documents' submission (the wizard's
 * documents come with the application, before it is paid; the documents page's come after it), or
 * whichever of the two there is.
 */
export function processingStartedAt(a: {
  readonly paidAt?: string;
  readonly documentsSubmittedAt?: string;
}): string | undefined {
  const { paidAt, documentsSubmittedAt } = a;
  if (paidAt === undefined || documentsSubmittedAt === undefined) return documentsSubmittedAt ?? paidAt;
  return documentsSubmittedAt > paidAt ? documentsSubmittedAt : paidAt;
}
