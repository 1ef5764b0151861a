import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type * as z from 'zod/mini';
import { errorCodes, type ApiError, type ApiIssue } from '../../shared/api/errors';
import { textIssues } from '../../shared/api/text';
import { domainErrorAnswers, isTransientServiceError } from './domain-error-answers';
import { DomainError } from './domain-errors';
import { errorFields, log } from './log';

/**
 * An HTTP-level refusal (a malformed request, no session, too large, too many requests). What goes
 * wrong in the product's own terms is a `DomainError` (`./domain-errors.ts`), mapped in one registry.
 */
export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message?: string,
    readonly issues?: ApiIssue[],
    readonly headers: Record<string, string> = {},
  ) {
    super(message ?? code);
  }
}

export function toIssues(error: { issues: readonly z.core.$ZodIssue[] }): ApiIssue[] {
  return error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message }));
}

/** `application/json`, with or without parameters (charset). */
const jsonMediaType = /^application\/json\s*(?:;|$)/i;

/**
 * A 415 unless the request says its body is JSON. Browsers send a cross-site form or `text/plain` POST
 * without asking first (a "simple" request); a JSON content type needs a CORS preflight, which the API
 * never grants to other origins. So this check alone keeps other sites from posting in a visitor's name.
 */
export function requireJsonContentType(c: Context): void {
  if (!jsonMediaType.test(c.req.header('content-type') ?? '')) {
    throw new HttpError(415, errorCodes.unsupportedMediaType, 'The body must be sent as application/json', [
      { path: 'headers.Content-Type', message: 'errors.body.notJson' },
    ]);
  }
}

/**
 * Parses a JSON body with the shared schema, or throws: 415 for another content type, 400 with field
 * paths for a body that is not JSON, holds a string with a control character or a lone surrogate
 * (anywhere, keys included: `shared/api/text.ts`), or does not match the schema.
 */
export async function parseJsonBody<S extends z.ZodMiniType>(c: Context, schema: S): Promise<z.infer<S>> {
  requireJsonContentType(c);
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new HttpError(400, errorCodes.validation, 'Body must be JSON', [
      { path: '', message: 'errors.body.invalidJson' },
    ]);
  }
  const problems = textIssues(body);
  if (problems.length > 0) throw new HttpError(400, errorCodes.validation, 'Invalid characters', problems);
  const result = schema.safeParse(body);
  if (!result.success)
    throw new HttpError(400, errorCodes.validation, 'Invalid request', toIssues(result.error));
  return result.data;
}

export const onError: ErrorHandler = (err, c) => {
  if (err instanceof HttpError) {
    const body: ApiError = { error: err.code, message: err.message, issues: err.issues };
    for (const [k, v] of Object.entries(err.headers)) c.header(k, v);
    return c.json(body, err.status);
  }
  if (err instanceof DomainError) {
    const answer = domainErrorAnswers[err.kind];
    const body: ApiError = {
      error: answer.code,
      message: err.message,
      ...(err.issues === undefined ? {} : { issues: [...err.issues] }),
    };
    for (const [k, v] of Object.entries(answer.headers ?? {})) c.header(k, v);
    return c.json(body, answer.status);
  }
  if (isTransientServiceError(err)) {
    log.warn('dependency unavailable', { path: c.req.path, method: c.req.method, ...errorFields(err) });
    const body: ApiError = {
      error: errorCodes.unavailable,
      message: 'The service is briefly unavailable. Please try again in a few seconds.',
    };
    c.header('Retry-After', '5');
    return c.json(body, 503);
  }
  log.error('unhandled error', { path: c.req.path, method: c.req.method, ...errorFields(err) });
  const body: ApiError = { error: errorCodes.internal, message: 'Something went wrong. Please try again.' };
  return c.json(body, 500);
};

export const onNotFound: NotFoundHandler = (c) => {
  const body: ApiError = { error: errorCodes.notFound, message: 'No such API route' };
  return c.json(body, 404);
};
