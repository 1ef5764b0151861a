import { isConditionalCheckFailed, type DynaliteClient } from './dynalite-client';
import { itemIdentity } from './key-schema';
import { isItem, isObject, type Item, type JsonObject } from './protocol';

/** The single-item steps a transaction is made of, each one a plain dynalite call. */

export type TransactKind = 'Put' | 'Update' | 'Delete' | 'ConditionCheck';

export interface TransactOperation {
  readonly kind: TransactKind;
  readonly tableName: string;
  readonly key: Item;
  /** The operation's own request object (e.g. the value of `Put`). */
  readonly params: JsonObject;
}

const EXPRESSION_FIELDS = ['ConditionExpression', 'ExpressionAttributeNames', 'ExpressionAttributeValues'];
const CHECK_NAME = '#localTransactionCheck';
const CHECK_VALUE = ':localTransactionCheck';

function pick(params: JsonObject, fields: readonly string[]): JsonObject {
  const picked: JsonObject = {};
  for (const field of fields) {
    if (params[field] !== undefined) picked[field] = params[field];
  }
  return picked;
}

/** The dynalite call that performs one operation (ReturnValuesOnConditionCheckFailure is left out). */
function requestFor(op: TransactOperation): { readonly operation: string; readonly params: JsonObject } {
  const base = { TableName: op.tableName };
  switch (op.kind) {
    case 'Put':
      return {
        operation: 'PutItem',
        params: { ...base, ...pick(op.params, ['Item', ...EXPRESSION_FIELDS]) },
      };
    case 'Update':
      return {
        operation: 'UpdateItem',
        params: { ...base, Key: op.key, ...pick(op.params, ['UpdateExpression', ...EXPRESSION_FIELDS]) },
      };
    case 'Delete':
      return {
        operation: 'DeleteItem',
        params: { ...base, Key: op.key, ...pick(op.params, EXPRESSION_FIELDS) },
      };
    case 'ConditionCheck': {
      // dynalite has no condition-only call: set a throwaway attribute under the condition, then restore.
      const names = op.params.ExpressionAttributeNames;
      const values = op.params.ExpressionAttributeValues;
      return {
        operation: 'UpdateItem',
        params: {
          ...base,
          Key: op.key,
          ConditionExpression: op.params.ConditionExpression,
          UpdateExpression: `SET ${CHECK_NAME} = ${CHECK_VALUE}`,
          ExpressionAttributeNames: {
            ...(isObject(names) ? names : {}),
            [CHECK_NAME]: '__localTransactionCheck',
          },
          ExpressionAttributeValues: { ...(isObject(values) ? values : {}), [CHECK_VALUE]: { BOOL: true } },
        },
      };
    }
  }
}

/**
 * The items of a transaction as they are before it, in the order of `ops`, with one BatchGetItem
 * (consistent, as a transaction reads): the key of each item, from its operation, names it.
 */
export async function readOldImages(
  client: DynaliteClient,
  ops: readonly TransactOperation[],
): Promise<(Item | undefined)[]> {
  const byTable = new Map<string, Item[]>();
  for (const op of ops) byTable.set(op.tableName, [...(byTable.get(op.tableName) ?? []), op.key]);
  const found = new Map<string, Item>();
  let request: JsonObject = Object.fromEntries(
    [...byTable].map(([table, keys]) => [table, { Keys: keys, ConsistentRead: true }]),
  );
  while (Object.keys(request).length > 0) {
    const answer = await client.call('BatchGetItem', { RequestItems: request });
    const responses = isObject(answer.Responses) ? answer.Responses : {};
    for (const [table, items] of Object.entries(responses)) {
      for (const item of Array.isArray(items) ? items : []) {
        if (!isItem(item)) continue;
        const op = ops.find((o) => o.tableName === table && sameKey(o.key, item));
        if (op) found.set(itemIdentity(table, op.key), item);
      }
    }
    request = isObject(answer.UnprocessedKeys) ? answer.UnprocessedKeys : {};
  }
  return ops.map((op) => found.get(itemIdentity(op.tableName, op.key)));
}

function sameKey(key: Item, item: Item): boolean {
  return Object.entries(key).every(([name, value]) => JSON.stringify(item[name]) === JSON.stringify(value));
}

/** Puts an item back as it was before the transaction (or removes it if it did not exist). */
export async function restore(
  client: DynaliteClient,
  op: TransactOperation,
  old: Item | undefined,
): Promise<void> {
  if (old) await client.call('PutItem', { TableName: op.tableName, Item: old });
  else await client.call('DeleteItem', { TableName: op.tableName, Key: op.key });
}

/**
 * Applies one operation. Resolves with `true` when it changed the stored item (to be rolled back if the
 * transaction is cancelled), `false` when it left it as it was, or the cancellation reason when its
 * condition failed. Any other dynalite error is thrown.
 */
export async function applyOperation(
  client: DynaliteClient,
  op: TransactOperation,
  old: Item | undefined,
): Promise<boolean | JsonObject> {
  const { operation, params } = requestFor(op);
  try {
    await client.call(operation, params);
  } catch (e: unknown) {
    if (!isConditionalCheckFailed(e)) throw e;
    const reason: JsonObject = { Code: 'ConditionalCheckFailed', Message: 'The conditional request failed' };
    if (op.params.ReturnValuesOnConditionCheckFailure === 'ALL_OLD' && old) reason.Item = old;
    return reason;
  }
  if (op.kind !== 'ConditionCheck') return true;
  await restore(client, op, old);
  return false;
}
