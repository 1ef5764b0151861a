import { readFile, rename, writeFile } from 'node:fs/promises';
import type { DynaliteClient } from './dynalite-client';
import {
  isObject,
  okWire,
  requireString,
  validationError,
  type JsonObject,
  type WireResponse,
} from './protocol';

/**
 * Time to live settings per table (table name -> TTL attribute name), which dynalite does not keep. With a
 * data directory they live in a JSON file there, so they survive a restart; otherwise in memory.
 */
export class TtlSettings {
  private saving: Promise<void> = Promise.resolve();

  private constructor(
    private readonly file: string | undefined,
    private readonly tables: Map<string, string>,
  ) {}

  static async load(file?: string): Promise<TtlSettings> {
    const tables = new Map<string, string>();
    if (file !== undefined) {
      const stored = await readJsonFile(file);
      if (isObject(stored)) {
        for (const [table, attribute] of Object.entries(stored)) {
          if (typeof attribute === 'string') tables.set(table, attribute);
        }
      }
    }
    return new TtlSettings(file, tables);
  }

  attributeOf(tableName: string): string | undefined {
    return this.tables.get(tableName);
  }

  enabled(): ReadonlyArray<readonly [table: string, attribute: string]> {
    return [...this.tables];
  }

  /** Enables TTL on `attribute`, or disables it when `attribute` is undefined; resolves once saved. */
  set(tableName: string, attribute: string | undefined): Promise<void> {
    if (attribute === undefined) this.tables.delete(tableName);
    else this.tables.set(tableName, attribute);
    const { file } = this;
    if (file === undefined) return Promise.resolve();
    const snapshot = JSON.stringify(Object.fromEntries(this.tables), null, 2);
    const saved = this.saving.then(async () => {
      await writeFile(`${file}.tmp`, snapshot, 'utf8');
      await rename(`${file}.tmp`, file);
    });
    // A failed save is reported to its caller and does not block the next one.
    this.saving = saved.catch(() => undefined);
    return saved;
  }
}

async function readJsonFile(file: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(file, 'utf8'));
  } catch (e: unknown) {
    if (e instanceof Error && 'code' in e && e.code === 'ENOENT') return undefined;
    throw e;
  }
}

export interface TtlDeps {
  readonly client: DynaliteClient;
  readonly settings: TtlSettings;
}

/** UpdateTimeToLive, answered as AWS does (the change is immediate here, not "ENABLING" for an hour). */
export async function updateTimeToLive(deps: TtlDeps, params: JsonObject): Promise<WireResponse> {
  const tableName = requireString(params, 'TableName');
  const spec = params.TimeToLiveSpecification;
  if (!isObject(spec) || typeof spec.Enabled !== 'boolean') {
    throw validationError(
      "1 validation error detected: Value null at 'timeToLiveSpecification.enabled' failed to satisfy " +
        'constraint: Member must not be null',
    );
  }
  const attribute = requireString(spec, 'AttributeName', 'timeToLiveSpecification.');
  await deps.client.call('DescribeTable', { TableName: tableName });
  const current = deps.settings.attributeOf(tableName);
  if (spec.Enabled && current !== undefined) throw validationError('TimeToLive is already enabled');
  if (!spec.Enabled && current === undefined) throw validationError('TimeToLive is already disabled');
  if (!spec.Enabled && current !== attribute) {
    throw validationError(
      `TimeToLive is active on a different AttributeName: current AttributeName is ${current}`,
    );
  }
  await deps.settings.set(tableName, spec.Enabled ? attribute : undefined);
  return okWire({ TimeToLiveSpecification: { Enabled: spec.Enabled, AttributeName: attribute } });
}

export async function describeTimeToLive(deps: TtlDeps, params: JsonObject): Promise<WireResponse> {
  const tableName = requireString(params, 'TableName');
  await deps.client.call('DescribeTable', { TableName: tableName });
  const attribute = deps.settings.attributeOf(tableName);
  const description =
    attribute === undefined
      ? { TimeToLiveStatus: 'DISABLED' }
      : { TimeToLiveStatus: 'ENABLED', AttributeName: attribute };
  return okWire({ TimeToLiveDescription: description });
}
