import type { QuestionSection } from '../destinations/types';

/*
 * Which applicant fields each question section of a visa type (`VisaType.questions`) asks: the
 * details page renders, the browser's checks and the server's schema require exactly the sections the
 * chosen type lists. No zod here: the details page's first script reads it.
 */

/** The fields of the sections only some visa types ask (rendered on demand, `VisaSections`). */
export const visaSectionFields = {
  invitation: ['invitingOrganisation', 'invitingAddress', 'invitingPhone', 'invitingContactPerson'],
  onwardTravel: ['onwardDestination', 'onwardDepartureDate', 'onwardBookingReference'],
} as const;
export type VisaSection = keyof typeof visaSectionFields;
export type VisaSectionField = (typeof visaSectionFields)[VisaSection][number];
export const visaSectionFieldNames: readonly VisaSectionField[] = Object.values(visaSectionFields).flat();

/**
 * The fields of every section a visa type may leave out. Personal details and the passport are asked
 * by every type; the emergency contact belongs to `contact`; `declarations` are the agreements and the
 * signature, asked of the group.
 */
export const sectionFields: Readonly<Partial<Record<QuestionSection, readonly string[]>>> = {
  contact: [
    'email',
    'phone',
    'emergencyContactName',
    'emergencyContactPhone',
    'emergencyContactEmail',
    'emergencyContactRelationship',
  ],
  address: ['currentAddress', 'permanentAddress'],
  employment: ['employmentStatus', 'occupation', 'employerName', 'employerAddress', 'employerPhone'],
  trip: ['purposeOfVisit', 'portOfEntry', 'dateOfArrival', 'dateOfDeparture', 'intendedLengthOfStay'],
  accommodation: ['accommodationType', 'accommodationName', 'accommodationAddress', 'accommodationPhone'],
  previousVisits: ['hasVisitedKenya', 'lastVisitDate', 'refereeInKenya', 'refereePhone'],
  ...visaSectionFields,
};

/** The fields a visa type whose sections are `questions` does not ask. */
export function fieldsNotAsked(questions: readonly QuestionSection[]): ReadonlySet<string> {
  return new Set(
    Object.entries(sectionFields).flatMap(([section, fields]) =>
      questions.includes(section as QuestionSection) ? [] : fields,
    ),
  );
}

/** The sections of `questions` the details page's `VisaSections` renders (none for a visit). */
export const visaSectionsOf = (questions: readonly QuestionSection[]): VisaSection[] =>
  questions.filter((s): s is VisaSection => s in visaSectionFields);
