import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { errorCodes } from '../../shared/api/errors';
import { applicationIdSchema } from '../../shared/journey/application-schemas';
import { getApplication, type StoredApplication, type TableRef } from './applications-table';
import { HttpError } from './http';
import { setLogApplicationId } from './log';

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
 * The application, when the request carries its token. Throws 401 without a (well-formed) token and
 * 403 when the token is not this application's or the application does not exist (the two are not
 * told apart, so ids cannot be probed).
 */
export async function requireApplicationAccess(
  c: Context,
  applicationId: string,
  table: TableRef,
): Promise<StoredApplication> {
  const token = requireBearerToken(c);
  // An id that cannot exist (too long, not a UUID) is never looked up: the same 403 as an unknown one.
  const id = applicationIdSchema.safeParse(applicationId);
  if (id.success) setLogApplicationId(id.data);
  const application = id.success ? await getApplication(table, id.data) : undefined;
  if (application === undefined || !sameHash(application.accessTokenHash, hashAccessToken(token))) {
    throw new HttpError(403, errorCodes.forbidden, 'The access token does not open this application');
  }
  return application;
}
