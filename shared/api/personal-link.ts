import * as z from 'zod/mini';
import { applicationStatusSchema, statusLookupSchema } from '../status/lookup';

/**
 * The traveller's personal link (issue 14 item 1). The page `/my-application#token=…` is pre-rendered;
 * it reads the token from the URL fragment (never sent to a server, never in a Referer) and exchanges
 * it with `POST /api/my-application` for the application's status. `POST /api/personal-link` ("Lost
 * your link?") mails a fresh link, revoking the older ones, and answers the same whether or not the
 * application exists.
 */
export {
  eraseApplicationDataPath,
  evisaDownloadPath,
  linkAccessPath,
  lostLinkPath,
  myApplicationPath,
  personalLinkPagePath,
  tokenFromFragment,
  withdrawApplicationPath,
} from './personal-link-paths';

/** How long the access a personal link gives another device lasts (`linkAccessPath`). */
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
