import { eastAfricaTimeZone } from '../time-format';

/**
 * Support's operating hours: the one table every page and the chat widget show (spec §9 names three
 * sets; the contact and FAQ pages' is kept: Mon-Fri 8:00-18:00, Sat 9:00-14:00, Sun closed, East Africa
 * Time; emergency support 24/7). Hours are whole hours of the day in `supportTimeZone`.
 */
export interface SupportDay {
  readonly day: 'weekdays' | 'saturday' | 'sunday';
  /** Opening and closing hour, or undefined when closed. */
  readonly open?: { readonly from: number; readonly to: number };
}

export const supportTimeZone = eastAfricaTimeZone;
/** East Africa Time is UTC+3 all year (no daylight saving). */
export const supportUtcOffsetHours = 3;

export const supportHours: readonly SupportDay[] = [
  { day: 'weekdays', open: { from: 8, to: 18 } },
  { day: 'saturday', open: { from: 9, to: 14 } },
  { day: 'sunday' },
];

/** Minutes after midnight UTC of an hour of the day in East Africa Time (8 → 300). */
export const utcMinutesOf = (hour: number): number =>
  ((((hour - supportUtcOffsetHours) * 60) % 1440) + 1440) % 1440;
