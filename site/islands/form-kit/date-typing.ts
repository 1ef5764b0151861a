import { joinDateParts, splitDateValue, type DateParts } from '../../lib/journey/date-parts';

/*
 * Typing a date in DateField's three boxes (issue 19), apart from date-parts.ts so that only the pages
 * with a date field load it (check-answers and documents read date-parts.ts too).
 */

/**
 * A whole date typed or pasted into one of the three boxes: day first (`9/12/1986`, `09.12.1986`,
 * `9-12-1986`, `9 12 1986`), or year first when the first part has 4 digits (`1986-12-09`,
 * `1986/12/9`); undefined for anything else. The parts stay as written (`09` is not made `9`).
 */
export function parseWholeDate(text: string): DateParts | undefined {
  const [, a = '', month = '', b = ''] = /^(\d{1,4})[-/. ](\d\d?)[-/. ](\d{1,4})$/.exec(text.trim()) ?? [];
  if (a.length === 4 && b.length < 3) return { day: b, month, year: a };
  if (a.length < 3 && b.length === 4) return { day: a, month, year: b };
  return undefined;
}

/** What typing `text` in the `part` box does: the value to store, and the box the focus moves to. */
export interface DateTyping {
  readonly value: string;
  /** The next box after a separator (its text selected, as a Tab would); the year after a whole date. */
  readonly moveTo?: keyof DateParts;
  /** A whole date filled the three boxes (the caret goes to the year's end). */
  readonly whole?: boolean;
}

/**
 * A separator (`/`, `.`, `-`, space) typed at the end of the day or the month moves on to the next
 * box and is not kept; a whole date (`parseWholeDate`), pasted or filled in any box, fills all three.
 * Anything else stays in its box as `joinDateParts` keeps a typed part. No box moves on as digits are
 * typed.
 */
export function typeDatePart(value: string, part: keyof DateParts, text: string): DateTyping {
  const whole = parseWholeDate(text);
  if (whole) return { value: joinDateParts(whole), moveTo: 'year', whole: true };
  const typed = joinDateParts({ ...splitDateValue(value), [part]: text });
  if (part === 'year' || !/[-/. ]$/.test(text)) return { value: typed };
  return { value: typed, moveTo: part === 'day' ? 'month' : 'year' };
}
