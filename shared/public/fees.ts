import {
  currency,
  governmentFee,
  insurancePricePerPerson,
  processingOptions,
  serviceFeeFor,
} from '../journey/pricing';

/**
 * The fee figures the information pages show, read from the one price table (shared/journey/pricing.ts)
 * so that a price change there changes every page.
 */
export const publicFees = {
  currency,
  governmentFee,
  insurance: insurancePricePerPerson,
  /** The service fee falls with the group size: from the fee for 10 travellers to the fee for one. */
  serviceFee: { min: serviceFeeFor(10), max: serviceFeeFor(1) },
  processing: processingOptions,
} as const;

export const processingSpeeds = [
  'normal',
  'fast',
  'super_fast',
] as const satisfies readonly (keyof typeof processingOptions)[];
export type ProcessingSpeed = (typeof processingSpeeds)[number];
