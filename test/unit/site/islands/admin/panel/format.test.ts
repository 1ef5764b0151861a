import { describe, expect, it } from 'vitest';
import {
  countryName,
  formatBytes,
  formatCalendarDate,
  formatCount,
  formatDateTime,
} from '../../../../../../site/islands/admin/panel/format';

describe('the admin panel formats', () => {
  it('writes counts with the language’s digits and grouping', () => {
    expect(formatCount(1234, 'en')).toBe('1,234');
    expect(formatCount(1234, 'fr')).toBe('1\u202f234');
  });

  it('writes an instant as a date and time in the given time zone, naming the zone', () => {
    expect(formatDateTime('2026-03-02T08:10:00.000Z', 'en', 'Africa/Nairobi')).toBe(
      'Mar 2, 2026, 11:10 AM GMT+3',
    );
    expect(formatDateTime('2026-03-02T08:10:00.000Z', 'de', 'UTC')).toBe('2. März 2026, 08:10 UTC');
  });

  it('leaves a value that is not an instant as it is', () => {
    expect(formatDateTime('not a date', 'en')).toBe('not a date');
  });

  it('writes a calendar date without shifting it by a time zone', () => {
    expect(formatCalendarDate('1990-05-20', 'en')).toBe('May 20, 1990');
    expect(formatCalendarDate('1990-05-20', 'tr')).toBe('20 May 1990');
    expect(formatCalendarDate('20/05/1990', 'en')).toBe('20/05/1990');
  });

  it('writes file sizes in KB under a megabyte and MB from one, never 0 KB', () => {
    expect(formatBytes(10, 'en')).toBe('1 KB');
    expect(formatBytes(850 * 1024, 'en')).toBe('850 KB');
    expect(formatBytes(2.4 * 1024 * 1024, 'en')).toBe('2.4 MB');
    expect(formatBytes(2.4 * 1024 * 1024, 'de')).toBe('2,4 MB');
  });

  it('names a country in the language from its code, and keeps what is not a code', () => {
    expect(countryName('GB', 'en')).toBe('United Kingdom');
    expect(countryName('KE', 'fr')).toBe('Kenya');
    expect(countryName('DE', 'de')).toBe('Deutschland');
    expect(countryName('Atlantis', 'en')).toBe('Atlantis');
  });
});
