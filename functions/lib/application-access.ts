import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { errorCodes } from '../../shared/api/errors';
import { applicationIdSchema } from '../../shared/journey/application-schemas';
import { getApplication, type StoredApplication, type TableRef } from './applications-table';
import { HttpError } from './http';
import { setLogApplicationId } from './log';
import { now as clockNow } from './clock';

/**
 * Access to one application without an account: its creation returns a random bearer token (32 bytes,
 * base64url); only the token's SHA-256 is stored. Every later call about the application (signed
 * agreement, confirmation, payment, documents) presents `Authorization: Bearer <token>`.
 */
export function newAccessToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashAccessToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** The bearer token of a request, if it has one. */
export function bearerToken(c: Context): string | undefined {
  const header = c.req.header('authorization');
  const match = header === undefined ? null : /^Bearer\s+([A-Za-z0-9_-]{20,200})\s*$/i.exec(header);
  return match?.[1];
}

/** The bearer token of a request, or a 401 (call it before parsing the body, so 401 comes first). */
export function requireBearerToken(c: Context): string {
  const token = bearerToken(c);
  if (token === undefined) {
    throw new HttpError(
      401,
      errorCodes.unauthorized,
      'This call needs the application’s access token',
      undefined,
      {
        'WWW-Authenticate': 'Bearer',
      },
    );
  }
  return token;
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}

/**
 * A short-lived access token given through the application's personal link (`functions/status/
 * link-access.ts`) to another device, for paying and the documents only: its hash, expiry and the link
 * generation it was given under (a new link revokes it with the old links).
 */
export interface LinkAccessGrant {
  readonly hash: string;
  readonly expiresAt: string;
  readonly generation: number;
}

type WithGrants = StoredApplication & {
  readonly linkAccess?: readonly LinkAccessGrant[];
  readonly linkGeneration?: number;
};

/** Whether a token is one of the application's unexpired, unrevoked link-access grants. */
export function linkAccessOpens(application: WithGrants, tokenHash: string, at: Date): boolean {
  return (application.linkAccess ?? []).some(
    (grant) =>
      sameHash(grant.hash, tokenHash) &&
      Date.parse(grant.expiresAt) > at.getTime() &&
      grant.generation === (application.linkGeneration ?? 0),
  );
}

/**
 * The application, when the request carries its token. Throws 401 without a (well-formed) token and
 * 403 when the token is not this application's or the application does not exist (the two are not
 * told apart, so ids cannot be probed). `scope: 'payDocuments'` (the payment and documents calls) also
 * accepts a link-access grant; every other call needs the token the application was created with.
 */
export async function requireApplicationAccess(
  c: Context,
  applicationId: string,
  table: TableRef,
  scope: 'owner' | 'payDocuments' = 'owner',
): Promise<StoredApplication> {
  const token = requireBearerToken(c);
  // An id that cannot exist (too long, not a UUID) is never looked up: the same 403 as an unknown one.
  const id = applicationIdSchema.safeParse(applicationId);
  if (id.success) setLogApplicationId(id.data);
  const application = id.success ? await getApplication(table, id.data) : undefined;
  const hash = hashAccessToken(token);
  const opens =
    application !== undefined &&
    (sameHash(application.accessTokenHash, hash) ||
      (scope === 'payDocuments' && linkAccessOpens(application, hash, clockNow())));
  if (!opens) {
    throw new HttpError(403, errorCodes.forbidden, 'The access token does not open this application');
  }
  return application;
}
