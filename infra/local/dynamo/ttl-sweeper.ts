import { DynaliteError, isConditionalCheckFailed, type DynaliteClient } from './dynalite-client';
import type { KeySchemas } from './key-schema';
import { isItem, type Item, type JsonObject } from './protocol';
import type { TtlSettings } from './ttl';
import type { WriteQueue } from './write-queue';

/** AWS leaves alone items whose TTL value is more than five years in the past. */
const FIVE_YEARS_S = Math.round(5 * 365.25 * 24 * 3600);

export interface SweepDeps {
  readonly client: DynaliteClient;
  readonly queue: WriteQueue;
  readonly keySchemas: KeySchemas;
  readonly settings: TtlSettings;
}

/** The epoch seconds of an item's TTL attribute when it makes the item expired at `nowS`. */
function expiredValue(item: Item, attribute: string, nowS: number): string | undefined {
  const value = item[attribute]?.N;
  if (typeof value !== 'string') return undefined;
  const seconds = Number(value);
  if (!Number.isFinite(seconds) || seconds >= nowS || seconds < nowS - FIVE_YEARS_S) return undefined;
  return value;
}

async function expiredItems(deps: SweepDeps, tableName: string, attribute: string, nowS: number) {
  const keyNames = await deps.keySchemas.keyNames(tableName);
  const names: Record<string, string> = {};
  [...new Set([...keyNames, attribute])].forEach((name, index) => (names[`#a${index}`] = name));
  const found: { readonly key: Item; readonly value: string }[] = [];
  let startKey: unknown;
  do {
    const request: JsonObject = {
      TableName: tableName,
      ConsistentRead: true,
      ProjectionExpression: Object.keys(names).join(', '),
      ExpressionAttributeNames: names,
    };
    if (startKey !== undefined) request.ExclusiveStartKey = startKey;
    const page = await deps.client.call('Scan', request);
    for (const item of Array.isArray(page.Items) ? page.Items.filter(isItem) : []) {
      const value = expiredValue(item, attribute, nowS);
      if (value === undefined) continue;
      const key: Item = {};
      for (const name of keyNames) if (item[name]) key[name] = item[name];
      found.push({ key, value });
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey !== undefined);
  return found;
}

/**
 * Deletes, now, every item of a TTL-enabled table whose TTL attribute is a Number of epoch seconds lower than
 * `now` (as AWS's background process does, only sooner). Each deletion goes through the write lock and is
 * conditional on the TTL value still being the one scanned, so an item updated meanwhile is kept.
 */
export async function sweepExpired(deps: SweepDeps, now: Date): Promise<number> {
  const nowS = Math.floor(now.getTime() / 1000);
  let deleted = 0;
  for (const [tableName, attribute] of deps.settings.enabled()) {
    let expired: Awaited<ReturnType<typeof expiredItems>>;
    try {
      expired = await expiredItems(deps, tableName, attribute, nowS);
    } catch (e: unknown) {
      if (e instanceof DynaliteError && e.type === 'ResourceNotFoundException') continue;
      throw e;
    }
    for (const { key, value } of expired) {
      const removed = await deps.queue.run(async () => {
        try {
          await deps.client.call('DeleteItem', {
            TableName: tableName,
            Key: key,
            ConditionExpression: '#ttl = :ttl',
            ExpressionAttributeNames: { '#ttl': attribute },
            ExpressionAttributeValues: { ':ttl': { N: value } },
          });
          return true;
        } catch (e: unknown) {
          if (isConditionalCheckFailed(e)) return false;
          throw e;
        }
      });
      if (removed) deleted += 1;
    }
  }
  return deleted;
}
