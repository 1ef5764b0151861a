import type { ApplicantField } from './applicant-fields';

/** What a group travelling together shares, offered as "Same as applicant 1". */
export const sharedTripFields = [
  'purposeOfVisit',
  'portOfEntry',
  'dateOfArrival',
  'dateOfDeparture',
  'accommodationType',
  'accommodationName',
  'accommodationAddress',
  'accommodationPhone',
] as const satisfies readonly ApplicantField[];

export type SharedTripField = (typeof sharedTripFields)[number];

export function isSharedTripField(name: string): name is SharedTripField {
  return (sharedTripFields as readonly string[]).includes(name);
}

/**
 * The applicants with applicant 1's trip details copied onto every later applicant marked "same
 * as applicant 1". The copy is made whenever it is needed (display, validation, submission), so a
 * change to applicant 1 reaches the others; what they had typed themselves is kept underneath.
 */
export function withSharedTrip<A extends Readonly<Record<SharedTripField, string>> & { readonly id: string }>(
  applicants: readonly A[],
  sameAsFirst: ReadonlySet<string>,
): A[] {
  const [first, ...rest] = applicants;
  if (!first) return [];
  const shared = Object.fromEntries(sharedTripFields.map((f) => [f, first[f]])) as Record<
    SharedTripField,
    string
  >;
  return [first, ...rest.map((a) => (sameAsFirst.has(a.id) ? { ...a, ...shared } : a))];
}
