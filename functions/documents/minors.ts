import { documentRules, isMinorOn, type DocumentType } from '../../shared/documents/rules';
import { getApplicants, type StoredApplication, type TableRef } from '../lib/applications-table';
import { NotFoundError } from '../lib/domain-errors';

/**
 * Which applicants are minors: under 18 on their date of arrival, or on the day the application
 * was made when no arrival date was given. They have two more document slots (parental consent,
 * birth certificate), both required.
 */
export async function applicantMinors(table: TableRef, application: StoredApplication): Promise<boolean[]> {
  const applicants = await getApplicants(table, application.id);
  const madeOn = application.createdAt.slice(0, 10);
  return Array.from({ length: application.applicantCount }, (_, index) => {
    const applicant = applicants.find((a) => a.index === index);
    if (!applicant) return false;
    return isMinorOn(String(applicant.dateOfBirth), applicant.dateOfArrival || madeOn);
  });
}

/**
 * A minors-only slot does not exist for an adult (404, as any other unknown slot); the wizard's own
 * documents are attached when the application is created, never through the documents page (404).
 */
export async function requireSlotOf(
  table: TableRef,
  application: StoredApplication,
  applicantIndex: number,
  type: DocumentType,
): Promise<void> {
  if (applicantIndex >= application.applicantCount) throw new NotFoundError('No such applicant');
  if (documentRules[type].wizardOnly) throw new NotFoundError('This document is asked only in the wizard');
  if (!documentRules[type].minorsOnly) return;
  const minors = await applicantMinors(table, application);
  if (minors[applicantIndex] !== true) {
    throw new NotFoundError('This document is asked only of applicants under 18');
  }
}
