import { crc32 } from 'node:zlib';
import { DynaliteError, type DynaliteClient, type RawResponse } from './dynalite-client';
import { keyOfItem, type KeySchemas } from './key-schema';
import { isItem, isObject, type Item, type JsonObject } from './protocol';

export interface SingleWriteDeps {
  readonly client: DynaliteClient;
  readonly keySchemas: KeySchemas;
}

async function keyOf(
  deps: SingleWriteDeps,
  operation: string,
  params: JsonObject,
): Promise<Item | undefined> {
  const tableName = params.TableName;
  if (typeof tableName !== 'string') return undefined;
  if (operation === 'PutItem') {
    return isItem(params.Item)
      ? keyOfItem(params.Item, await deps.keySchemas.keyNames(tableName))
      : undefined;
  }
  return isItem(params.Key) ? params.Key : undefined;
}

/**
 * dynalite ignores `ReturnValuesOnConditionCheckFailure` on PutItem / UpdateItem / DeleteItem. When it is
 * `ALL_OLD` and the condition failed, add the item as it is (unchanged by the failed write) to the error, as
 * AWS does. Must run under the write lock, right after the write.
 */
export async function addOldItemOnConditionFailure(
  deps: SingleWriteDeps,
  operation: string,
  requestBody: Buffer,
  response: RawResponse,
): Promise<RawResponse> {
  if (response.status !== 400 || operation === 'BatchWriteItem') return response;
  const error = new DynaliteError(response.status, response.body.toString('utf8'));
  if (error.type !== 'ConditionalCheckFailedException') return response;
  const params: unknown = JSON.parse(requestBody.toString('utf8'));
  if (!isObject(params) || params.ReturnValuesOnConditionCheckFailure !== 'ALL_OLD') return response;
  const key = await keyOf(deps, operation, params);
  if (key === undefined) return response;
  const read = await deps.client.call('GetItem', {
    TableName: params.TableName,
    Key: key,
    ConsistentRead: true,
  });
  const errorBody: unknown = JSON.parse(error.body);
  if (!isItem(read.Item) || !isObject(errorBody)) return response;
  const body = Buffer.from(JSON.stringify({ ...errorBody, Item: read.Item }), 'utf8');
  return {
    status: response.status,
    headers: { ...response.headers, 'content-length': body.length, 'x-amz-crc32': String(crc32(body)) },
    body,
  };
}
