import { QueryCommand, ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { applicationKeys, numberIndex, type TableRef } from '../../functions/lib/applications-table';

/**
 * Gives every application stored before the number index (gsi3) existed its index keys, on the
 * application item and its applicants, so the status lookup finds it with one Query. Idempotent:
 * items that have them are left alone. Returns how many applications it completed.
 */
export async function backfillNumberIndex(table: TableRef): Promise<number> {
  let done = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const page = await table.db.send(
      new ScanCommand({
        TableName: table.tableName,
        FilterExpression: 'entity = :application AND attribute_not_exists(gsi3pk)',
        ExpressionAttributeValues: { ':application': 'application' },
        ExclusiveStartKey: start,
      }),
    );
    for (const item of page.Items ?? []) {
      const id = String(item.id);
      const partition = numberIndex.partition(String(item.applicationNumber));
      const applicants = await table.db.send(
        new QueryCommand({
          TableName: table.tableName,
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
          ExpressionAttributeValues: {
            ':pk': applicationKeys.application(id).pk,
            ':prefix': applicationKeys.applicantPrefix,
          },
          ConsistentRead: true,
        }),
      );
      for (const key of [
        applicationKeys.application(id),
        ...(applicants.Items ?? []).map((a) => ({ pk: String(a.pk), sk: String(a.sk) })),
      ]) {
        await table.db.send(
          new UpdateCommand({
            TableName: table.tableName,
            Key: key,
            UpdateExpression: 'SET gsi3pk = :pk, gsi3sk = :sk',
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeValues: { ':pk': partition, ':sk': key.sk },
          }),
        );
      }
      done += 1;
    }
    start = page.LastEvaluatedKey;
  } while (start !== undefined);
  return done;
}
