import { describe, expect, it } from 'vitest';
import {
  applicationNameTokens,
  maxNameTokens,
  nameIndexItems,
  nameTokens,
  normaliseName,
} from '../../../../functions/lib/name-index';

describe('name tokenising', () => {
  it('lower-cases and removes accents so that a search typed without them finds the name', () => {
    expect(normaliseName('José Ñúñez Çelik İpek')).toBe('jose nunez celik ipek');
    expect(nameTokens('JOSÉ  Ñúñez')).toEqual(['jose', 'nunez']);
  });

  it('folds letters that have no accent to remove', () => {
    expect(nameTokens('Weiß Ærø Łukasz')).toEqual(['weiss', 'aero', 'lukasz']);
  });

  it('splits on spaces and hyphens and drops apostrophes', () => {
    expect(nameTokens("Anne-Marie O'Brien")).toEqual(['anne', 'marie', 'obrien']);
    expect(nameTokens('D’Angelo')).toEqual(['dangelo']);
  });

  it('ignores single Latin letters (initials) but keeps a one-letter name of another script', () => {
    expect(nameTokens('J. R. Tolkien')).toEqual(['tolkien']);
    expect(nameTokens('王 小明')).toEqual(['王', '小明']);
  });

  it('keeps Arabic, Cyrillic and Devanagari names as they are written', () => {
    expect(nameTokens('محمد Иван अमित')).toEqual(['محمد', 'иван', 'अमित']);
  });

  it('gives nothing for punctuation only', () => {
    expect(nameTokens(' - , . ')).toEqual([]);
  });
});

describe('the name index of an application', () => {
  it('holds each distinct token of first, middle and last names once', () => {
    expect(
      applicationNameTokens([
        { firstName: 'Amina', middleName: 'Wanjiru', lastName: 'Otieno' },
        { firstName: 'Joseph', lastName: 'Otieno' },
      ]),
    ).toEqual(['amina', 'wanjiru', 'otieno', 'joseph']);
  });

  it(`stops at ${maxNameTokens} tokens so the creating transaction stays small`, () => {
    const many = Array.from({ length: 10 }, (_, i) => ({
      firstName: `First${i} Second${i}`,
      middleName: `Middle${i} Other${i}`,
      lastName: `Last${i} Family${i}`,
    }));
    expect(applicationNameTokens(many)).toHaveLength(maxNameTokens);
  });

  it('keys each item under the application and indexes it by token, newest first', () => {
    const [item] = nameIndexItems('id-1', '2026-03-02T08:00:00.000Z', [
      { firstName: 'Amina', lastName: 'X' },
    ]);
    expect(item).toEqual({
      pk: 'APP#id-1',
      sk: 'NAME#amina',
      entity: 'nameIndex',
      applicationId: 'id-1',
      token: 'amina',
      createdAt: '2026-03-02T08:00:00.000Z',
      gsi2pk: 'NAME#amina',
      gsi2sk: '2026-03-02T08:00:00.000Z#id-1',
    });
  });
});
