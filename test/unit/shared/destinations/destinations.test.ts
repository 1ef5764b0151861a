import { describe, expect, it } from 'vitest';
import { destinationOf, destinations } from '../../../../shared/destinations';
import { kenya } from '../../../../shared/destinations/kenya';
import {
  applicationNumberPatternOf,
  computeVisaPricing,
  requiredDocumentsFor,
} from '../../../../shared/destinations/rules';
import { computePricing } from '../../../../shared/journey/pricing';
import { processingTypes } from '../../../../shared/journey/options';
import { requiredDocumentTypesFor } from '../../../../shared/documents/rules';

describe('destinations', () => {
  it('finds a destination by id, by application number prefix, and Kenya for an item stored without one', () => {
    expect(destinationOf('kenya')?.id).toBe('kenya');
    expect(destinationOf('tanzania')?.id).toBe('tanzania');
    expect(destinationOf('TZ-12345678')?.id).toBe('tanzania');
    expect(destinationOf('ke-12345678')?.id).toBe('kenya');
    expect(destinationOf(undefined)?.id).toBe('kenya');
    expect(destinationOf('UG-12345678')).toBeUndefined();
  });

  it('gives every destination its own number prefix and document wording', () => {
    const all = Object.values(destinations);
    expect(new Set(all.map((d) => d.applicationNumber.prefix)).size).toBe(all.length);
    expect(new Set(all.map((d) => d.wording.document)).size).toBe(all.length);
    expect(applicationNumberPatternOf(destinations.tanzania).test('TZ-01234567')).toBe(true);
    expect(applicationNumberPatternOf(destinations.kenya).test('TZ-01234567')).toBe(false);
  });
});

// Kenya's figures, written out from the specification (§9): the definition says what the journey does.
describe("Kenya's definition", () => {
  it('has the one eTA type at the government fee of 69', () => {
    expect(kenya.visaTypes.map((t) => [t.id, t.governmentFee])).toEqual([['eta', 69]]);
  });

  it('has the three speeds with their fees and promised times', () => {
    expect(kenya.speeds.map((s) => [s.id, s.fee, s.minBusinessDays, s.maxBusinessDays])).toEqual([
      ['normal', 90, 7, 15],
      ['fast', 145, 3, 5],
      ['super_fast', 195, 1, 2],
    ]);
    expect(kenya.prices.insurancePricePerPerson).toBe(45);
    expect(kenya.applicationNumber).toEqual({ prefix: 'KE-', digits: 8 });
  });

  it('prices every group as the journey does', () => {
    for (let n = 1; n <= 10; n += 1) {
      for (const processingType of processingTypes) {
        for (const insurance of [false, true]) {
          const { visaType: _type, ...fromDefinition } = computeVisaPricing(kenya, {
            visaType: 'eta',
            applicantCount: n,
            processingType,
            insurance,
          });
          expect(fromDefinition).toEqual(computePricing({ applicantCount: n, processingType, insurance }));
        }
      }
    }
  });

  it('asks the documents the documents page asks', () => {
    for (const minor of [false, true]) {
      const types = requiredDocumentsFor(kenya, { minor, yellowFeverOrigin: true }).map((d) => d.type);
      expect(types).toEqual(requiredDocumentTypesFor(minor));
    }
  });

  it('reads who is exempt from the eTA table', () => {
    expect(kenya.isExempt('TZ')).toBe(true);
    expect(kenya.isExempt('GB')).toBe(false);
  });
});
