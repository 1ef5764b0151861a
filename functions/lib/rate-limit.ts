import { createHash } from 'node:crypto';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Context } from 'hono';
import { errorCodes } from '../../shared/api/errors';
import { HttpError } from './http';

/**
 * Per-client rate limits (DESIGN decision 11): fixed-window counters in the one table. One conditional
 * UpdateItem per request both counts and decides, so concurrent requests cannot overshoot the limit;
 * each counter carries a TTL and disappears after its window. Used by the contact form, status lookups
 * and logins, each with its own rule name.
 */
export interface RateLimitRule {
  /** Names the counter (`contact`, `check-status`, `login`); rules never share counters. */
  readonly name: string;
  /** Requests allowed per window. */
  readonly limit: number;
  readonly windowSeconds: number;
}

export interface RateLimitDeps {
  readonly db: DynamoDBDocumentClient;
  readonly tableName: string;
  readonly now: () => Date;
}

export type RateLimitResult =
  | { readonly allowed: true; readonly remaining: number }
  | { readonly allowed: false; readonly retryAfterSeconds: number };

/** The client's key: a hash of its address, so the table never holds an IP address. */
export function clientKey(address: string): string {
  return createHash('sha256').update(`rate-limit:${address}`).digest('hex').slice(0, 32);
}

/** Counts one request of a client against a rule and says whether it may proceed. */
export async function consumeRateLimit(
  deps: RateLimitDeps,
  rule: RateLimitRule,
  client: string,
): Promise<RateLimitResult> {
  const nowSeconds = Math.floor(deps.now().getTime() / 1000);
  const windowStart = nowSeconds - (nowSeconds % rule.windowSeconds);
  const windowEnd = windowStart + rule.windowSeconds;
  try {
    const result = await deps.db.send(
      new UpdateCommand({
        TableName: deps.tableName,
        Key: { pk: `RATE#${rule.name}#${clientKey(client)}`, sk: `WINDOW#${windowStart}` },
        UpdateExpression: 'ADD #count :one SET expiresAt = :expiresAt',
        ConditionExpression: 'attribute_not_exists(#count) OR #count < :limit',
        ExpressionAttributeNames: { '#count': 'requestCount' },
        ExpressionAttributeValues: { ':one': 1, ':limit': rule.limit, ':expiresAt': windowEnd + 60 },
        ReturnValues: 'UPDATED_NEW',
      }),
    );
    const count = Number(result.Attributes?.requestCount ?? 1);
    return { allowed: true, remaining: Math.max(0, rule.limit - count) };
  } catch (e: unknown) {
    if (e instanceof ConditionalCheckFailedException) {
      return { allowed: false, retryAfterSeconds: Math.max(1, windowEnd - nowSeconds) };
    }
    throw e;
  }
}

/** Counts the request, or throws 429 `rate_limited` with `Retry-After` (seconds) when over the limit. */
export async function enforceRateLimit(
  deps: RateLimitDeps,
  rule: RateLimitRule,
  client: string,
): Promise<void> {
  const result = await consumeRateLimit(deps, rule, client);
  if (!result.allowed) {
    throw new HttpError(429, errorCodes.rateLimited, 'Too many requests', undefined, {
      'Retry-After': String(result.retryAfterSeconds),
    });
  }
}

interface LambdaEnv {
  readonly event?: { readonly requestContext?: { readonly http?: { readonly sourceIp?: string } } };
}
interface NodeEnv {
  readonly incoming?: { readonly socket?: { readonly remoteAddress?: string } };
}

/**
 * The address of the client that made the request.
 * - Lambda behind CloudFront: API Gateway's `sourceIp` is the CloudFront edge; CloudFront appends the
 *   viewer's address to `X-Forwarded-For`. Entries equal to the edge address are dropped from the end
 *   and the last remaining one is the viewer (anything a client wrote itself comes before it).
 * - The local stack (Node server): the socket's remote address.
 */
export function clientAddress(c: Context): string {
  const env = (c.env ?? {}) as LambdaEnv & NodeEnv;
  const sourceIp = env.event?.requestContext?.http?.sourceIp;
  if (sourceIp !== undefined) {
    const forwarded = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter((s) => s !== '');
    while (forwarded.length > 0 && forwarded[forwarded.length - 1] === sourceIp) forwarded.pop();
    return forwarded[forwarded.length - 1] ?? sourceIp;
  }
  return env.incoming?.socket?.remoteAddress ?? 'unknown';
}
