import { describe, expect, it } from 'vitest';
import { isStep1Complete } from '../../../../shared/journey/step1-rules';
import { step1Schema } from '../../../../shared/journey/step1-schema';

const valid = {
  numberOfApplicants: '2',
  etaType: 'tourist',
  transportationMethod: 'air',
  contactEmail: 'ann@example.com',
  contactEmail2: '',
  contactPhone: '555 123-4567',
  countryCode: '+1',
};

/** Drafts that differ from a valid one in one way each, as a stored step 1 can. */
const variants: Record<string, unknown>[] = [
  valid,
  { ...valid, contactEmail2: undefined },
  { ...valid, contactEmail2: 'second@example.org' },
  { ...valid, contactEmail2: '  second@example.org  ' },
  { ...valid, contactEmail2: 'second@' },
  { ...valid, contactEmail2: null },
  { ...valid, contactEmail2: `${'a'.repeat(250)}@x.io` },
  { ...valid, numberOfApplicants: '10' },
  { ...valid, numberOfApplicants: '11' },
  { ...valid, numberOfApplicants: 2 },
  { ...valid, numberOfApplicants: '' },
  { ...valid, etaType: 'business' },
  { ...valid, etaType: 'transit' },
  { ...valid, etaType: '' },
  { ...valid, etaType: 'holiday' },
  { ...valid, transportationMethod: 'sea' },
  { ...valid, transportationMethod: 'rail' },
  { ...valid, transportationMethod: undefined },
  { ...valid, contactEmail: '' },
  { ...valid, contactEmail: '   ' },
  { ...valid, contactEmail: 'ann@' },
  { ...valid, contactEmail: ' ann@example.com ' },
  { ...valid, contactEmail: 'ann.o+k@sub.example.co.uk' },
  { ...valid, contactEmail: `${'a'.repeat(250)}@x.io` },
  { ...valid, contactEmail: 42 },
  { ...valid, contactPhone: '' },
  { ...valid, contactPhone: '12345' },
  { ...valid, contactPhone: '123456' },
  { ...valid, contactPhone: ' 123 456 ' },
  { ...valid, contactPhone: '+44 7700 900123' },
  { ...valid, contactPhone: '(555) 123 4567' },
  { ...valid, contactPhone: '1'.repeat(31) },
  { ...valid, contactPhone: '1'.repeat(30) },
  { ...valid, countryCode: '+254' },
  { ...valid, countryCode: '+999' },
  { ...valid, countryCode: '' },
  { numberOfApplicants: '1' },
];

describe('step 1 for the route guards, without zod', () => {
  it.each(variants.map((draft, i) => [i, draft] as const))(
    'answers exactly as the step-1 schema does (draft %i)',
    (_, draft) => {
      expect(isStep1Complete(draft)).toBe(step1Schema.safeParse(draft).success);
    },
  );

  it('accepts a complete step 1 and refuses a missing or malformed one', () => {
    expect(isStep1Complete(valid)).toBe(true);
    expect(isStep1Complete({ ...valid, contactEmail: 'ann@' })).toBe(false);
    expect(isStep1Complete(null)).toBe(false);
    expect(isStep1Complete('step 1')).toBe(false);
  });
});
