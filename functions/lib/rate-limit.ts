import { createHash } from 'node:crypto';
import { UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { errorCodes } from '../../shared/api/errors';
import { conditionalWrite } from './dynamo-writes';
import { HttpError } from './http';

/**
 * Per-client rate limits (DESIGN decision 11): fixed-window counters in the one table. One conditional
 * UpdateItem per request both counts and decides, so concurrent requests cannot overshoot the limit;
 * each counter carries a TTL and disappears after its window. Used by the contact form, status lookups
 * and logins, each with its own rule name; the client is `clientIp(c)` (functions/lib/client-ip.ts).
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

/** The fixed window a moment falls in (epoch seconds). */
function windowAt(rule: RateLimitRule, now: Date) {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const start = nowSeconds - (nowSeconds % rule.windowSeconds);
  return { nowSeconds, start, end: start + rule.windowSeconds };
}

function counterKey(rule: RateLimitRule, client: string, windowStart: number) {
  return { pk: `RATE#${rule.name}#${clientKey(client)}`, sk: `WINDOW#${windowStart}` };
}

/** Counts one request of a client against a rule and says whether it may proceed. */
export async function consumeRateLimit(
  deps: RateLimitDeps,
  rule: RateLimitRule,
  client: string,
): Promise<RateLimitResult> {
  const { nowSeconds, start: windowStart, end: windowEnd } = windowAt(rule, deps.now());
  const result = await conditionalWrite(
    deps.db,
    new UpdateCommand({
      TableName: deps.tableName,
      Key: counterKey(rule, client, windowStart),
      UpdateExpression: 'ADD #count :one SET expiresAt = :expiresAt',
      ConditionExpression: 'attribute_not_exists(#count) OR #count < :limit',
      ExpressionAttributeNames: { '#count': 'requestCount' },
      ExpressionAttributeValues: { ':one': 1, ':limit': rule.limit, ':expiresAt': windowEnd + 60 },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  if (!result) return { allowed: false, retryAfterSeconds: Math.max(1, windowEnd - nowSeconds) };
  const count = Number(result.Attributes?.requestCount ?? 1);
  return { allowed: true, remaining: Math.max(0, rule.limit - count) };
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

/**
 * Gives back one place a `consumeRateLimit` took (for rules that count only failures, such as sign-in
 * attempts: take a place before the check, give it back when the attempt succeeds). Pass the same `now`
 * as when it was taken, so that it lands in the same window. Never goes below zero, never creates a
 * counter (one that has expired meanwhile stays gone).
 */
export async function releaseRateLimit(
  deps: RateLimitDeps,
  rule: RateLimitRule,
  client: string,
): Promise<void> {
  const { start: windowStart } = windowAt(rule, deps.now());
  await conditionalWrite(
    deps.db,
    new UpdateCommand({
      TableName: deps.tableName,
      Key: counterKey(rule, client, windowStart),
      UpdateExpression: 'ADD #count :minusOne',
      ConditionExpression: '#count > :zero',
      ExpressionAttributeNames: { '#count': 'requestCount' },
      ExpressionAttributeValues: { ':minusOne': -1, ':zero': 0 },
    }),
  );
}
