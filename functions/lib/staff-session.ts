import { createHash, randomBytes } from 'node:crypto';
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import {
  staffSessionCookie,
  staffSessionIdleMinutes,
  staffSessionAbsoluteHours,
  type StaffRole,
} from '../../shared/api/admin';
import { errorCodes } from '../../shared/api/errors';
import type { TableRef } from './applications-table';
import { conditionalWrite } from './dynamo-writes';
import { HttpError } from './http';

/**
 * Staff sessions of the admin panel (DESIGN decision 7, issue 5). A session is an opaque random token
 * (32 bytes, base64url) in an HttpOnly, Secure, SameSite=Strict cookie; only its SHA-256 is stored.
 * It ends after 30 idle minutes or 8 hours in all, whichever comes first, or on sign-out. Every admin
 * request re-reads the staff account, so disabling an account or changing its role applies at once.
 *
 * Items (the one table):
 * - `STAFF#<username>` / `STAFF`: the account (`StoredStaff`), written by `functions/auth/`.
 * - `STAFFSESSION#<sha256(token)>` / `SESSION`: `StoredStaffSession`, TTL `expiresAt`.
 */
export const staffKeys = {
  staff: (username: string) => ({ pk: `STAFF#${normaliseUsername(username)}`, sk: 'STAFF' }),
  session: (tokenHash: string) => ({ pk: `STAFFSESSION#${tokenHash}`, sk: 'SESSION' }),
} as const;

export function normaliseUsername(username: string): string {
  return username.trim().toLowerCase();
}

/** The staff account item. `passwordHash` and `totpSecret` never leave the server. */
export interface StoredStaff {
  readonly pk: string;
  readonly sk: string;
  readonly entity: 'staff';
  /** Lower case; the key. */
  readonly username: string;
  /** The name the agent answers chats with, and the audit log shows. */
  readonly displayName: string;
  readonly role: StaffRole;
  /** `scrypt$<N>$<r>$<p>$<salt b64>$<hash b64>` */
  readonly passwordHash: string;
  /**
   * The TOTP secret, once enrolment has been confirmed with a code: sealed (`aes1:`/`kms1:`,
   * `functions/lib/totp-secret-box.ts`); a clear base32 one from before is sealed at first use.
   */
  readonly totpSecret?: string;
  /** A secret offered for enrolment but not yet confirmed (sealed the same way). */
  readonly pendingTotpSecret?: string;
  /** The unused recovery codes' scrypt hashes (base64; a string set, one removed per use). */
  readonly recoveryCodeHashes?: ReadonlySet<string>;
  /** The salt of those hashes (base64), new with every set of codes. */
  readonly recoveryCodeSalt?: string;
  readonly disabled?: boolean;
  /** ISO: sessions started before this are over (set when the account is disabled or its password or
   * authenticator is reset, by `functions/auth/staff-accounts.ts`). */
  readonly sessionsValidFrom?: string;
  readonly createdAt: string;
  readonly updatedAt: string;
}

export interface StoredStaffSession {
  readonly pk: string;
  readonly sk: string;
  readonly entity: 'staffSession';
  readonly username: string;
  readonly createdAt: string;
  readonly lastSeenAt: string;
  /** ISO: the session ends here whatever the activity (createdAt + 8 h). */
  readonly absoluteExpiry: string;
  /** Epoch seconds for TTL: min(lastSeen + 30 min, absoluteExpiry). Readers check times themselves. */
  readonly expiresAt: number;
}

/** What a handler behind `requireStaff` knows about the caller: `c.get('staff')`. */
export interface StaffPrincipal {
  readonly username: string;
  readonly displayName: string;
  readonly role: StaffRole;
  readonly sessionHash: string;
}

export interface StaffSessionDeps extends TableRef {
  readonly now: () => Date;
  /** The site's origin (`SITE_ORIGIN`): state-changing calls must come from it. */
  readonly siteOrigin: string;
}

const idleMs = staffSessionIdleMinutes * 60_000;
const absoluteMs = staffSessionAbsoluteHours * 3_600_000;
/** The session's last-seen time is written at most once a minute, not on every poll. */
const touchEveryMs = 60_000;

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

function ttlOf(lastSeen: Date, absoluteExpiry: Date): number {
  return Math.ceil(Math.min(lastSeen.getTime() + idleMs, absoluteExpiry.getTime()) / 1000);
}

function cookieOptions(maxAgeSeconds: number) {
  return {
    httpOnly: true,
    secure: true,
    sameSite: 'Strict',
    path: '/',
    maxAge: maxAgeSeconds,
  } as const;
}

