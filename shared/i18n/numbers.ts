import type { LocaleCode } from '../locales';

/**
 * Whole numbers in a message ("Applicant 2 of 3", "5 minutes"). The first `Intl.NumberFormat` a page
 * builds loads the browser's number-formatting data: 0.2–0.7 s of main thread on a throttled phone,
 * the details page's one long task (docs/benchmarks.md). Every site locale writes 0–999 in Latin digits
 * without grouping, exactly as `String(n)` does (`test/unit/shared/i18n/numbers.test.ts` holds each
 * locale to it), so those numbers skip Intl; larger or fractional ones use one cached formatter per
 * locale.
 */
const formats = new Map<string, Intl.NumberFormat>();

export function formatNumber(locale: LocaleCode, value: number): string {
  if (Number.isInteger(value) && value >= 0 && value < 1000) return String(value);
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale);
    formats.set(locale, format);
  }
  return format.format(value);
}
