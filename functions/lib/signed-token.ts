import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * One kind of signed token: `<version>.<payload>.<signature>` (base64url), the payload a JSON object,
 * the signature an HMAC-SHA256 under the secret of `<purpose>.<payload>`. Two kinds signed with one
 * secret never open each other, as their purposes differ. Used by the personal links
 * (functions/lib/personal-link.ts) and the draft links (functions/drafts/draft-link.ts).
 */
export interface SignedTokenKind {
  readonly version: string;
  readonly purpose: string;
  /** The longest payload accepted, in base64url characters. */
  readonly maxPayload: number;
}

function sign(kind: SignedTokenKind, secret: string, payload: string): Buffer {
  return createHmac('sha256', secret).update(`${kind.purpose}.${payload}`, 'utf8').digest();
}

export function signPayload(kind: SignedTokenKind, secret: string, payload: object): string {
  const body = Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url');
  return `${kind.version}.${body}.${sign(kind, secret, body).toString('base64url')}`;
}

/** The payload of a well-signed token (signature compared in constant time), else undefined. */
export function verifiedPayload(
  kind: SignedTokenKind,
  secret: string,
  token: string,
): Record<string, unknown> | undefined {
  const pattern = new RegExp(
    `^${kind.version}\\.([A-Za-z0-9_-]{10,${kind.maxPayload}})\\.([A-Za-z0-9_-]{43})$`,
  );
  const match = pattern.exec(token);
  if (!match) return undefined;
  const [, payload = '', signature = ''] = match;
  const given = Buffer.from(signature, 'base64url');
  const expected = sign(kind, secret, payload);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  try {
    const data: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    return typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}
