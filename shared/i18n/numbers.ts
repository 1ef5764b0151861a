import type { LocaleCode } from '../locales';

/**
 * Whole numbers in a message ("Applicant 2 of 3", "5 minutes"). The first `Intl.NumberFormat` a page
 * builds loads the browser's number-formatting data: 0.2–0.7 s of main thread on a throttled phone,
 * the details page's one long task (docs/benchmarks.md). Every site locale writes 0–999 in Latin digits
 * without grouping, exactly as `String(n)` does (`test/unit/shared/i18n/numbers.test.ts` holds each
 * locale to it), so those numbers skip Intl; larger or fractional ones are formatted for the locale.
 */
export function formatNumber(locale: LocaleCode, value: number): string {
  // 0–999 (not -1, 1.5 or 1e21): one to three digits once written.
  return /^\d{1,3}$/.test(String(value)) ? String(value) : new Intl.NumberFormat(locale).format(value);
}
