import { describe, expect, it } from 'vitest';
import {
  countries,
  countriesByName,
  countryName,
  findCountry,
  flagOf,
  isCountryCode,
} from '../../../shared/countries';
import { countryCodeList } from '../../../shared/country-codes';

describe('the country list', () => {
  it('has about 240 countries and territories, each code once', () => {
    expect(countries.length).toBeGreaterThanOrEqual(235);
    expect(new Set(countries.map((c) => c.code)).size).toBe(countries.length);
  });

  it('lists the same codes, in the same order, as the names-free code list that forms validate with', () => {
    expect(countryCodeList).toEqual(countries.map((c) => c.code));
  });

  it('gives every entry a two-letter code, a name and a dial code', () => {
    for (const c of countries) {
      expect(c.code).toMatch(/^[A-Z]{2}$/);
      expect(c.name.length).toBeGreaterThan(1);
      expect(c.dialCode).toMatch(/^\+\d{1,4}$/);
    }
  });

  it('knows Kenya as +254 with its flag', () => {
    expect(findCountry('KE')).toEqual({ code: 'KE', name: 'Kenya', dialCode: '+254', flag: '🇰🇪' });
    expect(flagOf('tr')).toBe('🇹🇷');
  });

  it('includes the eTA-exempt countries named on the start screen', () => {
    for (const code of ['BW', 'DM', 'ER', 'FJ', 'JM', 'BB', 'BZ', 'BI'])
      expect(isCountryCode(code)).toBe(true);
  });

  it('refuses an unknown or lower-case code', () => {
    expect(isCountryCode('ZZ')).toBe(false);
    expect(isCountryCode('ke')).toBe(false);
  });

  it('names a country in the reader’s language, English by default', () => {
    expect(countryName('DE', 'en')).toBe('Germany');
    expect(countryName('DE', 'de')).toBe('Deutschland');
    expect(countryName('KE', 'sw')).toBe('Kenya');
    expect(countryName('KE', 'ar')).toBe('كينيا');
  });

  it('sorts the list by the name in the reader’s language', () => {
    const names = countriesByName('fr').map((c) => c.localName);
    expect(names.indexOf('Allemagne')).toBeLessThan(names.indexOf('Espagne'));
  });
});
