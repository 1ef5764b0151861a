import { continueFragment, continuePagePath } from '../../shared/api/drafts';
import type { DestinationId } from '../../shared/destinations/types';
import { localizePath, type LocaleCode } from '../../shared/locales';
import { signPayload, verifiedPayload, type SignedTokenKind } from '../lib/signed-token';

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

const draftLinkToken: SignedTokenKind = { version: 'd1', purpose: 'draft-link.v1', maxPayload: 300 };

export function signDraftToken(secret: string, payload: Payload): string {
  return signPayload(draftLinkToken, secret, payload);
}

/** The draft id of a well-signed, unexpired token (signature compared in constant time), else undefined. */
export function verifyDraftToken(secret: string, token: string, now: Date): string | undefined {
  const data = verifiedPayload(draftLinkToken, secret, token);
  if (!data || typeof data.d !== 'string' || !Number.isInteger(data.x)) return undefined;
  return Number(data.x) * 1000 > now.getTime() ? data.d : undefined;
}

/** The link a mail carries, in the reader's language and naming the draft's journey, valid until the draft expires. */
export function draftLinkUrl(
  deps: { readonly secret: string; readonly siteOrigin: string },
  draft: {
    readonly draftId: string;
    readonly expiresAt: number;
    readonly locale: LocaleCode;
    readonly destination: DestinationId;
  },
): string {
  const token = signDraftToken(deps.secret, { d: draft.draftId, x: draft.expiresAt });
  const page = localizePath(continuePagePath, draft.locale);
  return `${deps.siteOrigin.replace(/\/$/, '')}${page}${continueFragment(token, draft.destination)}`;
}
