import {
  CreateTableCommand,
  DescribeTableCommand,
  DescribeTimeToLiveCommand,
  ResourceNotFoundException,
  UpdateTimeToLiveCommand,
  waitUntilTableExists,
  type DynamoDBClient,
} from '@aws-sdk/client-dynamodb';
import { tableSchema } from '../../functions/lib/table-schema';

/** Creates the product's table, its indexes and its TTL setting when missing (idempotent). */
export async function ensureTable(
  client: DynamoDBClient,
  tableName: string,
): Promise<'created' | 'existing'> {
  let created = false;
  try {
    await client.send(new DescribeTableCommand({ TableName: tableName }));
  } catch (e: unknown) {
    if (!(e instanceof ResourceNotFoundException)) throw e;
    const keyNames = [
      tableSchema.partitionKey,
      tableSchema.sortKey,
      ...tableSchema.indexes.flatMap((i) => [i.partitionKey, i.sortKey]),
    ];
    await client.send(
      new CreateTableCommand({
        TableName: tableName,
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: keyNames.map((name) => ({ AttributeName: name, AttributeType: 'S' })),
        KeySchema: [
          { AttributeName: tableSchema.partitionKey, KeyType: 'HASH' },
          { AttributeName: tableSchema.sortKey, KeyType: 'RANGE' },
        ],
        GlobalSecondaryIndexes: tableSchema.indexes.map((i) => ({
          IndexName: i.name,
          KeySchema: [
            { AttributeName: i.partitionKey, KeyType: 'HASH' },
            { AttributeName: i.sortKey, KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        })),
      }),
    );
    await waitUntilTableExists(
      { client, maxWaitTime: 30, minDelay: 1, maxDelay: 1 },
      { TableName: tableName },
    );
    created = true;
  }
  const ttl = await client.send(new DescribeTimeToLiveCommand({ TableName: tableName }));
  if (ttl.TimeToLiveDescription?.TimeToLiveStatus !== 'ENABLED') {
    await client.send(
      new UpdateTimeToLiveCommand({
        TableName: tableName,
        TimeToLiveSpecification: { AttributeName: tableSchema.ttlAttribute, Enabled: true },
      }),
    );
  }
  return created ? 'created' : 'existing';
}
