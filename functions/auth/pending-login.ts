import { randomBytes } from 'node:crypto';
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { staffLoginCookie, staffLoginMinutes } from '../../shared/api/admin';
import type { TableRef } from '../lib/applications-table';
import { hashSessionToken, normaliseUsername } from '../lib/staff-session';

/**
 * Between the password and the code: a pending login, 5 minutes long. Its random token lives only in
 * the `eta_staff_login` cookie (HttpOnly, Secure, SameSite=Strict, Path=/api/auth); the table keeps its
 * SHA-256 (`STAFFLOGIN#<hash>` / `LOGIN`) with a TTL. Readers check the time themselves (TTL deletion
 * is late by design).
 */
export interface PendingLoginDeps extends TableRef {
  readonly now: () => Date;
}

export interface PendingLogin {
  readonly username: string;
  readonly tokenHash: string;
}

const loginMs = staffLoginMinutes * 60_000;
const cookiePath = '/api/auth';
const key = (tokenHash: string) => ({ pk: `STAFFLOGIN#${tokenHash}`, sk: 'LOGIN' });
const cookieOptions = { httpOnly: true, secure: true, sameSite: 'Strict', path: cookiePath } as const;

/** Records a right password for `username` and sets the pending-login cookie on the answer. */
export async function startPendingLogin(c: Context, deps: PendingLoginDeps, username: string): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  const now = deps.now();
  const expires = new Date(now.getTime() + loginMs);
  await deps.db.send(
    new PutCommand({
      TableName: deps.tableName,
      Item: {
        ...key(hashSessionToken(token)),
        entity: 'staffLogin',
        username: normaliseUsername(username),
        createdAt: now.toISOString(),
        expiresAtIso: expires.toISOString(),
        expiresAt: Math.ceil(expires.getTime() / 1000),
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
  setCookie(c, staffLoginCookie, token, { ...cookieOptions, maxAge: loginMs / 1000 });
}

/** The pending login of the request's cookie, if it exists and is less than 5 minutes old. */
export async function pendingLoginOf(c: Context, deps: PendingLoginDeps): Promise<PendingLogin | undefined> {
  const token = getCookie(c, staffLoginCookie);
  if (token === undefined || !/^[A-Za-z0-9_-]{20,100}$/.test(token)) return undefined;
  const tokenHash = hashSessionToken(token);
  const item = (
    await deps.db.send(
      new GetCommand({ TableName: deps.tableName, Key: key(tokenHash), ConsistentRead: true }),
    )
  ).Item;
  if (item === undefined || deps.now().getTime() >= Date.parse(String(item.expiresAtIso))) return undefined;
  return { username: String(item.username), tokenHash };
}

/** Ends a pending login (used, or expired) and clears its cookie. */
export async function endPendingLogin(c: Context, deps: TableRef, tokenHash?: string): Promise<void> {
  if (tokenHash !== undefined) {
    await deps.db.send(new DeleteCommand({ TableName: deps.tableName, Key: key(tokenHash) }));
  }
  deleteCookie(c, staffLoginCookie, cookieOptions);
}
