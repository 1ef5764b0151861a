import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { crc32 } from 'node:zlib';

/** DynamoDB JSON protocol pieces shared by the layer's own operations. */

export type JsonObject = { [key: string]: unknown };
/** A DynamoDB attribute value in wire form, e.g. `{ "S": "x" }`. */
export type AttributeValue = JsonObject;
export type Item = Record<string, AttributeValue>;

export const DYNAMO_PREFIX = 'com.amazonaws.dynamodb.v20120810#';
const VALIDATION_PREFIX = 'com.amazon.coral.validate#';

export interface WireResponse {
  readonly status: number;
  readonly body: string;
}

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function isItem(value: unknown): value is Item {
  return isObject(value) && Object.values(value).every(isObject);
}

/** An error answered in the exact JSON shape DynamoDB uses, so the SDK raises the named exception. */
export class DynamoProtocolError extends Error {
  readonly type: string;
  readonly status: number;
  readonly extra: JsonObject;

  constructor(type: string, message: string, extra: JsonObject = {}, status = 400) {
    super(message);
    this.name = 'DynamoProtocolError';
    this.type = type;
    this.status = status;
    this.extra = extra;
  }

  toWire(): WireResponse {
    const prefix = this.type === 'ValidationException' ? VALIDATION_PREFIX : DYNAMO_PREFIX;
    const body = { __type: prefix + this.type, message: this.message, ...this.extra };
    return { status: this.status, body: JSON.stringify(body) };
  }
}

export function validationError(message: string): DynamoProtocolError {
  return new DynamoProtocolError('ValidationException', message);
}

/** A request string field that must be present and non-empty. */
export function requireString(params: JsonObject, field: string, where = ''): string {
  const value = params[field];
  if (typeof value !== 'string' || value.length === 0) {
    throw validationError(
      `1 validation error detected: Value null at '${where}${field}' failed to satisfy constraint: ` +
        'Member must not be null',
    );
  }
  return value;
}

/** Writes a DynamoDB-style JSON response (request id and CRC32 headers as AWS sends them). */
export function sendWire(res: ServerResponse, response: WireResponse): void {
  const body = Buffer.from(response.body, 'utf8');
  res.writeHead(response.status, {
    'Content-Type': 'application/x-amz-json-1.0',
    'Content-Length': body.length,
    'x-amzn-RequestId': randomBytes(39).toString('base64').toUpperCase().replace(/[+/]/g, '0'),
    'x-amz-crc32': String(crc32(body)),
  });
  res.end(body);
}

export function okWire(payload: JsonObject): WireResponse {
  return { status: 200, body: JSON.stringify(payload) };
}
