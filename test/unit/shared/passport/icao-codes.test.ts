import { describe, expect, it } from 'vitest';
import { isCountryCode } from '../../../../shared/country-codes';
import { countryOfIcaoCode, knownIcaoCodes } from '../../../../shared/passport/icao-codes';

describe('ICAO state codes', () => {
  it('map only to countries the forms offer', () => {
    expect(knownIcaoCodes.filter((code) => !isCountryCode(countryOfIcaoCode(code)))).toEqual([]);
  });

  it('know the ICAO codes that are not ISO alpha-3', () => {
    expect(countryOfIcaoCode('D<<')).toBe('DE');
    expect(countryOfIcaoCode('GBD')).toBe('GB');
    expect(countryOfIcaoCode('RKS')).toBe('XK');
    expect(countryOfIcaoCode('KEN')).toBe('KE');
    expect(countryOfIcaoCode('UTO')).toBeUndefined();
    expect(countryOfIcaoCode('XXA')).toBeUndefined();
  });
});
