import type { DynaliteClient } from './dynalite-client';
import { IdempotencyTokens } from './idempotency';
import { itemIdentity, keyOfItem, type KeySchemas } from './key-schema';
import {
  DynamoProtocolError,
  isItem,
  isObject,
  okWire,
  requireString,
  validationError,
  type Item,
  type JsonObject,
  type WireResponse,
} from './protocol';
import {
  applyOperation,
  readOldImages,
  restore,
  type TransactKind,
  type TransactOperation,
} from './transact-steps';
import type { WriteQueue } from './write-queue';

const KINDS: readonly TransactKind[] = ['Put', 'Update', 'Delete', 'ConditionCheck'];
const MAX_ITEMS = 100;

export interface TransactDeps {
  readonly client: DynaliteClient;
  readonly queue: WriteQueue;
  readonly keySchemas: KeySchemas;
}

/** Checks the TransactItems list shared by TransactWriteItems and TransactGetItems. */
export function transactItemsOf(params: JsonObject): JsonObject[] {
  const items = params.TransactItems;
  if (!Array.isArray(items)) {
    throw validationError(
      "1 validation error detected: Value null at 'transactItems' failed to satisfy constraint: " +
        'Member must not be null',
    );
  }
  if (items.length < 1 || items.length > MAX_ITEMS) {
    const bound = items.length < 1 ? 'greater than or equal to 1' : `less than or equal to ${MAX_ITEMS}`;
    throw validationError(
      `1 validation error detected: Value '${items.length}' at 'transactItems' failed to satisfy ` +
        `constraint: Member must have length ${bound}`,
    );
  }
  return items.map((item) => {
    if (!isObject(item)) throw validationError('TransactItems must be objects');
    return item;
  });
}

export function refuseDuplicates(identities: readonly string[]): void {
  if (new Set(identities).size !== identities.length) {
    throw validationError('Transaction request cannot include multiple operations on one item');
  }
}

async function parseOperation(entry: JsonObject, keySchemas: KeySchemas): Promise<TransactOperation> {
  const present = KINDS.filter((kind) => entry[kind] !== undefined);
  const kind = present[0];
  const params = kind === undefined ? undefined : entry[kind];
  if (kind === undefined || present.length !== 1 || !isObject(params)) {
    throw validationError('TransactItems can only contain one of Check, Put, Update or Delete');
  }
  const tableName = requireString(params, 'TableName', `transactItems.member.${kind}.`);
  if (kind === 'Put') {
    if (!isItem(params.Item))
      throw validationError('One or more parameter values were invalid: Item is missing');
    return { kind, tableName, key: keyOfItem(params.Item, await keySchemas.keyNames(tableName)), params };
  }
  if (!isItem(params.Key)) throw validationError('One or more parameter values were invalid: Key is missing');
  return { kind, tableName, key: params.Key, params };
}

/** AWS reports write capacity per table: two units per item in a transaction. */
function consumedCapacity(params: JsonObject, ops: readonly { tableName: string }[]): JsonObject {
  if (params.ReturnConsumedCapacity !== 'TOTAL' && params.ReturnConsumedCapacity !== 'INDEXES') return {};
  const perTable = new Map<string, number>();
  for (const op of ops) perTable.set(op.tableName, (perTable.get(op.tableName) ?? 0) + 2);
  return {
    ConsumedCapacity: [...perTable].map(([TableName, units]) => ({
      TableName,
      CapacityUnits: units,
      WriteCapacityUnits: units,
    })),
  };
}

/** TransactWriteItems on top of dynalite's single-item writes, all-or-nothing under the write lock. */
export class TransactWriter {
  private readonly tokens = new IdempotencyTokens();

  constructor(private readonly deps: TransactDeps) {}

  async write(params: JsonObject): Promise<WireResponse> {
    const entries = transactItemsOf(params);
    const ops: TransactOperation[] = [];
    for (const entry of entries) ops.push(await parseOperation(entry, this.deps.keySchemas));
    refuseDuplicates(ops.map((op) => itemIdentity(op.tableName, op.key)));
    const token = typeof params.ClientRequestToken === 'string' ? params.ClientRequestToken : undefined;
    return this.deps.queue.run(async () => {
      if (token !== undefined && this.tokens.alreadyApplied(token, params)) return okWire({});
      await this.applyAll(ops);
      if (token !== undefined) this.tokens.remember(token, params);
      return okWire(consumedCapacity(params, ops));
    });
  }

  /** Must run under the write lock. Throws (after rolling back) when the transaction does not commit. */
  private async applyAll(ops: readonly TransactOperation[]): Promise<void> {
    const { client } = this.deps;
    // Items are distinct and nothing else writes under the lock, so every item's old image is read at
    // once, and every operation is tried at once (a transaction costs about two store round trips, as
    // in DynamoDB): each condition sees its own item as it was before the transaction, and every failed
    // condition is reported, as AWS does.
    const olds = await readOldImages(client, ops);
    const outcomes = await Promise.allSettled(
      ops.map((op, index) => applyOperation(client, op, olds[index])),
    );
    const changed = outcomes.flatMap((outcome, index) =>
      outcome.status === 'fulfilled' && outcome.value === true ? [index] : [],
    );
    const failure = outcomes.find((outcome) => outcome.status === 'rejected');
    if (failure !== undefined) {
      await this.rollBack(ops, olds, changed);
      throw failure.reason;
    }
    const reasons: JsonObject[] = outcomes.map((outcome) => {
      const value = outcome.status === 'fulfilled' ? outcome.value : true;
      return typeof value === 'boolean' ? { Code: 'None' } : value;
    });
    if (reasons.every((reason) => reason.Code === 'None')) return;
    await this.rollBack(ops, olds, changed);
    const codes = reasons.map((reason) => String(reason.Code)).join(', ');
    throw new DynamoProtocolError(
      'TransactionCanceledException',
      `Transaction cancelled, please refer cancellation reasons for specific reasons [${codes}]`,
      { CancellationReasons: reasons },
    );
  }

  private async rollBack(
    ops: readonly TransactOperation[],
    olds: readonly (Item | undefined)[],
    changed: number[],
  ) {
    await Promise.all(
      changed.map((index) => {
        const op = ops[index];
        return op ? restore(this.deps.client, op, olds[index]) : undefined;
      }),
    );
  }
}
