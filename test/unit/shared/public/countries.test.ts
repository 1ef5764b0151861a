import { describe, expect, it } from 'vitest';
import { allExemptNationalities } from '../../../../shared/eta-exemptions';
import {
  eligibilityFor,
  etaRequiredCountries,
  localizedCountries,
  nationalityCodes,
} from '../../../../shared/public/countries';

describe('eligibility by nationality', () => {
  it('names 32 nationalities that need an eTA, as the specification says, none of them exempt', () => {
    expect(new Set(etaRequiredCountries).size).toBe(32);
    for (const code of etaRequiredCountries) expect(eligibilityFor(code), code).toBe('eta');
  });

  it('offers every listed nationality in the checker', () => {
    for (const code of [...etaRequiredCountries, ...allExemptNationalities])
      expect(nationalityCodes, code).toContain(code);
  });

  it('answers eta or the exemption group from the one table', () => {
    expect(eligibilityFor('US')).toBe('eta');
    expect(eligibilityFor('UG')).toBe('eac');
    expect(eligibilityFor('BW')).toBe('waiver');
    expect(eligibilityFor('MY')).toBe('waiver');
    expect(eligibilityFor('NG')).toBe('african');
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
