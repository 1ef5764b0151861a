import { describe, expect, it } from 'vitest';
import {
  eligibilityFor,
  etaExemptCountries,
  etaRequiredCountries,
  localizedCountries,
  nationalityCodes,
  visaFreeCountries,
} from '../../../../shared/public/countries';

describe('eligibility by nationality', () => {
  it('lists 32 nationalities that need an eTA and 16 that are visa-free, as the specification says', () => {
    expect(new Set(etaRequiredCountries).size).toBe(32);
    expect(new Set(visaFreeCountries).size).toBe(16);
  });

  it('puts no nationality in two lists, and offers every listed one in the checker', () => {
    const all = [...etaRequiredCountries, ...visaFreeCountries, ...etaExemptCountries];
    expect(new Set(all).size).toBe(all.length);
    for (const code of all) expect(nationalityCodes, code).toContain(code);
  });

  it('includes the exempt nationalities named on the start page', () => {
    expect([...etaExemptCountries].sort()).toEqual(['BB', 'BI', 'BW', 'BZ', 'DM', 'ER', 'FJ', 'JM']);
  });

  it('answers eta, visaFree or exempt from the lists', () => {
    expect(eligibilityFor('US')).toBe('eta');
    expect(eligibilityFor('UG')).toBe('visaFree');
    expect(eligibilityFor('BW')).toBe('exempt');
    expect(eligibilityFor('gb')).toBe('eta');
  });

  it('answers eta for a nationality in no list, as Kenya requires by default', () => {
    expect(eligibilityFor('AR')).toBe('eta');
    expect(nationalityCodes).not.toContain('KE');
  });

  it('names countries in the page language and sorts them for it', () => {
    const german = localizedCountries(['DE', 'AT', 'EG'], 'de');
    expect(german.map((c) => c.name)).toEqual(['Ägypten', 'Deutschland', 'Österreich']);
    expect(localizedCountries(['JP'], 'ar')[0]?.name).toBe('اليابان');
  });
});
