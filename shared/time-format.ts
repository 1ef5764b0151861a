/**
 * Times as the reader needs them: an instant always with its time zone named, in the reader's own zone
 * unless another is given; East Africa Time (the zone of Kenya and of our support team) by name where
 * office hours are meant. Pure functions of their inputs, so tests fix the zone.
 */

/** The time zone of the support team's office hours and of Kenya: East Africa Time, UTC+3 all year. */
export const eastAfricaTimeZone = 'Africa/Nairobi';

/**
 * An instant (ISO date-time or Date) as a date and time with the zone's short name, e.g.
 * "25 November 2026, 14:05 GMT+1" or "25 Nov 2026, 16:05 EAT"; in `timeZone`, else the runtime's own
 * (the traveller's, in the browser). An invalid value is given back as it is.
 */
export function formatInstant(
  value: string | Date,
  languageTag: string,
  options: { readonly timeZone?: string; readonly month?: 'long' | 'short' } = {},
): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return new Intl.DateTimeFormat(languageTag, {
    year: 'numeric',
    month: options.month ?? 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    ...(options.timeZone === undefined ? {} : { timeZone: options.timeZone }),
  }).format(date);
}

/**
 * A calendar date as typed (`YYYY-MM-DD`, no time, no zone) for reading: "5 March 2026" in the reader's
 * language, the same day wherever the reader is.
 */
export function formatCalendarDate(iso: string, languageTag: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  return new Intl.DateTimeFormat(languageTag, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1)),
  );
}

/** The short name of a time zone at an instant in a language ("GMT+1", "CET", "EAT"). */
export function timeZoneName(languageTag: string, timeZone?: string, at: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat(languageTag, {
    timeZoneName: 'short',
    ...(timeZone === undefined ? {} : { timeZone }),
  }).formatToParts(at);
  return parts.find((p) => p.type === 'timeZoneName')?.value ?? timeZone ?? '';
}
