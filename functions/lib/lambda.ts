import { timingSafeEqual } from 'node:crypto';
import type { Hono } from 'hono';
// `hono/aws-lambda` is deprecated in favour of `@hono/aws-lambda`, which is not published on npm yet
// (checked 2026-11-22): this is the one place that imports it.
import { handle } from 'hono/aws-lambda';
import type { APIGatewayProxyResult, LambdaContext, LambdaEvent } from 'hono/aws-lambda';
import { errorCodes, type ApiError } from '../../shared/api/errors';
import { config } from './config';
import { originVerifyHeader } from './origin-verify';

export { originVerifyHeader } from './origin-verify';

export type LambdaHandler = (event: LambdaEvent, context?: LambdaContext) => Promise<APIGatewayProxyResult>;

function headerOf(event: LambdaEvent, name: string): string | undefined {
  const headers = (event.headers ?? {}) as Record<string, string | string[] | undefined>;
  for (const [key, value] of Object.entries(headers))
    if (key.toLowerCase() === name) return Array.isArray(value) ? value[0] : value;
  return undefined;
}

function sameSecret(given: string | undefined, secret: string): boolean {
  if (given === undefined) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The Lambda handler of one HTTP concern. With an origin secret configured (always in the cloud), a
 * request without CloudFront's header is refused with 403 before the app sees it: nobody can call the
 * `execute-api` URL directly, so the `X-Forwarded-For` that CloudFront appends (the traveller's real
 * address, used by the rate limits and the signed agreement) cannot be forged.
 */
export function lambdaHandler(
  app: Hono,
  secret: string | undefined = config.ORIGIN_VERIFY_SECRET,
): LambdaHandler {
  const handler = handle(app) as LambdaHandler;
  return async (event, context) => {
    if (secret !== undefined && !sameSecret(headerOf(event, originVerifyHeader), secret)) {
      const body: ApiError = {
        error: errorCodes.forbidden,
        message: 'The API answers requests that come through the site only.',
      };
      return {
        statusCode: 403,
        headers: { 'content-type': 'application/json; charset=UTF-8' },
        body: JSON.stringify(body),
        isBase64Encoded: false,
      };
    }
    return handler(event, context);
  };
}
