import { describe, expect, it } from 'vitest';
import { parseWholeDate, typeDatePart } from '../../../../../site/islands/form-kit/date-typing';

describe('a whole date typed or pasted into one box', () => {
  it('reads day, month and year with a slash, a dot, a dash or a space, as written', () => {
    for (const text of ['9/12/1986', '9.12.1986', '9-12-1986', '9 12 1986', ' 9/12/1986 ']) {
      expect(parseWholeDate(text), text).toEqual({ day: '9', month: '12', year: '1986' });
    }
    expect(parseWholeDate('09/02/1986')).toEqual({ day: '09', month: '02', year: '1986' });
  });

  it('reads the year first when the first part has 4 digits (ISO)', () => {
    expect(parseWholeDate('1986-12-09')).toEqual({ day: '09', month: '12', year: '1986' });
    expect(parseWholeDate('1986/3/7')).toEqual({ day: '7', month: '3', year: '1986' });
  });

  it('reads nothing else: a part missing, a 2-digit year, letters, more digits', () => {
    for (const text of [
      '9/12',
      '9/12/86',
      '9/12/19860',
      '123/1/1986',
      '1986-12-123',
      'ab/12/1986',
      '9//1986',
      '',
    ]) {
      expect(parseWholeDate(text), text).toBeUndefined();
    }
  });
});

describe('typing in the day, month or year box', () => {
  it('keeps digits as typed, without moving on (no jump as digits are typed)', () => {
    expect(typeDatePart('', 'day', '9')).toEqual({ value: '--9' });
    expect(typeDatePart('--9', 'day', '09')).toEqual({ value: '--09' });
    expect(typeDatePart('--12', 'month', '1')).toEqual({ value: '-1-12' });
    expect(typeDatePart('1986-12-9', 'year', '19867')).toEqual({ value: '1986-12-9' });
  });

  it('moves on at a separator typed in the day or the month, without keeping it', () => {
    expect(typeDatePart('--9', 'day', '9/')).toEqual({ value: '--9', moveTo: 'month' });
    expect(typeDatePart('-12-9', 'month', '12.')).toEqual({ value: '-12-9', moveTo: 'year' });
    expect(typeDatePart('', 'day', ' ')).toEqual({ value: '', moveTo: 'month' });
    expect(typeDatePart('1986-12-9', 'year', '1986-')).toEqual({ value: '1986-12-9' });
  });

  it('fills the three boxes from a whole date in any box, the year keeping the focus', () => {
    const filled = { value: '1986-12-09', moveTo: 'year', whole: true };
    expect(typeDatePart('', 'day', '09/12/1986')).toEqual(filled);
    expect(typeDatePart('2001-1-1', 'month', '1986-12-09')).toEqual(filled);
    expect(typeDatePart('', 'year', '09.12.1986')).toEqual(filled);
  });

  it('keeps what does not parse as typed in its box', () => {
    expect(typeDatePart('1986-12-', 'day', '9/12/86')).toEqual({ value: '1986-12-91' });
    // A separator typed inside the day (not at its end) is dropped, the focus stays.
    expect(typeDatePart('--12', 'day', '1/2')).toEqual({ value: '--12' });
    expect(typeDatePart('1986-12-9', 'year', 'abcd')).toEqual({ value: '-12-9' });
  });
});
