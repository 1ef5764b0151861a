import { mkdir } from 'node:fs/promises';
import http from 'node:http';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { DynaliteClient } from './dynalite-client';
import { KeySchemas } from './key-schema';
import { createFrontHandler, type OwnOperation } from './server';
import { transactGet } from './transact-get';
import { TransactWriter } from './transact-write';
import { describeTimeToLive, TtlSettings, updateTimeToLive } from './ttl';
import { addOldItemOnConditionFailure } from './single-write';
import { sweepExpired } from './ttl-sweeper';
import { WriteQueue } from './write-queue';
import { switchable, type Outage } from '../outage';

/**
 * A DynamoDB-compatible local store: dynalite behind a front server that adds what dynalite lacks
 * (TransactWriteItems, TransactGetItems, TTL settings and expiry) and serialises writes so transactions
 * are atomic. The real AWS SDK talks to `endpoint` as it would to DynamoDB.
 */

export interface LocalDynamoOptions {
  /** Folder for the data (created if missing); undefined keeps everything in memory. */
  readonly dataDir?: string;
  /** Default 127.0.0.1. */
  readonly host?: string;
  /** Default 0: a free port. */
  readonly port?: number;
  /** Default 30000; 0 disables the timer (`sweepExpired()` still works). */
  readonly ttlSweepIntervalMs?: number;
}

export interface LocalDynamo {
  /** http://127.0.0.1:PORT */
  readonly endpoint: string;
  /** Takes the store down and back (same port, same data), for fault tests. */
  readonly outage: Outage;
  /**
   * Calls `listener` after each answered request with its operation (`TransactWriteItems`, …) and
   * status, until the returned function is called: a fault test stops the store right after a write.
   */
  onAnswer(listener: (operation: string, status: number) => void): () => void;
  /**
   * Refuses (500 InternalServerError, as DynamoDB does when it fails) every write whose request holds
   * `text` (an applicant's e-mail address), until the returned function is called: a store failure
   * for one application only, while other tests use the same stack.
   */
  refuseWritesContaining(text: string): () => void;
  /** Deletes the items expired at `now` (default: the current time) and returns how many. */
  sweepExpired(now?: Date): Promise<number>;
  stop(): Promise<void>;
}

type DynaliteFactory = (options: {
  readonly path?: string;
  readonly createTableMs?: number;
  readonly deleteTableMs?: number;
  readonly updateTableMs?: number;
}) => http.Server;

const requireCjs = createRequire(import.meta.url);

function listen(server: http.Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const address = server.address();
      if (address === null || typeof address === 'string') reject(new Error('Server has no TCP address'));
      else resolve(address.port);
    });
  });
}

function close(server: http.Server): Promise<void> {
  return new Promise((resolve, reject) => {
    server.close((err?: Error) => (err ? reject(err) : resolve()));
    server.closeAllConnections();
  });
}

function endpointHost(host: string): string {
  if (host === '0.0.0.0' || host === '::' || host === '') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}

export async function startLocalDynamo(options: LocalDynamoOptions = {}): Promise<LocalDynamo> {
  const { dataDir, host = '127.0.0.1', port = 0, ttlSweepIntervalMs = 30_000 } = options;
  if (dataDir !== undefined) await mkdir(dataDir, { recursive: true });

  // Tables are ACTIVE at once (dynalite's default keeps them CREATING for 500 ms).
  const dynalite: DynaliteFactory = requireCjs('dynalite');
  const backend = dynalite({
    path: dataDir === undefined ? undefined : join(dataDir, 'dynalite'),
    createTableMs: 0,
    deleteTableMs: 0,
    updateTableMs: 0,
  });
  const client = new DynaliteClient(await listen(backend, 0, '127.0.0.1'));
  const queue = new WriteQueue();
  const keySchemas = new KeySchemas(client);
  const settings = await TtlSettings.load(dataDir === undefined ? undefined : join(dataDir, 'ttl.json'));
  const deps = { client, queue, keySchemas, settings };
  const writer = new TransactWriter(deps);

  const operations = new Map<string, OwnOperation>([
    ['TransactWriteItems', (params) => writer.write(params)],
    ['TransactGetItems', (params) => transactGet(deps, params)],
    ['UpdateTimeToLive', (params) => updateTimeToLive(deps, params)],
    ['DescribeTimeToLive', (params) => describeTimeToLive(deps, params)],
  ]);
  const listeners = new Set<(operation: string, status: number) => void>();
  const refused = new Set<string>();
  const front = http.createServer(
    createFrontHandler({
      client,
      queue,
      operations,
      answered: (operation, status) => {
        for (const listener of [...listeners]) listener(operation, status);
      },
      onTableDeleted: async (tableName) => {
        keySchemas.forget(tableName);
        if (settings.attributeOf(tableName) !== undefined) await settings.set(tableName, undefined);
      },
      refuse: (_operation, requestBody) => {
        if (refused.size === 0) return false;
        const text = requestBody.toString('utf8');
        return [...refused].some((r) => text.includes(r));
      },
      afterWrite: (operation, requestBody, response) =>
        addOldItemOnConditionFailure(deps, operation, requestBody, response),
    }),
  );
  const publicPort = await listen(front, port, host);
  const outage = switchable(front);

  const sweeps = new Set<Promise<number>>();
  const sweep = (now: Date): Promise<number> => {
    const running = sweepExpired(deps, now);
    sweeps.add(running);
    const forget = () => sweeps.delete(running);
    running.then(forget, forget);
    return running;
  };
  let timerSweep: Promise<number> | undefined;
  const timer =
    ttlSweepIntervalMs > 0
      ? setInterval(() => {
          if (timerSweep !== undefined) return;
          timerSweep = sweep(new Date())
            .catch((e: unknown) => {
              console.error('[local-dynamo] TTL sweep failed:', e);
              return 0;
            })
            .finally(() => (timerSweep = undefined));
        }, ttlSweepIntervalMs).unref()
      : undefined;

  let stopping: Promise<void> | undefined;
  const stop = async (): Promise<void> => {
    clearInterval(timer);
    if (outage.down) front.closeAllConnections();
    else await close(front);
    await Promise.allSettled([...sweeps]);
    await queue.idle();
    client.close();
    await close(backend);
  };

  return {
    endpoint: `http://${endpointHost(host)}:${publicPort}`,
    outage,
    onAnswer: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    refuseWritesContaining: (text) => {
      refused.add(text);
      return () => refused.delete(text);
    },
    sweepExpired: (now = new Date()) => sweep(now),
    stop: () => (stopping ??= stop()),
  };
}
