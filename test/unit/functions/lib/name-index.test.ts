import { describe, expect, it } from 'vitest';
import { nameTokens, normaliseName } from '../../../../functions/lib/name-index';

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
