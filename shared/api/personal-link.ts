import * as z from 'zod/mini';
import { applicationStatusSchema, statusLookupSchema } from '../status/lookup';

/**
 * The traveller's personal link (issue 14 item 1). The page `/my-application#token=…` is pre-rendered;
 * it reads the token from the URL fragment (never sent to a server, never in a Referer) and exchanges
 * it with `POST /api/my-application` for the application's status. `POST /api/personal-link` ("Lost
 * your link?") mails a fresh link, revoking the older ones, and answers the same whether or not the
 * application exists.
 */
export const personalLinkPagePath = '/my-application';
export const myApplicationPath = '/api/my-application';
export const lostLinkPath = '/api/personal-link';
/**
 * Self-service privacy (issue 14 item 7), from the personal page only (the token proves the link):
 * withdraw an application that is not paid, or erase the passport data and documents of a decided one
 * now instead of 30 days after the decision. Both answer the application's new status view.
 */
export const withdrawApplicationPath = '/api/my-application/withdraw';
export const eraseApplicationDataPath = '/api/my-application/erase';
/** An approved application's eTA (the PDF staff uploaded), by a short-lived link: personal page only. */
export const evisaDownloadPath = '/api/my-application/evisa';

/**
 * Pay or upload from another device (issue 14 item 4): the personal link's token is exchanged for a
 * short-lived access token to that application, which the payment and documents calls accept instead
 * of the one the applying browser holds (and no other call). A new link revokes it with the old links.
 */
export const linkAccessPath = '/api/my-application/access';
export const linkAccessTtlMinutes = 60;

export const linkAccessAnswerSchema = z.object({
  success: z.literal(true),
  applicationId: z.string(),
  applicationNumber: z.string(),
  accessToken: z.string(),
  expiresAt: z.string(),
});
export type LinkAccessAnswer = z.infer<typeof linkAccessAnswerSchema>;

/** How long one mailed link opens the application; every later mail carries a fresh one. */
export const personalLinkTtlDays = 90;

/** Lost-link requests one client may make per window: 429 with Retry-After beyond. */
export const lostLinkRateLimit = { name: 'lost-link', limit: 5, windowSeconds: 900 } as const;

/** The body of every personal-page call (status, withdrawal, erasure, eTA download): the link's token. */
export const myApplicationRequestSchema = z.object({
  token: z.string().check(z.minLength(1), z.maxLength(600)),
});
export type MyApplicationRequest = z.infer<typeof myApplicationRequestSchema>;

export const myApplicationAnswerSchema = z.object({
  success: z.literal(true),
  application: applicationStatusSchema,
});
export type MyApplicationAnswer = z.infer<typeof myApplicationAnswerSchema>;

/** The same two fields as a status lookup, with the same messages. */
export const lostLinkRequestSchema = statusLookupSchema;

export const evisaDownloadAnswerSchema = z.object({
  success: z.literal(true),
  /** A presigned GET of the PDF, as an attachment named after the application number. */
  url: z.string(),
  expiresAt: z.string(),
});
export type EvisaDownloadAnswer = z.infer<typeof evisaDownloadAnswerSchema>;

export const lostLinkAnswerSchema = z.object({ success: z.literal(true) });
export type LostLinkAnswer = z.infer<typeof lostLinkAnswerSchema>;

/** The token in a personal page's URL fragment (`#token=…`), if any. */
export function tokenFromFragment(hash: string): string | undefined {
  const value = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  return value === null || value === '' ? undefined : value;
}
