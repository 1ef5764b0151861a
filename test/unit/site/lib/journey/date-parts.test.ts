import { describe, expect, it } from 'vitest';
import {
  joinDateParts,
  localToday,
  normalizeDateValue,
  splitDateValue,
  toIsoDate,
} from '../../../../../site/lib/journey/date-parts';

describe('day, month and year fields', () => {
  it('keeps a half-typed date so that a reload restores it', () => {
    const stored = joinDateParts({ day: '7', month: '', year: '19' });
    expect(stored).toBe('19--7');
    expect(splitDateValue(stored)).toEqual({ day: '7', month: '', year: '19' });
  });

  it('stores an empty date as an empty string', () => {
    expect(joinDateParts({ day: '', month: '', year: '' })).toBe('');
  });

  it('keeps only digits, at most 2 for day and month and 4 for the year', () => {
    expect(joinDateParts({ day: '1a2', month: '0-3x', year: '19900' })).toBe('1990-03-12');
  });

  it('turns a real date into ISO with leading zeros', () => {
    expect(toIsoDate('1990-3-5')).toBe('1990-03-05');
    expect(toIsoDate('2024-02-29')).toBe('2024-02-29');
  });

  it('rejects a date that does not exist or is incomplete', () => {
    expect(toIsoDate('2023-2-29')).toBeUndefined();
    expect(toIsoDate('2023-13-1')).toBeUndefined();
    expect(toIsoDate('90-1-1')).toBeUndefined();
    expect(toIsoDate('2020--1')).toBeUndefined();
  });

  it('submits an invalid date as typed, so the server names the field', () => {
    expect(normalizeDateValue('2023-2-31')).toBe('2023-2-31');
    expect(normalizeDateValue(undefined)).toBe('');
  });

  it("takes today from the browser's own calendar", () => {
    expect(localToday(new Date(2026, 0, 9, 23, 59))).toBe('2026-01-09');
  });
});
