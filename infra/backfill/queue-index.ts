import { ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { queueViewOf, type QueueFacts } from '../../shared/api/admin';
import { applicationKeys, type TableRef } from '../../functions/lib/applications-table';
import { conditionalWrite } from '../../functions/lib/dynamo-writes';
import { viewIndex } from '../../functions/lib/queue';
import { isTestData } from '../../functions/lib/test-data';

/**
 * Moves every application stored before the staff queue (its `gsi1pk` is `STATUS#<status>`) into its
 * view (`VIEW#<view>`, `functions/lib/queue.ts`), so that the queue lists it and the payment, the
 * documents, "Start review" and the decision (which move an application only from the view it is in)
 * find it there. Conditional on the key it was read with, so a concurrent change wins. Idempotent.
 * Run before the view counters are recounted (`counters.ts`). Returns how many it moved.
 */
export async function backfillQueueIndex(table: TableRef): Promise<number> {
  let moved = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const page = await table.db.send(
      new ScanCommand({
        TableName: table.tableName,
        FilterExpression:
          'entity = :application AND NOT begins_with(gsi1pk, :view) AND NOT begins_with(gsi1pk, :test) AND #status <> :withdrawn',
        // A withdrawn application (the traveller's self-service) is in no view.
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':application': 'application',
          ':view': 'VIEW#',
          ':test': 'TESTVIEW#',
          ':withdrawn': 'withdrawn',
        },
        ExclusiveStartKey: start,
      }),
    );
    for (const item of page.Items ?? []) {
      const view = queueViewOf(item as unknown as QueueFacts);
      const written = await conditionalWrite(
        table.db,
        new UpdateCommand({
          TableName: table.tableName,
          Key: applicationKeys.application(String(item.id)),
          UpdateExpression: 'SET gsi1pk = :to, gsi1sk = :sort',
          ConditionExpression: 'gsi1pk = :from',
          ExpressionAttributeValues: {
            ':to': viewIndex.partition(view, isTestData(item)),
            ':sort': viewIndex.sort(String(item.createdAt), String(item.id)),
            ':from': item.gsi1pk,
          },
        }),
      );
      if (written) moved += 1;
    }
    start = page.LastEvaluatedKey;
  } while (start !== undefined);
  return moved;
}
