import { describe, expect, it } from 'vitest';
import { eastAfricaTimeZone, formatInstant, timeZoneName } from '../../../shared/time-format';
import { supportHours, utcMinutesOf } from '../../../shared/public/support-hours';

describe('times shown to people', () => {
  const instant = '2026-03-02T21:30:00.000Z';

  it('name the time zone of an instant, in the reader’s zone and language', () => {
    expect(formatInstant(instant, 'en-GB', { timeZone: 'Europe/Berlin' })).toBe('2 March 2026 at 22:30 CET');
    expect(formatInstant(instant, 'en-US', { timeZone: eastAfricaTimeZone })).toBe(
      'March 3, 2026 at 12:30 AM GMT+3',
    );
    expect(formatInstant(instant, 'ja', { timeZone: 'Asia/Tokyo' })).toBe('2026年3月3日 6:30 JST');
  });

  it('give a value that is not an instant back as it is', () => {
    expect(formatInstant('soon', 'en')).toBe('soon');
  });

  it('name a zone by its short name in the language, with daylight saving', () => {
    expect(timeZoneName('en-GB', 'Europe/London', new Date('2026-07-01T12:00:00Z'))).toBe('BST');
    expect(timeZoneName('en-US', eastAfricaTimeZone)).toBe('GMT+3');
  });
});

describe('support hours', () => {
  it('are East Africa Time hours, placed in UTC three hours earlier', () => {
    expect(utcMinutesOf(8)).toBe(5 * 60);
    expect(utcMinutesOf(2)).toBe(23 * 60);
    expect(supportHours.find((d) => d.day === 'weekdays')?.open).toEqual({ from: 8, to: 18 });
  });
});
