import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import {
  clientKey,
  consumeRateLimit,
  enforceRateLimit,
  releaseRateLimit,
} from '../../../functions/lib/rate-limit';
import { HttpError } from '../../../functions/lib/http';
import { dynamoClient, stack } from '../support';

const db = DynamoDBDocumentClient.from(dynamoClient());
let ruleCount = 0;
/** A rule of its own for each test, so tests never share counters. */
const freshRule = (limit: number, windowSeconds = 60) => ({
  name: `test-${Date.now()}-${ruleCount++}`,
  limit,
  windowSeconds,
});
/**
 * A clock fixed at `iso`. The tests' windows lie in the future: a counter expires (TTL) one minute after its
 * window, and the local store's TTL sweeper, running every 30 s, would delete a past window's counter mid-test.
 */
const at = (iso: string) => () => new Date(iso);

describe('the fixed-window rate limit', () => {
  it('allows the limit within a window, then refuses with the seconds left in the window', async () => {
    const rule = freshRule(3);
    const deps = { db, tableName: stack.tableName, now: at('2036-03-01T10:00:15Z') };
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await consumeRateLimit(deps, rule, '203.0.113.7'));
    expect(results).toEqual([
      { allowed: true, remaining: 2 },
      { allowed: true, remaining: 1 },
      { allowed: true, remaining: 0 },
      { allowed: false, retryAfterSeconds: 45 },
    ]);
  });

  it('starts counting afresh in the next window', async () => {
    const rule = freshRule(1);
    const first = { db, tableName: stack.tableName, now: at('2036-03-01T10:00:59Z') };
    const next = { db, tableName: stack.tableName, now: at('2036-03-01T10:01:00Z') };
    expect((await consumeRateLimit(first, rule, '203.0.113.8')).allowed).toBe(true);
    expect((await consumeRateLimit(first, rule, '203.0.113.8')).allowed).toBe(false);
    expect((await consumeRateLimit(next, rule, '203.0.113.8')).allowed).toBe(true);
  });

  it('counts each client and each rule separately', async () => {
    const rule = freshRule(1);
    const other = freshRule(1);
    const deps = { db, tableName: stack.tableName, now: at('2036-03-01T10:00:00Z') };
    expect((await consumeRateLimit(deps, rule, '198.51.100.1')).allowed).toBe(true);
    expect((await consumeRateLimit(deps, rule, '198.51.100.2')).allowed).toBe(true);
    expect((await consumeRateLimit(deps, other, '198.51.100.1')).allowed).toBe(true);
    expect((await consumeRateLimit(deps, rule, '198.51.100.1')).allowed).toBe(false);
  });

  it('never lets a concurrent burst past the limit', async () => {
    const rule = freshRule(3);
    const deps = { db, tableName: stack.tableName, now: at('2036-03-01T10:00:00Z') };
    const results = await Promise.all(
      Array.from({ length: 10 }, () => consumeRateLimit(deps, rule, '192.0.2.44')),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(3);
  });

  it('keeps a hash of the address, never the address, with a TTL just after the window', async () => {
    const rule = freshRule(2, 3600);
    const deps = { db, tableName: stack.tableName, now: at('2036-03-01T10:20:00Z') };
    await consumeRateLimit(deps, rule, '192.0.2.99');
    const windowStart = Date.parse('2036-03-01T10:00:00Z') / 1000;
    const item = await db.send(
      new GetCommand({
        TableName: stack.tableName,
        Key: { pk: `RATE#${rule.name}#${clientKey('192.0.2.99')}`, sk: `WINDOW#${windowStart}` },
      }),
    );
    expect(item.Item).toMatchObject({ requestCount: 1, expiresAt: windowStart + 3600 + 60 });
    expect(JSON.stringify(item.Item)).not.toContain('192.0.2.99');
  });

  it('gives a place back, never below zero and never creating a counter', async () => {
    const rule = freshRule(2);
    const deps = { db, tableName: stack.tableName, now: at('2036-03-01T10:00:30Z') };
    const countOf = async (client: string) => {
      const key = {
        pk: `RATE#${rule.name}#${clientKey(client)}`,
        sk: `WINDOW#${Date.parse('2036-03-01T10:00:00Z') / 1000}`,
      };
      return (await db.send(new GetCommand({ TableName: stack.tableName, Key: key, ConsistentRead: true })))
        .Item?.requestCount as number | undefined;
    };
    await consumeRateLimit(deps, rule, '192.0.2.60');
    await consumeRateLimit(deps, rule, '192.0.2.60');
    expect((await consumeRateLimit(deps, rule, '192.0.2.60')).allowed).toBe(false);
    await releaseRateLimit(deps, rule, '192.0.2.60');
    expect((await consumeRateLimit(deps, rule, '192.0.2.60')).allowed).toBe(true);
    for (let i = 0; i < 3; i++) await releaseRateLimit(deps, rule, '192.0.2.60');
    expect(await countOf('192.0.2.60')).toBe(0);
    await releaseRateLimit(deps, rule, '192.0.2.61');
    expect(await countOf('192.0.2.61')).toBeUndefined();
  });

  it('throws a 429 with Retry-After when enforced over the limit', async () => {
    const rule = freshRule(1);
    const deps = { db, tableName: stack.tableName, now: at('2036-03-01T10:00:50Z') };
    await enforceRateLimit(deps, rule, '192.0.2.5');
    const error = await enforceRateLimit(deps, rule, '192.0.2.5').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 429, code: 'rate_limited', headers: { 'Retry-After': '10' } });
  });
});
