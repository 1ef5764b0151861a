import { documentsFor, type TravellerFacts } from '../../shared/destinations/rules';
import type { DocumentRequirement } from '../../shared/destinations/types';
import { documentRules, isMinorOn, type DocumentType } from '../../shared/documents/rules';
import type { DocumentSlotInfo } from '../../shared/documents/overview';
import {
  getApplicants,
  type StoredApplicant,
  type StoredApplication,
  type TableRef,
} from '../lib/applications-table';
import { comesFromYellowFeverCountry, destinationOfApplication } from '../lib/documents-asked';
import { NotFoundError } from '../lib/domain-errors';

/**
 * What the documents step knows about each traveller (`TravellerFacts`): a minor is under 18 on their
 * date of arrival (or on the day the application was made when no arrival date was given); the group
 * comes from a yellow fever country when the application's departure country is in the WHO table. Which
 * documents those facts ask for is the destination's configuration (`documentsFor`), never a test of the
 * country here.
 */
export function travellerFactsOf(
  application: StoredApplication,
  applicants: readonly StoredApplicant[],
): TravellerFacts[] {
  const madeOn = application.createdAt.slice(0, 10);
  const yellowFeverOrigin = comesFromYellowFeverCountry(application);
  return Array.from({ length: application.applicantCount }, (_, index) => {
    const applicant = applicants.find((a) => a.index === index);
    const minor = applicant
      ? isMinorOn(String(applicant.dateOfBirth), applicant.dateOfArrival || madeOn)
      : false;
    return { minor, yellowFeverOrigin };
  });
}

/** Per traveller, the documents the application's destination asks of them (required or optional). */
export function applicantDocumentsOf(
  application: StoredApplication,
  facts: readonly TravellerFacts[],
): DocumentRequirement[][] {
  const destination = destinationOfApplication(application);
  return facts.map((f) => documentsFor(destination, f));
}

/** The slots the documents page shows one traveller: type and whether it is required. */
export const slotInfoOf = (documents: readonly DocumentRequirement[]): DocumentSlotInfo[] =>
  documents.map((d) => ({ type: d.type, required: d.required }));

export async function travellerFacts(
  table: TableRef,
  application: StoredApplication,
): Promise<TravellerFacts[]> {
  return travellerFactsOf(application, await getApplicants(table, application.id));
}

/** Which applicants are minors (under 18 on arrival). */
export async function applicantMinors(table: TableRef, application: StoredApplication): Promise<boolean[]> {
  return (await travellerFacts(table, application)).map((f) => f.minor);
}

/**
 * A slot the destination does not ask of this traveller does not exist (404, as any other unknown slot):
 * a minors' document of an adult, a wizard's own document on Kenya's documents page, a yellow fever
 * certificate of a traveller who does not come from a risk country.
 */
export async function requireSlotOf(
  table: TableRef,
  application: StoredApplication,
  applicantIndex: number,
  type: DocumentType,
): Promise<void> {
  if (applicantIndex >= application.applicantCount) throw new NotFoundError('No such applicant');
  const destination = destinationOfApplication(application);
  const requirement = destination.documents.find((d) => d.type === type);
  // Asked of everyone: no need to read the applicants.
  if (requirement?.when === 'always') return;
  if (requirement !== undefined) {
    const facts = await travellerFacts(table, application);
    const asked = documentsFor(
      destination,
      facts[applicantIndex] ?? { minor: false, yellowFeverOrigin: false },
    );
    if (asked.includes(requirement)) return;
  }
  if (documentRules[type].minorsOnly) {
    throw new NotFoundError('This document is asked only of applicants under 18');
  }
  throw new NotFoundError('This document is not asked of this applicant');
}
