import { randomInt } from 'node:crypto';

/** `KE-` + 8 random digits (DESIGN decision 4): random, not from the clock; uniqueness is a conditional write. */
export function newApplicationNumber(): string {
  return `KE-${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}
