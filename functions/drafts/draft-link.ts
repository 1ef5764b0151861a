import { createHmac, timingSafeEqual } from 'node:crypto';
import { continuePagePath } from '../../shared/api/drafts';
import { localizePath, type LocaleCode } from '../../shared/locales';

/**
 * The "continue your application" link (issue 14 item 2), signed as personal links are
 * (functions/lib/personal-link.ts) under the same secret but its own purpose string, so that neither
 * token opens the other's page: `d1.<payload>.<signature>` (base64url), payload `{d: draft id,
 * x: expiry in epoch seconds}`, signature an HMAC-SHA256. The token goes in the URL fragment.
 */
interface Payload {
  readonly d: string;
  readonly x: number;
}

const tokenPattern = /^d1\.([A-Za-z0-9_-]{10,300})\.([A-Za-z0-9_-]{43})$/;

function sign(secret: string, payload: string): Buffer {
  return createHmac('sha256', secret).update(`draft-link.v1.${payload}`, 'utf8').digest();
}

export function signDraftToken(secret: string, payload: Payload): string {
  const body = Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url');
  return `d1.${body}.${sign(secret, body).toString('base64url')}`;
}

/** The draft id of a well-signed, unexpired token (signature compared in constant time), else undefined. */
export function verifyDraftToken(secret: string, token: string, now: Date): string | undefined {
  const match = tokenPattern.exec(token);
  if (!match) return undefined;
  const [, payload = '', signature = ''] = match;
  const given = Buffer.from(signature, 'base64url');
  const expected = sign(secret, payload);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  try {
    const data = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<Payload>;
    if (typeof data.d !== 'string' || !Number.isInteger(data.x)) return undefined;
    return (data.x ?? 0) * 1000 > now.getTime() ? data.d : undefined;
  } catch {
    return undefined;
  }
}

/** The link a mail carries, in the reader's language, valid until the draft expires. */
export function draftLinkUrl(
  deps: { readonly secret: string; readonly siteOrigin: string },
  draftId: string,
  expiresAtSeconds: number,
  locale: LocaleCode,
): string {
  const token = signDraftToken(deps.secret, { d: draftId, x: expiresAtSeconds });
  return `${deps.siteOrigin.replace(/\/$/, '')}${localizePath(continuePagePath, locale)}#t=${token}`;
}
