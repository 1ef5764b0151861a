import { randomUUID } from 'node:crypto';
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { ServiceUnavailableError } from '../../../functions/lib/domain-errors';
import {
  conditionalWrite,
  failedCondition,
  retryTransaction,
  transactWrite,
  tryAgain,
} from '../../../functions/lib/dynamo-writes';
import { db, table } from '../applications/support';

const key = () => ({ pk: `TEST#${randomUUID()}`, sk: 'TEST' });
const read = async (k: { pk: string; sk: string }) =>
  (await db.send(new GetCommand({ TableName: table.tableName, Key: k, ConsistentRead: true }))).Item;

describe('conditionalWrite', () => {
  it('writes when the condition holds and answers false, writing nothing, when it does not', async () => {
    const k = key();
    const put = () =>
      conditionalWrite(
        db,
        new PutCommand({
          TableName: table.tableName,
          Item: { ...k, n: 1 },
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      );
    expect(await put()).not.toBe(false);
    const update = await conditionalWrite(
      db,
      new UpdateCommand({
        TableName: table.tableName,
        Key: k,
        UpdateExpression: 'SET n = :two',
        ConditionExpression: 'n = :three',
        ExpressionAttributeValues: { ':two': 2, ':three': 3 },
      }),
    );
    expect(update).toBe(false);
    expect(await put()).toBe(false);
    expect(await read(k)).toMatchObject({ n: 1 });
  });

  it('gives the write’s output (returned values) when it wrote', async () => {
    const k = key();
    const result = await conditionalWrite(
      db,
      new UpdateCommand({
        TableName: table.tableName,
        Key: k,
        UpdateExpression: 'ADD n :one',
        ConditionExpression: 'attribute_not_exists(n) OR n < :limit',
        ExpressionAttributeValues: { ':one': 1, ':limit': 5 },
        ReturnValues: 'UPDATED_NEW',
      }),
    );
    expect(result && result.Attributes).toEqual({ n: 1 });
  });
});

describe('transactWrite', () => {
  it('answers which items’ conditions failed, and writes none of them', async () => {
    const [a, b] = [key(), key()];
    await db.send(new PutCommand({ TableName: table.tableName, Item: { ...b, taken: true } }));
    const put = (k: { pk: string; sk: string }) => ({
      Put: {
        TableName: table.tableName,
        Item: { ...k, mine: true },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    });
    const result = await transactWrite(db, [put(a), put(b)]);
    expect(result.written).toBe(false);
    if (result.written) return;
    expect(failedCondition(result.reasons, 0)).toBe(false);
    expect(failedCondition(result.reasons, 1)).toBe(true);
    expect(await read(a)).toBeUndefined();
    expect(await transactWrite(db, [put(a)])).toEqual({ written: true });
  });
});

describe('retryTransaction', () => {
  it('tries again until an attempt answers, and gives up with the error it is given', async () => {
    const seen: number[] = [];
    const answer = await retryTransaction(
      async (n) => {
        seen.push(n);
        return n < 3 ? tryAgain : `done at ${n}`;
      },
      { exhausted: () => new ServiceUnavailableError('busy') },
    );
    expect(answer).toBe('done at 3');
    expect(seen).toEqual([1, 2, 3]);
    await expect(
      retryTransaction(async () => tryAgain, {
        attempts: 2,
        exhausted: () => new ServiceUnavailableError('busy'),
      }),
    ).rejects.toBeInstanceOf(ServiceUnavailableError);
  });

  it('lets ten writers of one counter each add once (each attempt reads and writes afresh)', async () => {
    const k = key();
    await db.send(new PutCommand({ TableName: table.tableName, Item: { ...k, n: 0 } }));
    await Promise.all(
      Array.from({ length: 10 }, () =>
        retryTransaction(
          async () => {
            const n = Number((await read(k))?.n);
            const result = await transactWrite(db, [
              {
                Update: {
                  TableName: table.tableName,
                  Key: k,
                  UpdateExpression: 'SET n = :next',
                  ConditionExpression: 'n = :seen',
                  ExpressionAttributeValues: { ':next': n + 1, ':seen': n },
                },
              },
            ]);
            return result.written ? n + 1 : tryAgain;
          },
          { attempts: 30, backoffMs: 5, exhausted: () => new ServiceUnavailableError('busy') },
        ),
      ),
    );
    expect((await read(k))?.n).toBe(10);
  });
});
