import http, { type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http';
import { isObject, type JsonObject, type WireResponse } from './protocol';

/** HTTP access to the dynalite server behind the layer: raw forwarding and JSON API calls. */

/** dynalite checks that a signature is present, never that it is right. */
const INTERNAL_AUTH =
  'AWS4-HMAC-SHA256 Credential=local/20200101/local/dynamodb/aws4_request, SignedHeaders=host, Signature=0';
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
]);

/** dynalite answered a JSON API call with an error; `body` is its response, to be returned as is. */
export class DynaliteError extends Error {
  readonly status: number;
  readonly body: string;
  readonly type: string;

  constructor(status: number, body: string) {
    const parsed = parseJson(body);
    const rawType = isObject(parsed) && typeof parsed.__type === 'string' ? parsed.__type : 'UnknownError';
    const message = isObject(parsed) && typeof parsed.message === 'string' ? parsed.message : body;
    super(message);
    this.name = 'DynaliteError';
    this.status = status;
    this.body = body;
    this.type = rawType.slice(rawType.indexOf('#') + 1);
  }

  toWire(): WireResponse {
    return { status: this.status, body: this.body };
  }
}

export function isConditionalCheckFailed(e: unknown): boolean {
  return e instanceof DynaliteError && e.type === 'ConditionalCheckFailedException';
}

export interface RawResponse {
  readonly status: number;
  readonly headers: OutgoingHttpHeaders;
  readonly body: Buffer;
}

export interface RawRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: Buffer;
}

export class DynaliteClient {
  private readonly agent = new http.Agent({ keepAlive: true });

  constructor(private readonly port: number) {}

  /** Sends a request unchanged (apart from hop-by-hop headers) and buffers the answer. */
  forward(request: RawRequest): Promise<RawResponse> {
    const headers: OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(request.headers)) {
      if (value !== undefined && !HOP_BY_HOP.has(name)) headers[name] = value;
    }
    headers['content-length'] = request.body.length;
    return new Promise((resolve, reject) => {
      const upstream = http.request(
        {
          host: '127.0.0.1',
          port: this.port,
          method: request.method,
          path: request.url,
          headers,
          agent: this.agent,
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', reject);
          response.on('end', () => {
            const out: OutgoingHttpHeaders = {};
            for (const [name, value] of Object.entries(response.headers)) {
              if (value !== undefined && !HOP_BY_HOP.has(name)) out[name] = value;
            }
            resolve({ status: response.statusCode ?? 500, headers: out, body: Buffer.concat(chunks) });
          });
        },
      );
      upstream.on('error', reject);
      upstream.end(request.body);
    });
  }

  /** Calls one DynamoDB operation; resolves with the parsed answer or rejects with a DynaliteError. */
  async call(operation: string, params: JsonObject): Promise<JsonObject> {
    const response = await this.forward({
      method: 'POST',
      url: '/',
      headers: {
        'content-type': 'application/x-amz-json-1.0',
        'x-amz-target': `DynamoDB_20120810.${operation}`,
        'x-amz-date': '20200101T000000Z',
        authorization: INTERNAL_AUTH,
      },
      body: Buffer.from(JSON.stringify(params), 'utf8'),
    });
    const text = response.body.toString('utf8');
    if (response.status !== 200) throw new DynaliteError(response.status, text);
    const parsed = parseJson(text);
    if (!isObject(parsed)) throw new DynaliteError(500, text);
    return parsed;
  }

  close(): void {
    this.agent.destroy();
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (e: unknown) {
    if (e instanceof SyntaxError) return undefined;
    throw e;
  }
}
