import { describe, expect, it } from 'vitest';
import { isCountryCode } from '../../../../shared/country-codes';
import {
  governmentFees,
  governmentFeesChecked,
  multipleEntryNationalities,
  needsYellowFeverCertificate,
  isTanzaniaVisaFree,
  tanzania,
  visaFreeNationalities,
  yellowFeverCountries,
} from '../../../../shared/destinations/tanzania';
import {
  computeVisaPricing,
  fastestSpeed,
  PricingInputError,
  requiredDocumentsFor,
  visaTypesFor,
} from '../../../../shared/destinations/rules';

// The and the specification's figures (issue 18, spec §9), written out independently.
const specGovernmentFee = { ordinary: 50, multiple_entry: 100, business: 250, transit: 30 };
const specServiceFee: Record<number, number> = { 1: 59, 2: 57, 3: 55, 5: 55, 6: 52, 9: 52, 10: 45 };

describe("Tanzania's facts tables", () => {
  it('holds the published government fee per visa type, with the day it was checked and the source', () => {
    expect(governmentFees).toEqual(specGovernmentFee);
    for (const type of tanzania.visaTypes) expect(type.governmentFee).toBe(governmentFees[type.id]);
    expect(governmentFeesChecked.on).toBe('2026-11-26');
    expect(governmentFeesChecked.officialUrl).toBe('https://visa.immigration.go.tz');
  });

  it('lists valid, distinct country codes in every table', () => {
    for (const table of [visaFreeNationalities, yellowFeverCountries, multipleEntryNationalities]) {
      expect(new Set(table).size).toBe(table.length);
      for (const code of table) expect(isCountryCode(code), code).toBe(true);
    }
  });

  it('lets East African neighbours in without a visa and asks one of others', () => {
    expect(isTanzaniaVisaFree('KE')).toBe(true);
    expect(isTanzaniaVisaFree(' ug ')).toBe(true);
    expect(isTanzaniaVisaFree('TZ')).toBe(true);
    expect(isTanzaniaVisaFree('GB')).toBe(false);
    expect(isTanzaniaVisaFree('DE')).toBe(false);
  });

  it('asks a yellow fever certificate of travellers from risk countries only', () => {
    expect(needsYellowFeverCertificate('KE')).toBe(true);
    expect(needsYellowFeverCertificate('br')).toBe(true);
    expect(needsYellowFeverCertificate('GB')).toBe(false);
  });
});

describe("Tanzania's visa types", () => {
  const ids = (nationality: string) => visaTypesFor(tanzania, nationality).map((t) => t.id);

  it('offers multiple entry only to the nationalities the rules allow, instead of the ordinary visa', () => {
    expect(ids('US')).toEqual(['multiple_entry', 'business', 'transit']);
    expect(ids('GB')).toEqual(['ordinary', 'business', 'transit']);
  });

  it('offers nothing to a nationality that needs no visa', () => {
    expect(ids('KE')).toEqual([]);
  });

  it('asks an invitation for business and the onward journey for transit', () => {
    const questions = (id: string) => tanzania.visaTypes.find((t) => t.id === id)?.questions ?? [];
    expect(questions('business')).toContain('invitation');
    expect(questions('ordinary')).not.toContain('invitation');
    expect(questions('transit')).toContain('onwardTravel');
    expect(questions('transit')).not.toContain('accommodation');
  });
});

describe("Tanzania's documents", () => {
  const required = (yellowFeverOrigin: boolean) =>
    requiredDocumentsFor(tanzania, { minor: false, yellowFeverOrigin }).map((d) => d.type);

  it('asks passport bio page, photo and a return or onward ticket of everyone', () => {
    expect(required(false)).toEqual(['passport', 'photo', 'return_ticket']);
  });

  it('adds the yellow fever certificate for a traveller from a risk country', () => {
    expect(required(true)).toEqual(['passport', 'photo', 'return_ticket', 'yellow_fever']);
  });

  it('keeps the upload limits of the documents rules', () => {
    const photo = tanzania.documents.find((d) => d.type === 'photo');
    expect(photo?.maxBytes).toBe(2 * 1024 * 1024);
    expect(photo?.extensions).toEqual(['jpg', 'jpeg', 'png']);
  });
});

describe("Tanzania's prices", () => {
  it('has normal (15 business days) free, urgent +79 and super urgent +99 per person', () => {
    const speeds = Object.fromEntries(tanzania.speeds.map((s) => [s.id, s]));
    expect(speeds.normal).toMatchObject({ fee: 0, maxBusinessDays: 15 });
    expect(speeds.fast).toMatchObject({ fee: 79, label: 'common.speed.urgent' });
    expect(speeds.super_fast).toMatchObject({ fee: 99, label: 'common.speed.superUrgent' });
    expect(fastestSpeed(tanzania).id).toBe('super_fast');
  });

  it('charges (service fee + government fee + speed + insurance) per person, for the group', () => {
    for (const [count, fee] of Object.entries(specServiceFee)) {
      const n = Number(count);
      const p = computeVisaPricing(tanzania, {
        visaType: 'multiple_entry',
        applicantCount: n,
        processingType: 'super_fast',
        insurance: true,
      });
      expect(p.totalPerPerson).toBe(fee + 100 + 99 + 45);
      expect(p.totalPrice).toBe((fee + 100 + 99 + 45) * n);
    }
    const plain = computeVisaPricing(tanzania, {
      visaType: 'transit',
      applicantCount: 1,
      processingType: 'normal',
      insurance: false,
    });
    expect(plain).toMatchObject({ serviceFee: 59, governmentFee: 30, processingFee: 0, totalPrice: 89 });
    expect(plain.processingTime.maxBusinessDays).toBe(15);
  });

  it('refuses an unknown type, speed or group size', () => {
    const base = { visaType: 'ordinary', applicantCount: 1, processingType: 'normal', insurance: false };
    expect(() => computeVisaPricing(tanzania, { ...base, visaType: 'eta' })).toThrow(PricingInputError);
    expect(() => computeVisaPricing(tanzania, { ...base, processingType: 'x' })).toThrow(PricingInputError);
    expect(() => computeVisaPricing(tanzania, { ...base, applicantCount: 11 })).toThrow(PricingInputError);
    expect(() => computeVisaPricing(tanzania, { ...base, applicantCount: 0 })).toThrow(PricingInputError);
  });
});
