import { describe, expect, it } from 'vitest';
import { countries } from '../../../shared/countries';
import { dialCodes, isDialCode } from '../../../shared/dial-codes';

describe('the dial codes of the wizard’s phone code', () => {
  it('are every dial code of the country list once, in numeric order', () => {
    const expected = [...new Set(countries.map((c) => c.dialCode))].sort(
      (a, b) => Number(a.slice(1)) - Number(b.slice(1)),
    );
    expect(dialCodes).toEqual(expected);
  });

  it('know +254 and refuse what is not a listed code', () => {
    expect(isDialCode('+254')).toBe(true);
    expect(isDialCode('+1')).toBe(true);
    expect(isDialCode('254')).toBe(false);
    expect(isDialCode('+999')).toBe(false);
    expect(isDialCode(254)).toBe(false);
  });
});
