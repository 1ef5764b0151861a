import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { DynaliteError, type DynaliteClient, type RawResponse } from './dynalite-client';
import { DynamoProtocolError, isObject, sendWire, type JsonObject, type WireResponse } from './protocol';
import type { WriteQueue } from './write-queue';

/**
 * The front HTTP handler: operations the layer implements are answered here; every other request goes to
 * dynalite unchanged (writes one at a time through the write queue, reads straight through).
 */

export type OwnOperation = (params: JsonObject) => Promise<WireResponse>;

export interface FrontDeps {
  readonly client: DynaliteClient;
  readonly queue: WriteQueue;
  readonly operations: ReadonlyMap<string, OwnOperation>;
  readonly onTableDeleted: (tableName: string) => Promise<void>;
  /** Told of every answered operation and its status, after the answer went (the fault suite's trigger). */
  readonly answered?: (operation: string, status: number) => void;
  /** True for a write the store must refuse with an InternalServerError (a fault a test set). */
  readonly refuse?: (operation: string, requestBody: Buffer) => boolean;
  /** Runs under the write lock after a forwarded single-item write, to adjust dynalite's answer. */
  readonly afterWrite: (
    operation: string,
    requestBody: Buffer,
    response: RawResponse,
  ) => Promise<RawResponse>;
}

const WRITE_OPERATIONS = new Set(['PutItem', 'UpdateItem', 'DeleteItem', 'BatchWriteItem']);
const WRITES_AND_TRANSACTIONS = new Set([...WRITE_OPERATIONS, 'TransactWriteItems']);
const MAX_REQUEST_BYTES = 16 * 1024 * 1024;
const TARGET_PREFIX = 'DynamoDB_20120810.';

class RequestTooLargeError extends Error {
  constructor() {
    super('Request body too large');
    this.name = 'RequestTooLargeError';
  }
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_REQUEST_BYTES) reject(new RequestTooLargeError());
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function operationOf(target: string | string[] | undefined): string | undefined {
  if (typeof target !== 'string' || !target.startsWith(TARGET_PREFIX)) return undefined;
  return target.slice(TARGET_PREFIX.length);
}

function parseParams(body: Buffer): JsonObject | undefined {
  try {
    const parsed: unknown = JSON.parse(body.toString('utf8'));
    return isObject(parsed) ? parsed : undefined;
  } catch (e: unknown) {
    if (e instanceof SyntaxError) return undefined;
    throw e;
  }
}

async function runOwn(operation: OwnOperation, req: IncomingMessage, body: Buffer): Promise<WireResponse> {
  const signedByQuery = new URL(req.url ?? '/', 'http://localhost').searchParams.has('X-Amz-Algorithm');
  if (!req.headers.authorization?.trim().startsWith('AWS4-') && !signedByQuery) {
    return new DynamoProtocolError(
      'MissingAuthenticationTokenException',
      'Request is missing Authentication Token',
    ).toWire();
  }
  const params = parseParams(body);
  if (params === undefined) {
    return { status: 400, body: '{"__type":"com.amazon.coral.service#SerializationException"}' };
  }
  try {
    return await operation(params);
  } catch (e: unknown) {
    if (e instanceof DynamoProtocolError || e instanceof DynaliteError) return e.toWire();
    throw e;
  }
}

async function handle(deps: FrontDeps, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const body = await readBody(req);
  const operation = operationOf(req.headers['x-amz-target']);
  const own = operation === undefined ? undefined : deps.operations.get(operation);
  if (operation !== undefined && deps.answered !== undefined) {
    const tell = deps.answered;
    res.once('finish', () => tell(operation, res.statusCode));
  }
  if (operation !== undefined && WRITES_AND_TRANSACTIONS.has(operation) && deps.refuse?.(operation, body)) {
    sendWire(res, new DynamoProtocolError('InternalServerError', 'Injected store fault', {}, 500).toWire());
    return;
  }
  if (own !== undefined && req.method === 'POST') {
    sendWire(res, await runOwn(own, req, body));
    return;
  }
  const raw = { method: req.method ?? 'GET', url: req.url ?? '/', headers: req.headers, body };
  const forward = () => deps.client.forward(raw);
  const response =
    operation !== undefined && WRITE_OPERATIONS.has(operation)
      ? await deps.queue.run(async () => deps.afterWrite(operation, body, await forward()))
      : await forward();
  if (operation === 'DeleteTable' && response.status === 200) {
    const tableName = parseParams(body)?.TableName;
    if (typeof tableName === 'string') await deps.onTableDeleted(tableName);
  }
  res.writeHead(response.status, response.headers);
  res.end(response.body);
}

export function createFrontHandler(deps: FrontDeps): RequestListener {
  return (req, res) => {
    handle(deps, req, res).catch((e: unknown) => {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      if (e instanceof RequestTooLargeError) {
        res.writeHead(413, { 'Content-Length': 0, Connection: 'close' }).end();
        return;
      }
      const message = e instanceof Error ? e.message : String(e);
      sendWire(res, new DynamoProtocolError('InternalServerError', message, {}, 500).toWire());
    });
  };
}
