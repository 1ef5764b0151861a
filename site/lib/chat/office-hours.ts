import { supportHours, supportTimeZone, utcMinutesOf } from '../../../shared/public/support-hours';

/**
 * The support team's hours as the chat widget states them: "8:00–18:00" for the weekdays and for
 * Saturday, in East Africa Time, written as the widget's language writes times.
 */
export function officeHoursRanges(languageTag: string): {
  readonly weekdays: string;
  readonly saturday: string;
} {
  const clock = new Intl.DateTimeFormat(languageTag, {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: supportTimeZone,
  });
  const range = (day: 'weekdays' | 'saturday') => {
    const open = supportHours.find((d) => d.day === day)?.open;
    if (!open) return '';
    const at = (hour: number) => clock.format(Date.UTC(2025, 0, 6, 0, utcMinutesOf(hour)));
    return `${at(open.from)}–${at(open.to)}`;
  };
  return { weekdays: range('weekdays'), saturday: range('saturday') };
}
