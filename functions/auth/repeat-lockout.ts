import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { conditionalWrite } from '../lib/dynamo-writes';
import { clientKey, type RateLimitDeps } from '../lib/rate-limit';

/**
 * The growing delay of the per-username-and-client lockout (`login-throttle.ts`). The first time a
 * client uses up its attempts at a username, it waits for the end of that 15-minute window, as before;
 * each further time within a day it waits twice as long as the time before, counted from the failure
 * that used them up: 30 minutes, 1 hour, 2 hours … at most 24 hours. A day without such a lock forgets
 * the earlier ones. It only ever concerns one username at one client (a /64 for IPv6): the account's
 * owner at another address is never slowed, so nobody can lock someone else out from their own address.
 *
 * One item per pair (`LOCK#<rule>#<hash>` / `LOCK`, with a TTL): `strikes` (locks earned within the
 * day), `lastStrikeAt`, `lockedUntil` (epoch seconds).
 */
export interface RepeatLockout {
  readonly name: string;
  /** The wait of the first repeated lock is twice this (the first lock is the window's own). */
  readonly baseSeconds: number;
  readonly maxSeconds: number;
  /** A pair with no lock for this long starts again from the window's lock. */
  readonly memorySeconds: number;
}

export const defaultRepeatLockout: RepeatLockout = {
  name: 'login-username-client-repeat',
  baseSeconds: 15 * 60,
  maxSeconds: 24 * 60 * 60,
  memorySeconds: 24 * 60 * 60,
};

const epochSeconds = (at: Date) => Math.floor(at.getTime() / 1000);
const lockKey = (rule: RepeatLockout, pair: string) => ({
  pk: `LOCK#${rule.name}#${clientKey(pair)}`,
  sk: 'LOCK',
});

/** How many seconds the pair must still wait before it may try again (0: it may). */
export async function repeatLockWait(
  deps: RateLimitDeps,
  rule: RepeatLockout,
  pair: string,
): Promise<number> {
  const result = await deps.db.send(
    new GetCommand({ TableName: deps.tableName, Key: lockKey(rule, pair), ConsistentRead: true }),
  );
  const wait = Number(result.Item?.lockedUntil ?? 0) - epochSeconds(deps.now());
  return wait > 0 ? wait : 0;
}

/**
 * A failure that used up the pair's attempts in its window: one more strike within the day and, from
 * the second on, a lock of `baseSeconds × 2^(strikes - 1)` (capped) from now.
 */
export async function recordRepeatLockout(
  deps: RateLimitDeps,
  rule: RepeatLockout,
  pair: string,
): Promise<void> {
  const now = epochSeconds(deps.now());
  const common = {
    TableName: deps.tableName,
    Key: lockKey(rule, pair),
    ExpressionAttributeNames: { '#strikes': 'strikes' },
  };
  const expiresAt = now + rule.memorySeconds + rule.maxSeconds;
  const counted = await conditionalWrite(
    deps.db,
    new UpdateCommand({
      ...common,
      UpdateExpression: 'ADD #strikes :one SET lastStrikeAt = :now, expiresAt = :expiresAt',
      ConditionExpression: 'lastStrikeAt >= :forgetBefore',
      ExpressionAttributeValues: {
        ':one': 1,
        ':now': now,
        ':expiresAt': expiresAt,
        ':forgetBefore': now - rule.memorySeconds,
      },
      ReturnValues: 'ALL_NEW',
    }),
  );
  if (counted === false) {
    // No strike within the day: this is the first, and the window's own lock is enough.
    await deps.db.send(
      new UpdateCommand({
        ...common,
        UpdateExpression:
          'SET #strikes = :one, lastStrikeAt = :now, expiresAt = :expiresAt REMOVE lockedUntil',
        ExpressionAttributeValues: { ':one': 1, ':now': now, ':expiresAt': expiresAt },
      }),
    );
    return;
  }
  const strikes = Number(counted.Attributes?.strikes ?? 1);
  if (strikes < 2) return;
  const wait = Math.min(rule.maxSeconds, rule.baseSeconds * 2 ** (strikes - 1));
  await deps.db.send(
    new UpdateCommand({
      TableName: deps.tableName,
      Key: lockKey(rule, pair),
      UpdateExpression: 'SET lockedUntil = :until',
      ExpressionAttributeValues: { ':until': now + wait },
    }),
  );
}
