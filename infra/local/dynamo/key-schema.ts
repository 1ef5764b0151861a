import type { DynaliteClient } from './dynalite-client';
import { isObject, validationError, type Item } from './protocol';

/** Key attribute names per table, read once with DescribeTable (forgotten when the table is deleted). */
export class KeySchemas {
  private readonly cache = new Map<string, readonly string[]>();

  constructor(private readonly client: DynaliteClient) {}

  async keyNames(tableName: string): Promise<readonly string[]> {
    const cached = this.cache.get(tableName);
    if (cached) return cached;
    const described = await this.client.call('DescribeTable', { TableName: tableName });
    const table = described.Table;
    const schema = isObject(table) && Array.isArray(table.KeySchema) ? table.KeySchema : [];
    const names = schema
      .filter(isObject)
      .sort((a, b) => (a.KeyType === 'HASH' ? -1 : b.KeyType === 'HASH' ? 1 : 0))
      .map((element) => element.AttributeName)
      .filter((name): name is string => typeof name === 'string');
    this.cache.set(tableName, names);
    return names;
  }

  forget(tableName: string): void {
    this.cache.delete(tableName);
  }
}

/** The key of a full item, as PutItem would store it. */
export function keyOfItem(item: Item, keyNames: readonly string[]): Item {
  const key: Item = {};
  for (const name of keyNames) {
    const value = item[name];
    if (value === undefined) {
      throw validationError(`One or more parameter values were invalid: Missing the key ${name} in the item`);
    }
    key[name] = value;
  }
  return key;
}

/** A stable identity for one item of one table, used to refuse two operations on the same item. */
export function itemIdentity(tableName: string, key: Item): string {
  const entries = Object.entries(key).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify([tableName, entries]);
}
