import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { DocumentType } from '../../shared/documents/rules';
import { missingDocumentsOf, type MissingDocuments } from '../../shared/status/missing-documents';
import type { StoredApplicant, StoredApplication, TableRef } from '../lib/applications-table';
import { documentKeyPrefix } from '../documents/document-store';
import { applicantDocumentsOf, travellerFactsOf } from '../documents/minors';

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
  // What the application's destination requires of each traveller (`functions/documents/minors.ts`).
  const required = applicantDocumentsOf(application, travellerFactsOf(application, applicants)).map((asked) =>
    asked.filter((d) => d.required).map((d) => d.type),
  );
  return missingDocumentsOf(required, await uploadedSlots(table, application.id));
}
