import type { Hono } from 'hono';
import { errorCodes } from '../../shared/api/errors';
import {
  draftClientRateLimit,
  draftEmailRateLimit,
  draftsPath,
  openDraftPath,
} from '../../shared/api/drafts';
import {
  openDraftRequestSchema,
  saveDraftRequestSchema,
  type OpenDraftAnswer,
  type SaveDraftAnswer,
} from '../../shared/api/draft-schemas';
import { storageKeys } from '../../shared/journey/storage-keys';
import { createApp } from '../lib/app';
import { clientIp } from '../lib/client-ip';
import { HttpError, parseJsonBody } from '../lib/http';
import { mailOrFail } from '../lib/mail-once';
import type { Mailer } from '../lib/mailer';
import { enforceRateLimit, type RateLimitRule } from '../lib/rate-limit';
import { draftLinkUrl, verifyDraftToken } from './draft-link';
import { draftMail } from './draft-mail';
import { claimDraftMail, getDraft, releaseDraftMail, saveDraft, type DraftStoreDeps } from './draft-store';

export interface DraftsAppDeps extends DraftStoreDeps {
  /** The personal links' secret: draft links are signed with it under their own purpose. */
  readonly secret: string;
  readonly siteOrigin: string;
  /** The traveller mailer (support Reply-To, suppressed addresses left out). */
  readonly mailer: Mailer;
  readonly rateLimits?: { readonly client: RateLimitRule; readonly email: RateLimitRule };
}

/** One answer for every token that opens nothing: forged, malformed, expired, or its draft gone. */
const invalidLink = () => new HttpError(401, errorCodes.unauthorized, 'This link is not valid');

const iso = (epochSeconds: number) => new Date(epochSeconds * 1000).toISOString();

/**
 * `POST /api/drafts`: stores the journey's answers for the contact address (400 on anything outside
 * the journey's stored shape or over 64 KB; 429 with Retry-After past the per-client or per-address
 * limit), then mails the continue link unless one went to that address in the last 10 minutes (502
 * `mail_not_sent` when the mail fails: the draft is kept and the next save mails again).
 * `POST /api/drafts/open`: the answers a link's token opens, or 401 revealing nothing.
 */
export function createDraftsApp(deps: DraftsAppDeps): Hono {
  const app = createApp('drafts');
  const limits = deps.rateLimits ?? { client: draftClientRateLimit, email: draftEmailRateLimit };

  app.post(draftsPath, async (c) => {
    const request = await parseJsonBody(c, saveDraftRequestSchema);
    const email = (request.state[storageKeys.application].contactEmail ?? '').trim();
    await enforceRateLimit(deps, limits.client, clientIp(c));
    await enforceRateLimit(deps, limits.email, email.toLowerCase());
    const { draft, stored } = await saveDraft(deps, request, email);
    const claimedAt = await claimDraftMail(deps, draft);
    if (claimedAt) {
      const url = draftLinkUrl(deps, draft);
      await mailOrFail(deps.mailer, draftMail(draft, url), 'draft mail failed', {}).catch(
        async (e: unknown) => {
          await releaseDraftMail(deps, draft.draftId, claimedAt);
          throw e;
        },
      );
    }
    c.header('Cache-Control', 'no-store');
    return c.json(
      {
        success: true,
        draftId: draft.draftId,
        savedAt: draft.savedAt,
        expiresAt: iso(draft.expiresAt),
        email: draft.email,
        mailed: claimedAt !== undefined,
        stored,
      } satisfies SaveDraftAnswer,
      200,
    );
  });

  app.post(openDraftPath, async (c) => {
    const body = await parseJsonBody(c, openDraftRequestSchema).catch(() => {
      throw invalidLink();
    });
    const draftId = verifyDraftToken(deps.secret, body.token, deps.now());
    const draft = draftId === undefined ? undefined : await getDraft(deps, draftId);
    if (!draft) throw invalidLink();
    c.header('Cache-Control', 'no-store');
    return c.json({
      success: true,
      draftId: draft.draftId,
      savedAt: draft.savedAt,
      expiresAt: iso(draft.expiresAt),
      page: draft.page,
      destination: draft.destination,
      state: draft.state,
    } satisfies OpenDraftAnswer);
  });
  return app;
}
