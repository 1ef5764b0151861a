import { getLocale, type LocaleCode } from '../../../../shared/locales';
import { formatInstant } from '../../../../shared/time-format';

/**
 * Formatting for the admin panel, in the panel's language. Pure functions of their inputs (the time
 * zone is a parameter, so tests fix it; the panel passes the staff member's own).
 */

/** A count for the locale ("1,234", "1.234", "١٬٢٣٤"). */
export function formatCount(value: number, locale: LocaleCode): string {
  return new Intl.NumberFormat(getLocale(locale).tag).format(value);
}

/**
 * An instant (ISO date-time) as a date and time with the zone named ("25 Nov 2026, 14:05 GMT+1"), in
 * `timeZone` (default the staff member's own); the raw text if invalid.
 */
export function formatDateTime(iso: string, locale: LocaleCode, timeZone?: string): string {
  return formatInstant(iso, getLocale(locale).tag, { month: 'short', ...(timeZone ? { timeZone } : {}) });
}

/** A calendar date (`YYYY-MM-DD`, no time zone) as a medium date; the raw text if it is not one. */
export function formatCalendarDate(value: string, locale: LocaleCode): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(getLocale(locale).tag, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    date,
  );
}

/** A file size: "850 KB", "2.4 MB" (at least 1 KB, so a tiny file never reads "0 KB"). */
export function formatBytes(bytes: number, locale: LocaleCode): string {
  const number = new Intl.NumberFormat(getLocale(locale).tag, { maximumFractionDigits: 1 });
  const megabyte = 1024 * 1024;
  return bytes >= megabyte
    ? `${number.format(bytes / megabyte)} MB`
    : `${number.format(Math.max(1, Math.round(bytes / 1024)))} KB`;
}

/** A country's name in the locale from its ISO 3166 code; the code itself when unknown. */
export function countryName(code: string, locale: LocaleCode): string {
  if (!/^[A-Z]{2}$/.test(code)) return code;
  return (
    new Intl.DisplayNames([getLocale(locale).tag], { type: 'region', fallback: 'code' }).of(code) ?? code
  );
}
