import type { Destination, QuestionSection } from '../destinations/types';
import { visaSectionFields, type VisaSection } from './question-sections';

/*
 * Which applicant fields each question section of a visa type (`VisaType.questions`) asks: the
 * details page renders, the browser's checks and the server's schema require exactly the sections the
 * chosen type lists. No zod here.
 */

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

/**
 * What the details and check-your-answers pages need of a visa type's sections, worked out when the
 * page is built (the page passes it in its HTML, so its script carries no table of sections).
 */
export interface AskedQuestions {
  /** The type's `questions`, for the checks. */
  readonly sections: readonly QuestionSection[];
  /** The fields of a visit's sections it does not ask: neither shown nor checked. */
  readonly notAsked: readonly string[];
  /** Its sections that a visit does not ask, rendered on demand (`VisaSections`). */
  readonly own: readonly VisaSection[];
}

export const askedQuestions = (questions: readonly QuestionSection[]): AskedQuestions => ({
  sections: questions,
  notAsked: [...fieldsNotAsked(questions)],
  own: visaSectionsOf(questions),
});

/** Each of a destination's visa types' `AskedQuestions`, by its id. */
export const askedQuestionsByType = (destination: Destination): Record<string, AskedQuestions> =>
  Object.fromEntries(destination.visaTypes.map((type) => [type.id, askedQuestions(type.questions)]));
