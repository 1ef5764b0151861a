import {
  BatchWriteItemCommand,
  CreateTableCommand,
  DeleteTableCommand,
  ScanCommand,
  waitUntilTableNotExists,
  type AttributeValue,
  DescribeTableCommand,
  DescribeTimeToLiveCommand,
  ResourceNotFoundException,
  UpdateTimeToLiveCommand,
  waitUntilTableExists,
  type DynamoDBClient,
} from '@aws-sdk/client-dynamodb';
import { tableSchema } from '../../functions/lib/table-schema';

async function createTable(client: DynamoDBClient, tableName: string): Promise<void> {
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
  await waitUntilTableExists({ client, maxWaitTime: 30, minDelay: 1, maxDelay: 1 }, { TableName: tableName });
}

/**
 * dynalite cannot add an index to an existing table (DynamoDB can; CloudFormation does it on deploy),
 * so a local table kept from before an index of `tableSchema` existed is rebuilt: its items are read,
 * the table is created again with every index, and the items are written back, unchanged.
 */
async function rebuildWithIndexes(
  client: DynamoDBClient,
  tableName: string,
  missing: string[],
): Promise<void> {
  const items: Record<string, AttributeValue>[] = [];
  let start: Record<string, AttributeValue> | undefined;
  do {
    const page = await client.send(new ScanCommand({ TableName: tableName, ExclusiveStartKey: start }));
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start !== undefined);
  await client.send(new DeleteTableCommand({ TableName: tableName }));
  await waitUntilTableNotExists(
    { client, maxWaitTime: 30, minDelay: 1, maxDelay: 1 },
    { TableName: tableName },
  );
  await createTable(client, tableName);
  for (let i = 0; i < items.length; i += 25) {
    let requests = items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } }));
    while (requests.length > 0) {
      const result = await client.send(
        new BatchWriteItemCommand({ RequestItems: { [tableName]: requests } }),
      );
      requests = (result.UnprocessedItems?.[tableName] ?? []) as typeof requests;
    }
  }
  console.log(`Local table ${tableName}: added index ${missing.join(', ')} (${items.length} items kept).`);
}

/** Creates the product's table, its indexes and its TTL setting when missing (idempotent). */
export async function ensureTable(
  client: DynamoDBClient,
  tableName: string,
): Promise<'created' | 'existing'> {
  let created = false;
  try {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    const present = new Set((Table?.GlobalSecondaryIndexes ?? []).map((index) => index.IndexName));
    const missing = tableSchema.indexes.filter((index) => !present.has(index.name));
    if (missing.length > 0)
      await rebuildWithIndexes(
        client,
        tableName,
        missing.map((i) => i.name),
      );
  } catch (e: unknown) {
    if (!(e instanceof ResourceNotFoundException)) throw e;
    await createTable(client, tableName);
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
