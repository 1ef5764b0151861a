import { randomInt } from 'node:crypto';
import { applicationNumberFormats } from '../../shared/destinations/numbers';
import type { DestinationId } from '../../shared/destinations/types';

/**
 * The destination's prefix (`KE-`, `TZ-`) + 8 random digits (DESIGN decision 4): random, not from the
 * clock; uniqueness is a conditional write.
 */
export function newApplicationNumber(destination: DestinationId = 'kenya'): string {
  const { prefix, digits } = applicationNumberFormats[destination];
  return `${prefix}${String(randomInt(0, 10 ** digits)).padStart(digits, '0')}`;
}
