import * as z from 'zod/mini';

/**
 * The one error shape of every HTTP error the API returns. `error` is a stable code;
 * issue messages are translation keys, never English sentences.
 */
export const apiIssueSchema = z.object({ path: z.string(), message: z.string() });
export const apiErrorSchema = z.object({
  error: z.string(),
  message: z.optional(z.string()),
  issues: z.optional(z.array(apiIssueSchema)),
});

export type ApiIssue = z.infer<typeof apiIssueSchema>;
export type ApiError = z.infer<typeof apiErrorSchema>;

export const errorCodes = {
  validation: 'validation_failed',
  notFound: 'not_found',
  conflict: 'conflict',
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  rateLimited: 'rate_limited',
  unavailable: 'service_unavailable',
  internal: 'internal_error',
  payloadTooLarge: 'payload_too_large',
  unsupportedMediaType: 'unsupported_media_type',
} as const;