/** Starts a session for a staff member who passed both factors, and sets its cookie on the answer. */
export async function startStaffSession(c: Context, deps: StaffSessionDeps, username: string): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  const now = deps.now();
  const absoluteExpiry = new Date(now.getTime() + absoluteMs);
  const item: StoredStaffSession = {
    ...staffKeys.session(hashSessionToken(token)),
    entity: 'staffSession',
    username: normaliseUsername(username),
    createdAt: now.toISOString(),
    lastSeenAt: now.toISOString(),
    absoluteExpiry: absoluteExpiry.toISOString(),
    expiresAt: ttlOf(now, absoluteExpiry),
  };
  await deps.db.send(
    new PutCommand({
      TableName: deps.tableName,
      Item: item,
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
  setCookie(c, staffSessionCookie, token, cookieOptions(absoluteMs / 1000));
}

/** Ends the caller's session on the server and clears the cookie (no session: nothing to do). */
export async function endStaffSession(c: Context, deps: TableRef): Promise<void> {
  const token = getCookie(c, staffSessionCookie);
  if (token !== undefined && token.length > 0) {
    await deps.db.send(
      new DeleteCommand({ TableName: deps.tableName, Key: staffKeys.session(hashSessionToken(token)) }),
    );
  }
  deleteCookie(c, staffSessionCookie, { path: '/', secure: true, httpOnly: true, sameSite: 'Strict' });
}

function unauthorized(message = 'Please sign in'): HttpError {
  return new HttpError(401, errorCodes.unauthorized, message);
}

/**
 * The staff member behind the request's session cookie, or a 401 (no cookie, unknown, idle for more
 * than 30 minutes, older than 8 hours, account gone or disabled). Refreshes the idle timer.
 */
export async function resolveStaff(c: Context, deps: StaffSessionDeps): Promise<StaffPrincipal> {
  return resolveStaffToken(deps, getCookie(c, staffSessionCookie));
}

/** The value of the session cookie in a raw `Cookie` header (for the WebSocket `$connect`). */
export function sessionTokenFromCookieHeader(header: string | undefined): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === staffSessionCookie) return value.join('=');
  }
  return undefined;
}

/** `resolveStaff` for a token from elsewhere than a Hono request (the chat socket's `$connect`). */
export async function resolveStaffToken(
  deps: Omit<StaffSessionDeps, 'siteOrigin'>,
  token: string | undefined,
): Promise<StaffPrincipal> {
  if (token === undefined || !/^[A-Za-z0-9_-]{20,100}$/.test(token)) throw unauthorized();
  const sessionHash = hashSessionToken(token);
  const session = (
    await deps.db.send(
      new GetCommand({
        TableName: deps.tableName,
        Key: staffKeys.session(sessionHash),
        ConsistentRead: true,
      }),
    )
  ).Item as StoredStaffSession | undefined;
  const now = deps.now();
  if (
    session === undefined ||
    now.getTime() >= Date.parse(session.absoluteExpiry) ||
    now.getTime() >= Date.parse(session.lastSeenAt) + idleMs
  ) {
    throw unauthorized('Your session has ended. Please sign in again.');
  }
  const staff = (
    await deps.db.send(
      new GetCommand({
        TableName: deps.tableName,
        Key: staffKeys.staff(session.username),
        ConsistentRead: true,
      }),
    )
  ).Item as StoredStaff | undefined;
  if (staff === undefined || staff.disabled === true) throw unauthorized();
  if (
    staff.sessionsValidFrom !== undefined &&
    Date.parse(session.createdAt) < Date.parse(staff.sessionsValidFrom)
  ) {
    throw unauthorized('Your session has ended. Please sign in again.');
  }

  if (now.getTime() - Date.parse(session.lastSeenAt) >= touchEveryMs) {
    // Signed out meanwhile (the condition fails): this request was already authorised; the next will not be.
    await conditionalWrite(
      deps.db,
      new UpdateCommand({
        TableName: deps.tableName,
        Key: staffKeys.session(sessionHash),
        UpdateExpression: 'SET lastSeenAt = :now, expiresAt = :ttl',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: {
          ':now': now.toISOString(),
          ':ttl': ttlOf(now, new Date(session.absoluteExpiry)),
        },
      }),
    );
  }
  return { username: staff.username, displayName: staff.displayName, role: staff.role, sessionHash };
}

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses a state-changing request whose Origin is not the site's (403 `bad_origin`). A browser
 * always sends Origin on a cross-site or non-GET fetch; SameSite=Strict already keeps the cookie off
 * cross-site requests, this is the second wall.
 */
export function requireSameOrigin(c: Context, siteOrigin: string): void {
  if (safeMethods.has(c.req.method)) return;
  const origin = c.req.header('origin');
  if (origin !== new URL(siteOrigin).origin) {
    throw new HttpError(403, 'bad_origin', 'This request must come from the admin panel');
  }
}

declare module 'hono' {
  interface ContextVariableMap {
    staff: StaffPrincipal;
  }
}

/**
 * The guard of every admin route: a live staff session (401), the Origin check on state-changing
 * methods (403), and the role (403 when `role: 'admin'` is needed and the caller is `support`).
 * Register it on each route (`app.on(method, path, requireStaff(deps, role), handler)`), never with a
 * path-wide `app.use`: the local stack merges every concern into one app, where a wildcard `use` would
 * also guard the public routes of other concerns.
 */
export function requireStaff(deps: StaffSessionDeps, role: StaffRole | 'any' = 'any'): MiddlewareHandler {
  return async (c, next) => {
    const staff = await resolveStaff(c, deps);
    requireSameOrigin(c, deps.siteOrigin);
    if (role === 'admin' && staff.role !== 'admin') {
      throw new HttpError(403, errorCodes.forbidden, 'Your role cannot do this');
    }
    c.set('staff', staff);
    c.header('Cache-Control', 'no-store');
    await next();
  };
}
