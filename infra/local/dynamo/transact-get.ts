import { itemIdentity } from './key-schema';
import {
  isItem,
  isObject,
  okWire,
  requireString,
  validationError,
  type Item,
  type JsonObject,
  type WireResponse,
} from './protocol';
import { refuseDuplicates, transactItemsOf, type TransactDeps } from './transact-write';

const GET_FIELDS = ['ProjectionExpression', 'ExpressionAttributeNames'];

interface GetOperation {
  readonly tableName: string;
  readonly key: Item;
  readonly request: JsonObject;
}

function parseGet(entry: JsonObject): GetOperation {
  const get = entry.Get;
  if (!isObject(get)) throw validationError('TransactItems can only contain Get');
  const tableName = requireString(get, 'TableName', 'transactItems.member.Get.');
  if (!isItem(get.Key)) throw validationError('One or more parameter values were invalid: Key is missing');
  const request: JsonObject = { TableName: tableName, Key: get.Key, ConsistentRead: true };
  for (const field of GET_FIELDS) if (get[field] !== undefined) request[field] = get[field];
  return { tableName, key: get.Key, request };
}

/**
 * TransactGetItems: every item read under the write lock, so the answer is one consistent snapshot.
 * Responses keep the request order, `{}` for an item that does not exist.
 */
export async function transactGet(deps: TransactDeps, params: JsonObject): Promise<WireResponse> {
  const gets = transactItemsOf(params).map(parseGet);
  refuseDuplicates(gets.map((get) => itemIdentity(get.tableName, get.key)));
  const responses = await deps.queue.run(async () => {
    const out: JsonObject[] = [];
    for (const get of gets) {
      const answer = await deps.client.call('GetItem', get.request);
      out.push(isItem(answer.Item) ? { Item: answer.Item } : {});
    }
    return out;
  });
  const payload: JsonObject = { Responses: responses };
  if (params.ReturnConsumedCapacity === 'TOTAL' || params.ReturnConsumedCapacity === 'INDEXES') {
    const perTable = new Map<string, number>();
    for (const get of gets) perTable.set(get.tableName, (perTable.get(get.tableName) ?? 0) + 2);
    payload.ConsumedCapacity = [...perTable].map(([TableName, units]) => ({
      TableName,
      CapacityUnits: units,
      ReadCapacityUnits: units,
    }));
  }
  return okWire(payload);
}
