import { describe, expect, it } from 'vitest';
import { isCountryCode } from '../../../shared/country-codes';
import {
  allExemptNationalities,
  etaRequirementFor,
  exemptionGroups,
  exemptionsChecked,
  exemptNationalities,
  isEtaExempt,
} from '../../../shared/eta-exemptions';

/** The African Union's member states with an ISO code (the Sahrawi Republic has none). */
// prettier-ignore
const africanUnion = [
  'DZ', 'AO', 'BJ', 'BW', 'BF', 'BI', 'CV', 'CM', 'CF', 'TD', 'KM', 'CG', 'CD', 'CI', 'DJ', 'EG', 'GQ',
  'ER', 'SZ', 'ET', 'GA', 'GM', 'GH', 'GN', 'GW', 'KE', 'LS', 'LR', 'LY', 'MG', 'MW', 'ML', 'MR', 'MU',
  'MA', 'MZ', 'NA', 'NE', 'NG', 'RW', 'ST', 'SN', 'SC', 'SL', 'SO', 'ZA', 'SS', 'SD', 'TZ', 'TG', 'TN',
  'UG', 'ZM', 'ZW',
];

describe('the eTA exemption table', () => {
  it('says when it was checked and against what', () => {
    expect(exemptionsChecked.on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(exemptionsChecked.source).toContain('Legal Notice No. 93 of 2025');
  });

  it('lists each nationality once, with a valid code', () => {
    expect(new Set(allExemptNationalities).size).toBe(allExemptNationalities.length);
    for (const code of allExemptNationalities) expect(isCountryCode(code), code).toBe(true);
  });

  it('exempts every African Union member but Libya and Somalia (January 2025)', () => {
    const needEta = africanUnion.filter((code) => code !== 'KE' && !isEtaExempt(code));
    expect(needEta.sort()).toEqual(['LY', 'SO']);
  });

  it('gives the East African Community 180 days, the waiver countries 90, other Africans 60', () => {
    expect(exemptionGroups.map((g) => [g.id, g.maxStayDays])).toEqual([
      ['eac', 180],
      ['waiver', 90],
      ['african', 60],
    ]);
    expect([...exemptNationalities.eac].sort()).toEqual(['BI', 'CD', 'RW', 'SS', 'TZ', 'UG']);
    expect(etaRequirementFor('sg')).toEqual({ needsEta: false, group: 'waiver', maxStayDays: 90 });
    expect(etaRequirementFor('MA')).toEqual({ needsEta: false, group: 'african', maxStayDays: 60 });
  });

  it('asks an eTA of everyone else, and none of Kenyans', () => {
    expect(etaRequirementFor('US')).toEqual({ needsEta: true });
    expect(etaRequirementFor('XX')).toEqual({ needsEta: true });
    expect(etaRequirementFor('KE')).toEqual({ needsEta: false, group: 'citizen' });
  });
});
