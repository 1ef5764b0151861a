import { randomInt } from 'node:crypto';
import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Hono } from 'hono';
import type { AuditAction } from '../../../shared/api/admin';
import { createAuthApp } from '../../../functions/auth/routes';
import type { LoginLimits } from '../../../functions/auth/login-throttle';
import { dynamoClient, stack } from '../support';
import { testTotpSecrets } from '../../support/staff';

export const db = DynamoDBDocumentClient.from(dynamoClient(), {
  marshallOptions: { removeUndefinedValues: true },
});
export const table = { db, tableName: stack.tableName };
/** The stack's own origin: what the browser sends as `Origin` from the admin page. */
export const siteOrigin = new URL(stack.url).origin;

/** A clock the test moves (sessions: idle and absolute limits; pending logins: 5 minutes). */
export class TestClock {
  constructor(private at: number = Date.now()) {}
  readonly now = () => new Date(this.at);
  advanceMinutes(minutes: number): void {
    this.at += minutes * 60_000;
  }
}

/** A documentation-range address of its own per call, so counters of one test never meet another's. */
export function uniqueClient(): string {
  return `198.51.${randomInt(0, 255)}.${randomInt(1, 255)}`;
}

export interface Answer {
  readonly status: number;
  readonly headers: Headers;
  readonly body: Record<string, unknown>;
  /** The raw `Set-Cookie` headers of the answer. */
  readonly setCookies: readonly string[];
}

type Send = (path: string, init: RequestInit) => Promise<Response>;

/**
 * A browser as far as the auth API sees it: keeps the cookies it is given (and drops those cleared),
 * sends them back with the site's Origin. Talks to the running stack, or to an app in this process
 * (with its own clock and client address) through `Hono.request`.
 */
export class Browser {
  readonly cookies = new Map<string, string>();
  origin = siteOrigin;

  constructor(private readonly send: Send) {}

  static ofStack(): Browser {
    return new Browser((path, init) =>
      fetch(new URL(path, stack.url.replace('localhost', '127.0.0.1')), init),
    );
  }

  static ofApp(app: Hono, client = uniqueClient()): Browser {
    const env = { incoming: { socket: { remoteAddress: client } } };
    return new Browser(async (path, init) => app.request(path, init, env));
  }

  async call(method: string, path: string, json?: unknown): Promise<Answer> {
    const headers: Record<string, string> = {};
    if (this.origin) headers.origin = this.origin;
    if (json !== undefined) headers['content-type'] = 'application/json';
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    const res = await this.send(path, {
      method,
      headers,
      ...(json !== undefined ? { body: JSON.stringify(json) } : {}),
    });
    const setCookies = res.headers.getSetCookie();
    for (const header of setCookies) {
      const [pair = ''] = header.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1);
      if (/max-age=0/i.test(header) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await res.text();
    return {
      status: res.status,
      headers: res.headers,
      body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
      setCookies,
    };
  }
}

/** The sign-in app in this process: its own clock, limits and client addresses. */
export function authAppAt(clock: TestClock, loginLimits?: LoginLimits): Hono {
  return createAuthApp({
    db,
    tableName: stack.tableName,
    now: clock.now,
    siteOrigin,
    loginLimits,
    totpSecrets: testTotpSecrets(),
  });
}

/** The audit actions written under a staff account, oldest first. */
export async function auditActionsOf(username: string): Promise<AuditAction[]> {
  const result = await db.send(
    new QueryCommand({
      TableName: stack.tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': `STAFF#${username}`, ':prefix': 'AUDIT#' },
      ConsistentRead: true,
    }),
  );
  return (result.Items ?? []).map((item) => item.action as AuditAction);
}
