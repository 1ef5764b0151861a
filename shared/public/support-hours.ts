/**
 * Support's operating hours on the contact and FAQ pages (spec §9: Mon-Fri 8:00-18:00, Sat 9:00-14:00,
 * Sun closed, East Africa Time; emergency support 24/7). Hours are whole hours of the day.
 */
export interface SupportDay {
  readonly day: 'weekdays' | 'saturday' | 'sunday';
  /** Opening and closing hour, or undefined when closed. */
  readonly open?: { readonly from: number; readonly to: number };
}

export const supportHours: readonly SupportDay[] = [
  { day: 'weekdays', open: { from: 8, to: 18 } },
  { day: 'saturday', open: { from: 9, to: 14 } },
  { day: 'sunday' },
];
