import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { isMinorOn, type DocumentType } from '../../shared/documents/rules';
import { missingDocumentsOf, type MissingDocuments } from '../../shared/status/missing-documents';
import type { StoredApplicant, StoredApplication, TableRef } from '../lib/applications-table';
import { documentKeyPrefix } from '../documents/document-store';

/**
 * Who is a minor, as the documents concern decides it (`functions/documents/minors.ts`): under 18 on the
 * date of arrival, or on the day the application was made when none was given.
 */
function minorsOf(application: StoredApplication, applicants: readonly StoredApplicant[]): boolean[] {
  const madeOn = application.createdAt.slice(0, 10);
  return Array.from({ length: application.applicantCount }, (_, index) => {
    const applicant = applicants.find((a) => a.index === index);
    return applicant ? isMinorOn(String(applicant.dateOfBirth), applicant.dateOfArrival || madeOn) : false;
  });
}

/** The recorded documents' slots (`APP#<id>` / `DOC#<applicant>#<type>`): one Query of keys only. */
async function uploadedSlots(table: TableRef, applicationId: string) {
  const result = await table.db.send(
    new QueryCommand({
      TableName: table.tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': `APP#${applicationId}`, ':prefix': documentKeyPrefix },
      ProjectionExpression: 'sk',
      ConsistentRead: true,
    }),
  );
  return (result.Items ?? []).map((item) => {
    const [applicantIndex, type] = String(item.sk).slice(documentKeyPrefix.length).split('#');
    return { applicantIndex: Number(applicantIndex), type: type as DocumentType };
  });
}

/** The required documents still missing, per traveller. */
export async function missingDocuments(
  table: TableRef,
  application: StoredApplication,
  applicants: readonly StoredApplicant[],
): Promise<MissingDocuments[]> {
  return missingDocumentsOf(minorsOf(application, applicants), await uploadedSlots(table, application.id));
}
