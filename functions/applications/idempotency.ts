import { createHash } from 'node:crypto';
import { errorCodes } from '../../shared/api/errors';
import { idempotencyKeyHeader, idempotencyKeyPattern } from '../../shared/api/applications';
import { HttpError } from '../lib/http';

/** How long a creation can be replayed with its key. */
export const idempotencyTtlSeconds = 24 * 60 * 60;

/**
 * Without an Idempotency-Key (the specification's call sends none), the same body sent again within
 * this time is taken for a repeat of the first (a double click, a retry after a lost answer) and gets
 * the first answer: still one application. A traveller who means a second, identical application
 * later gets one after this time.
 */
export const implicitIdempotencySeconds = 10 * 60;

/** A well-formed Idempotency-Key header, or a 400 in the one error shape. */
export function requireIdempotencyKey(value: string | undefined): string {
  const key = value?.trim();
  if (key === undefined || !idempotencyKeyPattern.test(key)) {
    throw new HttpError(
      400,
      errorCodes.validation,
      `${idempotencyKeyHeader} header is required (8-128 characters)`,
      [{ path: `headers.${idempotencyKeyHeader}`, message: 'journey.error.idempotencyKey.invalid' }],
    );
  }
  return key;
}

/** JSON with object keys sorted, so that equal values give equal text whatever the key order. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * The idempotency record a creation writes: the client's key for 24 hours, or, without one, a key
 * derived from the body (its fingerprint) for `implicitIdempotencySeconds`.
 */
export function idempotencyScope(
  key: string | undefined,
  body: { readonly totalAmount?: unknown },
): { key: string; ttlSeconds: number } {
  if (key !== undefined) return { key, ttlSeconds: idempotencyTtlSeconds };
  const { totalAmount: _ignored, ...meaningful } = body;
  return { key: `body:${requestHash(meaningful)}`, ttlSeconds: implicitIdempotencySeconds };
}

/** The fingerprint of a request body, to tell a replay from a different request with the same key. */
export function requestHash(body: unknown): string {
  return createHash('sha256').update(canonicalJson(body)).digest('hex');
}

export { IdempotencyConflictError } from '../lib/domain-errors';
