import type { ApplicantField } from './applicant-fields';

/**
 * What a group travelling together shares, section by section, each offered as "Same as applicant
 * 1": the home address and contact details, the trip, and the emergency contact.
 */
export const sharedSections = {
  contact: ['email', 'phone', 'currentAddress', 'permanentAddress'],
  trip: [
    'portOfEntry',
    'dateOfArrival',
    'dateOfDeparture',
    'accommodationType',
    'accommodationName',
    'accommodationAddress',
    'accommodationPhone',
    'purposeOfVisit',
  ],
  // The relationship is not shared: applicant 1's spouse may be applicant 2's parent.
  emergency: ['emergencyContactName', 'emergencyContactPhone', 'emergencyContactEmail'],
} as const satisfies Record<string, readonly ApplicantField[]>;

export type SharedSection = keyof typeof sharedSections;
export const sharedSectionNames = Object.keys(sharedSections) as SharedSection[];
export const sharedTripFields = sharedSections.trip;
export type SharedField = (typeof sharedSections)[SharedSection][number];

/** Per section, the ids of the applicants who chose "same as applicant 1". */
export type SameAsFirst = Readonly<Record<SharedSection, ReadonlySet<string>>>;

export const noneSameAsFirst: SameAsFirst = { contact: new Set(), trip: new Set(), emergency: new Set() };

export function isSharedSection(name: string): name is SharedSection {
  return Object.hasOwn(sharedSections, name);
}

/** The section a field belongs to when it can be shared with applicant 1. */
export function sharedSectionOf(field: string): SharedSection | undefined {
  return sharedSectionNames.find((s) => (sharedSections[s] as readonly string[]).includes(field));
}

/** True when applicant `id` takes `field` from applicant 1. */
export function takesFromFirst(same: SameAsFirst, id: string, field: string): boolean {
  const section = sharedSectionOf(field);
  return section !== undefined && same[section].has(id);
}

/** A copy of `same` with applicant `id` added to or removed from `section`. */
export function withChoice(same: SameAsFirst, section: SharedSection, id: string, on: boolean): SameAsFirst {
  const ids = new Set(same[section]);
  if (on) ids.add(id);
  else ids.delete(id);
  return { ...same, [section]: ids };
}

/**
 * A group's choices with the applicants just added to it (`added`: ids of blank applicants created
 * for this visit, never applicant 1) sharing every section with applicant 1: travellers in one group
 * mostly share a home, a trip and an emergency contact, so a new traveller starts with "Same as
 * applicant 1" ticked for all three and unticks what differs. Applicants saved before keep their choices.
 */
export function sharingByDefault(same: SameAsFirst, added: readonly string[]): SameAsFirst {
  return added.reduce(
    (acc, id) => sharedSectionNames.reduce((s, section) => withChoice(s, section, id, true), acc),
    same,
  );
}

/**
 * The applicants with applicant 1's shared sections copied onto every later applicant who chose
 * "same as applicant 1" for them. The copy is made whenever it is needed (display, validation,
 * submission), so a change to applicant 1 reaches the others; what they typed is kept underneath.
 */
export function withSharedDetails<A extends Readonly<Record<SharedField, string>> & { readonly id: string }>(
  applicants: readonly A[],
  same: SameAsFirst,
): A[] {
  const [first, ...rest] = applicants;
  if (!first) return [];
  const copy = (a: A): A => {
    const sections = sharedSectionNames.filter((s) => same[s].has(a.id));
    if (sections.length === 0) return a;
    const fields = sections.flatMap((s) => sharedSections[s] as readonly SharedField[]);
    return { ...a, ...Object.fromEntries(fields.map((f) => [f, first[f]])) };
  };
  return [first, ...rest.map(copy)];
}

/** The id of applicant `index`'s (0-based) "same as applicant 1" box for a section. */
export function sameAsFirstId(index: number, section: SharedSection): string {
  return `applicant-${index + 1}-sameAsFirst-${section}`;
}
