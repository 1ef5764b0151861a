import { describe, expect, it } from 'vitest';
import {
  ApplicantCountError,
  computePricing,
  fallbackTotal,
  processingOptions,
  serviceFeeFor,
  step1Total,
  computeProductPricing,
  isPricing,
} from '../../../../shared/journey/pricing';
import { pricingSchema } from '../../../../shared/journey/application-schemas';
import { processingTypes } from '../../../../shared/journey/options';

// The specification's price list (§9), written out independently of the implementation.
const specServiceFeeTable: Record<number, number> = {
  1: 59,
  2: 57,
  3: 55,
  4: 55,
  5: 55,
  6: 52,
  7: 52,
  8: 52,
  9: 52,
  10: 45,
};
const specServiceFee = (n: number): number => {
  const fee = specServiceFeeTable[n];
  if (fee === undefined) throw new Error(`no fee for ${n}`);
  return fee;
};
const specProcessing = {
  normal: { fee: 90, min: 7, max: 15 },
  fast: { fee: 145, min: 3, max: 5 },
  super_fast: { fee: 195, min: 1, max: 2 },
} as const;
const specGovernmentFee = 69;
const specInsurance = 45;

const sizes = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
const cases = sizes.flatMap((n) =>
  processingTypes.flatMap((speed) => [false, true].map((insurance) => ({ n, speed, insurance }))),
);

describe('the service fee', () => {
  it.each(sizes)('for a group of %i is the specified fee per applicant', (n) => {
    expect(serviceFeeFor(n)).toBe(specServiceFee(n));
  });

  it.each([0, 11, -1, 2.5, Number.NaN])('refuses a group of %s applicants', (n) => {
    expect(() => serviceFeeFor(n)).toThrow(ApplicantCountError);
  });
});

describe('the step-1 total', () => {
  it.each(sizes)('for %i applicants is (service fee + 69) × applicants', (n) => {
    expect(step1Total(n)).toBe((specServiceFee(n) + 69) * n);
  });

  it('falls back to 218 (one applicant, normal processing, no insurance)', () => {
    expect(fallbackTotal).toBe(218);
    expect(computePricing({ applicantCount: 1, processingType: 'normal', insurance: false }).totalPrice).toBe(
      fallbackTotal,
    );
  });
});

describe('the full price', () => {
  it.each(cases)(
    'for $n applicants, $speed processing, insurance $insurance follows the formula',
    ({ n, speed, insurance }) => {
      const perPerson =
        specServiceFee(n) + specGovernmentFee + specProcessing[speed].fee + (insurance ? specInsurance : 0);
      expect(computePricing({ applicantCount: n, processingType: speed, insurance })).toEqual({
        serviceFee: specServiceFee(n),
        governmentFee: 69,
        processingFee: specProcessing[speed].fee,
        insurancePrice: insurance ? 45 : 0,
        totalPerPerson: perPerson,
        totalPrice: perPerson * n,
        processingTime: {
          minBusinessDays: specProcessing[speed].min,
          maxBusinessDays: specProcessing[speed].max,
        },
        currency: 'USD',
      });
    },
  );

  it('is always a whole number of dollars', () => {
    for (const { n, speed, insurance } of cases) {
      const p = computePricing({ applicantCount: n, processingType: speed, insurance });
      expect(Number.isInteger(p.totalPrice)).toBe(true);
    }
  });

  it('labels fast "Popular" and super fast "Urgent", normal not at all', () => {
    expect(processingOptions.normal.badge).toBeUndefined();
    expect(processingOptions.fast.badge).toBe('common.label.popular');
    expect(processingOptions.super_fast.badge).toBe('journey.processing.badge.urgent');
  });
});

describe('the wizard’s product (spec §9, DESIGN decision 2)', () => {
  it('is USD 30 for one traveller, standard processing in 3 working days, non-refundable', () => {
    expect(computeProductPricing('wizard')).toEqual({
      serviceFee: 0,
      governmentFee: 0,
      processingFee: 30,
      insurancePrice: 0,
      totalPerPerson: 30,
      totalPrice: 30,
      processingTime: { minBusinessDays: 3, maxBusinessDays: 3 },
      currency: 'USD',
      product: 'wizard',
      refundable: false,
    });
  });
});

describe('a pricing read back from storage', () => {
  const pricing = computePricing({ applicantCount: 2, processingType: 'fast', insurance: true });
  const values: unknown[] = [
    pricing,
    { ...pricing, extra: 'kept' },
    { ...pricing, currency: 'EUR' },
    { ...pricing, totalPrice: 12.5 },
    { ...pricing, totalPrice: '436' },
    { ...pricing, serviceFee: undefined },
    { ...pricing, processingTime: { minBusinessDays: 3 } },
    { ...pricing, processingTime: null },
    { ...pricing, processingTime: [3, 5] },
    { ...pricing, insurancePrice: Number.MAX_SAFE_INTEGER + 2 },
    { ...pricing, processingFee: Number.NaN },
    computeProductPricing('wizard'),
    { ...computeProductPricing('wizard'), product: 'bundle' },
    { ...computeProductPricing('wizard'), refundable: 'no' },
    [pricing],
    null,
    'pricing',
    undefined,
  ];

  it.each(values.map((value, i) => [i, value] as const))(
    'is recognised exactly as the pricing schema recognises it (value %i)',
    (_, value) => {
      expect(isPricing(value)).toBe(pricingSchema.safeParse(value).success);
    },
  );

  it('accepts what computeProductPricing makes', () => {
    expect(isPricing(computeProductPricing('wizard'))).toBe(true);
  });

  it('accepts what computePricing makes and refuses another currency', () => {
    expect(isPricing(pricing)).toBe(true);
    expect(isPricing({ ...pricing, currency: 'EUR' })).toBe(false);
  });
});
