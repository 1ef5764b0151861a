import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  ConditionalCheckFailedException,
  CreateTableCommand,
  DescribeTimeToLiveCommand,
  DynamoDBClient,
  PutItemCommand,
  TransactionCanceledException,
  TransactWriteItemsCommand,
  UpdateTimeToLiveCommand,
  waitUntilTableExists,
} from '@aws-sdk/client-dynamodb';
import {
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactGetCommand,
  TransactWriteCommand,
  type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalDynamo, type LocalDynamo } from '../../../infra/local/dynamo/index';

const TABLE = 'layer-test';
const TTL_TABLE = 'layer-ttl-test';

function clientFor(endpoint: string): DynamoDBClient {
  return new DynamoDBClient({
    endpoint,
    region: 'eu-west-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    maxAttempts: 1,
  });
}

async function createTable(client: DynamoDBClient, tableName: string): Promise<void> {
  await client.send(
    new CreateTableCommand({
      TableName: tableName,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: [
        { AttributeName: 'pk', AttributeType: 'S' },
        { AttributeName: 'sk', AttributeType: 'S' },
        { AttributeName: 'gsi1pk', AttributeType: 'S' },
        { AttributeName: 'gsi1sk', AttributeType: 'S' },
      ],
      KeySchema: [
        { AttributeName: 'pk', KeyType: 'HASH' },
        { AttributeName: 'sk', KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: [
        {
          IndexName: 'gsi1',
          KeySchema: [
            { AttributeName: 'gsi1pk', KeyType: 'HASH' },
            { AttributeName: 'gsi1sk', KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        },
      ],
    }),
  );
  await waitUntilTableExists({ client, maxWaitTime: 10, minDelay: 1 }, { TableName: tableName });
}

/** The error a promise rejects with (undefined if it resolves). */
async function failure(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => undefined,
    (e: unknown) => e,
  );
}

function reasonCodes(error: unknown): (string | undefined)[] {
  if (!(error instanceof TransactionCanceledException)) throw new Error(`Not cancelled: ${String(error)}`);
  return (error.CancellationReasons ?? []).map((reason) => reason.Code);
}

describe('local DynamoDB layer (in memory)', () => {
  let dynamo: LocalDynamo;
  let client: DynamoDBClient;
  let db: DynamoDBDocumentClient;

  const get = async (pk: string, sk = 'A') =>
    (await db.send(new GetCommand({ TableName: TABLE, Key: { pk, sk }, ConsistentRead: true }))).Item;
  const put = (item: Record<string, unknown>) => db.send(new PutCommand({ TableName: TABLE, Item: item }));
  const transact = (input: TransactWriteCommandInput) => db.send(new TransactWriteCommand(input));

  beforeAll(async () => {
    dynamo = await startLocalDynamo({ ttlSweepIntervalMs: 0 });
    client = clientFor(dynamo.endpoint);
    db = DynamoDBDocumentClient.from(client);
    await createTable(client, TABLE);
    await createTable(client, TTL_TABLE);
  });

  afterAll(async () => {
    // Stopped while the client still holds keep-alive connections.
    await dynamo?.stop();
    client?.destroy();
  });

  it('applies both Puts of a transaction', async () => {
    await transact({
      TransactItems: [
        { Put: { TableName: TABLE, Item: { pk: 'two-puts-1', sk: 'A', v: 1 } } },
        { Put: { TableName: TABLE, Item: { pk: 'two-puts-2', sk: 'A', v: 2 } } },
      ],
    });
    expect(await get('two-puts-1')).toEqual({ pk: 'two-puts-1', sk: 'A', v: 1 });
    expect(await get('two-puts-2')).toEqual({ pk: 'two-puts-2', sk: 'A', v: 2 });
  });

  it('cancels both Puts when the second fails its condition: [None, ConditionalCheckFailed]', async () => {
    await put({ pk: 'cancel-2', sk: 'A', v: 'original' });
    const error = await failure(
      transact({
        TransactItems: [
          { Put: { TableName: TABLE, Item: { pk: 'cancel-1', sk: 'A', v: 'new' } } },
          {
            Put: {
              TableName: TABLE,
              Item: { pk: 'cancel-2', sk: 'A', v: 'new' },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
        ],
      }),
    );
    expect(error).toBeInstanceOf(TransactionCanceledException);
    expect(reasonCodes(error)).toEqual(['None', 'ConditionalCheckFailed']);
    expect(await get('cancel-1')).toBeUndefined();
    expect(await get('cancel-2')).toEqual({ pk: 'cancel-2', sk: 'A', v: 'original' });
  });

  it('puts the old item in the cancellation reason when asked for ALL_OLD', async () => {
    await put({ pk: 'all-old', sk: 'A', v: 'kept' });
    const error = await failure(
      client.send(
        new TransactWriteItemsCommand({
          TransactItems: [
            {
              Put: {
                TableName: TABLE,
                Item: { pk: { S: 'all-old' }, sk: { S: 'A' } },
                ConditionExpression: 'attribute_not_exists(pk)',
                ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
              },
            },
          ],
        }),
      ),
    );
    expect(error).toBeInstanceOf(TransactionCanceledException);
    const reason = error instanceof TransactionCanceledException ? error.CancellationReasons?.[0] : undefined;
    expect(reason?.Message).toBe('The conditional request failed');
    expect(reason?.Item).toEqual({ pk: { S: 'all-old' }, sk: { S: 'A' }, v: { S: 'kept' } });
  });

  it('cancels an Update on another item when a ConditionCheck fails, item unchanged', async () => {
    await put({ pk: 'check-fail-target', sk: 'A', n: 1 });
    await put({ pk: 'check-fail-guard', sk: 'A', status: 'closed' });
    const error = await failure(
      transact({
        TransactItems: [
          {
            Update: {
              TableName: TABLE,
              Key: { pk: 'check-fail-target', sk: 'A' },
              UpdateExpression: 'SET n = :two',
              ExpressionAttributeValues: { ':two': 2 },
            },
          },
          {
            ConditionCheck: {
              TableName: TABLE,
              Key: { pk: 'check-fail-guard', sk: 'A' },
              ConditionExpression: '#s = :open',
              ExpressionAttributeNames: { '#s': 'status' },
              ExpressionAttributeValues: { ':open': 'open' },
            },
          },
        ],
      }),
    );
    expect(reasonCodes(error)).toEqual(['None', 'ConditionalCheckFailed']);
    expect(await get('check-fail-target')).toEqual({ pk: 'check-fail-target', sk: 'A', n: 1 });
    expect(await get('check-fail-guard')).toEqual({ pk: 'check-fail-guard', sk: 'A', status: 'closed' });
  });

  it('leaves the items of passing ConditionChecks exactly as they were and applies the rest', async () => {
    await put({ pk: 'check-pass-guard', sk: 'A', status: 'open', tags: ['a', 'b'] });
    const before = await get('check-pass-guard');
    await transact({
      TransactItems: [
        {
          ConditionCheck: {
            TableName: TABLE,
            Key: { pk: 'check-pass-missing', sk: 'A' },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        {
          ConditionCheck: {
            TableName: TABLE,
            Key: { pk: 'check-pass-guard', sk: 'A' },
            ConditionExpression: '#s = :open',
            ExpressionAttributeNames: { '#s': 'status' },
            ExpressionAttributeValues: { ':open': 'open' },
          },
        },
        { Put: { TableName: TABLE, Item: { pk: 'check-pass-target', sk: 'A', done: true } } },
      ],
    });
    expect(await get('check-pass-guard')).toEqual(before);
    expect(await get('check-pass-missing')).toBeUndefined();
    expect(await get('check-pass-target')).toEqual({ pk: 'check-pass-target', sk: 'A', done: true });
  });

  it('refuses two operations on one item with a ValidationException', async () => {
    const error = await failure(
      transact({
        TransactItems: [
          { Put: { TableName: TABLE, Item: { pk: 'same-item', sk: 'A', v: 1 } } },
          { Delete: { TableName: TABLE, Key: { pk: 'same-item', sk: 'A' } } },
        ],
      }),
    );
    expect(error).toMatchObject({
      name: 'ValidationException',
      message: 'Transaction request cannot include multiple operations on one item',
    });
    expect(await get('same-item')).toBeUndefined();
  });

  it('rolls back applied operations when a later one is invalid (ValidationException)', async () => {
    const error = await failure(
      transact({
        TransactItems: [
          { Put: { TableName: TABLE, Item: { pk: 'invalid-later-1', sk: 'A' } } },
          {
            Update: {
              TableName: TABLE,
              Key: { pk: 'invalid-later-2', sk: 'A' },
              UpdateExpression: 'SET n = :missing',
            },
          },
        ],
      }),
    );
    expect(error).toMatchObject({ name: 'ValidationException' });
    expect(await get('invalid-later-1')).toBeUndefined();
  });

  it('applies a transaction once when the same ClientRequestToken is sent twice', async () => {
    const input: TransactWriteCommandInput = {
      ClientRequestToken: 'token-applied-once',
      TransactItems: [
        {
          Update: {
            TableName: TABLE,
            Key: { pk: 'idempotent', sk: 'A' },
            UpdateExpression: 'ADD #c :one',
            ExpressionAttributeNames: { '#c': 'counter' },
            ExpressionAttributeValues: { ':one': 1 },
          },
        },
      ],
    };
    await transact(input);
    await transact(input);
    expect(await get('idempotent')).toEqual({ pk: 'idempotent', sk: 'A', counter: 1 });
    const mismatch = await failure(
      transact({
        ...input,
        TransactItems: [{ Delete: { TableName: TABLE, Key: { pk: 'idempotent', sk: 'A' } } }],
      }),
    );
    expect(mismatch).toMatchObject({ name: 'IdempotentParameterMismatchException' });
    expect(await get('idempotent')).toEqual({ pk: 'idempotent', sk: 'A', counter: 1 });
  });

  it('loses no update: 20 concurrent increments among cancelled transactions end at 20', async () => {
    await put({ pk: 'concurrent', sk: 'A', n: 0 });
    await put({ pk: 'concurrent-guard', sk: 'A', open: false });
    const increment = (cancelled: boolean) =>
      transact({
        TransactItems: [
          {
            Update: {
              TableName: TABLE,
              Key: { pk: 'concurrent', sk: 'A' },
              UpdateExpression: 'ADD n :one',
              ConditionExpression: 'attribute_exists(pk)',
              ExpressionAttributeValues: { ':one': 1 },
            },
          },
          {
            ConditionCheck: {
              TableName: TABLE,
              Key: { pk: 'concurrent-guard', sk: 'A' },
              ConditionExpression: cancelled ? '#o = :true' : '#o = :false',
              ExpressionAttributeNames: { '#o': 'open' },
              ExpressionAttributeValues: cancelled ? { ':true': true } : { ':false': false },
            },
          },
        ],
      });
    // Cancelled transactions restore the old image of the counter: without the write lock they would
    // overwrite increments made in between.
    const outcomes = await Promise.allSettled(
      Array.from({ length: 30 }, (_, index) => increment(index % 3 === 2)),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(20);
    expect(await get('concurrent')).toEqual({ pk: 'concurrent', sk: 'A', n: 20 });
  });

  it('returns TransactGetItems responses in request order with {} for a missing item', async () => {
    await put({ pk: 'tget-1', sk: 'A', v: 1 });
    await put({ pk: 'tget-3', sk: 'A', v: 3 });
    const result = await db.send(
      new TransactGetCommand({
        TransactItems: [
          { Get: { TableName: TABLE, Key: { pk: 'tget-3', sk: 'A' } } },
          { Get: { TableName: TABLE, Key: { pk: 'tget-2', sk: 'A' } } },
          { Get: { TableName: TABLE, Key: { pk: 'tget-1', sk: 'A' } } },
        ],
      }),
    );
    expect(result.Responses).toEqual([
      { Item: { pk: 'tget-3', sk: 'A', v: 3 } },
      {},
      { Item: { pk: 'tget-1', sk: 'A', v: 1 } },
    ]);
  });

  it('reports TTL DISABLED by default and ENABLED with the attribute after UpdateTimeToLive', async () => {
    const describe = () => client.send(new DescribeTimeToLiveCommand({ TableName: TTL_TABLE }));
    expect((await describe()).TimeToLiveDescription).toEqual({ TimeToLiveStatus: 'DISABLED' });
    const updated = await client.send(
      new UpdateTimeToLiveCommand({
        TableName: TTL_TABLE,
        TimeToLiveSpecification: { Enabled: true, AttributeName: 'expiresAt' },
      }),
    );
    expect(updated.TimeToLiveSpecification).toEqual({ Enabled: true, AttributeName: 'expiresAt' });
    expect((await describe()).TimeToLiveDescription).toEqual({
      TimeToLiveStatus: 'ENABLED',
      AttributeName: 'expiresAt',
    });
  });

  it('sweepExpired deletes a past expiresAt, keeps future, missing and string ones', async () => {
    const nowS = Math.floor(Date.now() / 1000);
    const items = [
      { pk: 'ttl-past', sk: 'A', expiresAt: nowS - 60 },
      { pk: 'ttl-future', sk: 'A', expiresAt: nowS + 3600 },
      { pk: 'ttl-none', sk: 'A' },
      { pk: 'ttl-string', sk: 'A', expiresAt: String(nowS - 60) },
    ];
    for (const item of items) await db.send(new PutCommand({ TableName: TTL_TABLE, Item: item }));
    expect(await dynamo.sweepExpired()).toBe(1);
    const remaining = await Promise.all(
      items.map(async ({ pk }) => {
        const read = await db.send(new GetCommand({ TableName: TTL_TABLE, Key: { pk, sk: 'A' } }));
        return read.Item?.pk;
      }),
    );
    expect(remaining).toEqual([undefined, 'ttl-future', 'ttl-none', 'ttl-string']);
  });

  it('adds the old item to a ConditionalCheckFailedException when a PutItem asks for ALL_OLD', async () => {
    await put({ pk: 'single-all-old', sk: 'A', v: 'first' });
    const error = await failure(
      client.send(
        new PutItemCommand({
          TableName: TABLE,
          Item: { pk: { S: 'single-all-old' }, sk: { S: 'A' }, v: { S: 'second' } },
          ConditionExpression: 'attribute_not_exists(pk)',
          ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
        }),
      ),
    );
    expect(error).toBeInstanceOf(ConditionalCheckFailedException);
    const item = error instanceof ConditionalCheckFailedException ? error.Item : undefined;
    expect(item).toEqual({ pk: { S: 'single-all-old' }, sk: { S: 'A' }, v: { S: 'first' } });
  });

  it('passes PutItem, GetItem and a GSI Query through, with consumed capacity', async () => {
    await put({ pk: 'plain-1', sk: 'A', gsi1pk: 'status#new', gsi1sk: '2025-01-02' });
    await put({ pk: 'plain-2', sk: 'A', gsi1pk: 'status#new', gsi1sk: '2025-01-01' });
    const read = await db.send(
      new GetCommand({ TableName: TABLE, Key: { pk: 'plain-1', sk: 'A' }, ReturnConsumedCapacity: 'TOTAL' }),
    );
    expect(read.Item).toMatchObject({ pk: 'plain-1', gsi1pk: 'status#new' });
    expect(read.ConsumedCapacity?.CapacityUnits).toBeGreaterThan(0);
    const queried = await db.send(
      new QueryCommand({
        TableName: TABLE,
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :status',
        ExpressionAttributeValues: { ':status': 'status#new' },
        ReturnConsumedCapacity: 'TOTAL',
      }),
    );
    expect(queried.Items?.map((item) => item.pk)).toEqual(['plain-2', 'plain-1']);
    expect(queried.ConsumedCapacity?.CapacityUnits).toBeGreaterThan(0);
  });
});

describe('local DynamoDB layer (with a data directory)', () => {
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'local-dynamo-'));
  });

  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  /** Starts a store on dataDir, runs `use` with a client, then stops both. */
  async function withStore<T>(use: (client: DynamoDBClient, db: DynamoDBDocumentClient) => Promise<T>) {
    const dynamo = await startLocalDynamo({ dataDir, ttlSweepIntervalMs: 0 });
    const client = clientFor(dynamo.endpoint);
    try {
      return await use(client, DynamoDBDocumentClient.from(client));
    } finally {
      client.destroy();
      await dynamo.stop();
    }
  }

  it('keeps items across stop and start', async () => {
    await withStore(async (client, db) => {
      await createTable(client, 'persist-items');
      await db.send(
        new PutCommand({ TableName: 'persist-items', Item: { pk: 'persisted', sk: 'A', v: 42 } }),
      );
    });
    const read = await withStore((_, db) =>
      db.send(new GetCommand({ TableName: 'persist-items', Key: { pk: 'persisted', sk: 'A' } })),
    );
    expect(read.Item).toEqual({ pk: 'persisted', sk: 'A', v: 42 });
  });

  it('reports TTL ENABLED with the attribute after stop and start', async () => {
    await withStore(async (client) => {
      await createTable(client, 'persist-ttl');
      await client.send(
        new UpdateTimeToLiveCommand({
          TableName: 'persist-ttl',
          TimeToLiveSpecification: { Enabled: true, AttributeName: 'expiresAt' },
        }),
      );
    });
    const described = await withStore((client) =>
      client.send(new DescribeTimeToLiveCommand({ TableName: 'persist-ttl' })),
    );
    expect(described.TimeToLiveDescription).toEqual({
      TimeToLiveStatus: 'ENABLED',
      AttributeName: 'expiresAt',
    });
  });
});
