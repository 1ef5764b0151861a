import { describe, expect, it } from 'vitest';
import { joinDateParts } from '../../../../../site/lib/journey/date-parts';
import { nextDatePart } from '../../../../../site/islands/form-kit/date-typing';

describe('typing a date in the three boxes', () => {
  it('moves on after a separator typed at the end of the day or the month', () => {
    for (const separator of ['/', '.', '-', ' ']) {
      expect(nextDatePart('day', `9${separator}`), separator).toBe('month');
      expect(nextDatePart('month', `12${separator}`), separator).toBe('year');
    }
  });

  it('never moves on as digits are typed, nor from the year', () => {
    expect(nextDatePart('day', '09')).toBeUndefined();
    expect(nextDatePart('month', '1')).toBeUndefined();
    expect(nextDatePart('year', '1986/')).toBeUndefined();
  });

  it('keeps the digits and not the separator', () => {
    expect(joinDateParts({ day: '9/', month: '', year: '' })).toBe('--9');
    expect(joinDateParts({ day: '09', month: '12.', year: '1986' })).toBe('1986-12-09');
  });
});
