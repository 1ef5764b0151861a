import type { DateParts } from '../../lib/journey/date-parts';

/**
 * Typing a date in DateField's three boxes (issue 19): a separator (`/`, `.`, `-` or space) typed at the
 * end of the day or the month moves on to the next box, so that `9/12/1986` typed in the day box fills
 * the three; the separator is not kept (`joinDateParts` keeps digits). No box moves on as digits are
 * typed (GOV.UK's date input). Returns the box to move to, or undefined.
 */
export const nextDatePart = (part: keyof DateParts, text: string): keyof DateParts | undefined =>
  part !== 'year' && /[-/. ]$/.test(text) ? (part === 'day' ? 'month' : 'year') : undefined;
