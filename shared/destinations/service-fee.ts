import type { ServiceFeeBand } from './types';

/**
 * Our own prices, the same for every destination (spec §9): the service fee per person by group size
 * and the optional travel insurance per person, in whole US dollars. Governments' fees and the speeds'
 * surcharges are each destination's own (`kenya.ts`, `tanzania/prices.ts`).
 */
export const serviceFeeBands: readonly ServiceFeeBand[] = [
  { upTo: 1, fee: 59 },
  { upTo: 2, fee: 57 },
  { upTo: 5, fee: 55 },
  { upTo: 9, fee: 52 },
  { upTo: 10, fee: 45 },
];

export const insurancePricePerPerson = 45;
