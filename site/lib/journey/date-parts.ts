/**
 * Dates are typed as day, month and year fields (GOV.UK pattern) and kept in the draft as
 * `year-month-day` exactly as typed, so that a half-typed date survives a reload; `toIsoDate`
 * turns a complete, real calendar date into ISO `YYYY-MM-DD` for validation and submission.
 */
export interface DateParts {
  readonly day: string;
  readonly month: string;
  readonly year: string;
}

const digitsOnly = (s: string) => s.replace(/\D/g, '');

export function splitDateValue(value: string | undefined): DateParts {
  const [year = '', month = '', day = ''] = (value ?? '').split('-');
  return { day, month, year };
}

/** Joins the three fields; an all-empty date is stored as ''. */
export function joinDateParts(parts: DateParts): string {
  const day = digitsOnly(parts.day).slice(0, 2);
  const month = digitsOnly(parts.month).slice(0, 2);
  const year = digitsOnly(parts.year).slice(0, 4);
  return day || month || year ? `${year}-${month}-${day}` : '';
}

/** `1990-3-5` → `1990-03-05`; undefined when a part is missing or the date does not exist (31 Feb). */
export function toIsoDate(value: string | undefined): string | undefined {
  const { day, month, year } = splitDateValue(value);
  if (!/^\d{4}$/.test(year) || !/^\d{1,2}$/.test(month) || !/^\d{1,2}$/.test(day)) return undefined;
  const y = Number(year);
  const m = Number(month);
  const d = Number(day);
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d)
    return undefined;
  return `${year}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** Normalises a stored date for submission: ISO when complete and real, else what was typed. */
export function normalizeDateValue(value: string | undefined): string {
  return toIsoDate(value) ?? value ?? '';
}

/** Today's date in the browser's own calendar (the traveller's "today"), as ISO. */
export function localToday(now: Date = new Date()): string {
  const y = now.getFullYear();
  const m = String(now.getMonth() + 1).padStart(2, '0');
  const d = String(now.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}
