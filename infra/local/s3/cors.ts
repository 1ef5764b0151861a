/**
 * Bucket CORS: the configuration given to s3rver, and the headers S3 adds from it to answers that the
 * layer produces itself (refused POST uploads) or corrects (preflights).
 */
import type { OutgoingHttpHeaders } from 'node:http';
import { escapeXml } from './s3-error';
import type { S3rverStore } from './s3rver-runtime';

const CORS_METHODS = ['GET', 'PUT', 'POST', 'HEAD'] as const;

/** The CORSConfiguration XML for a bucket, or none when it allows no origin (CORS disabled). */
export function corsConfigurationXml(allowedOrigins: readonly string[]): readonly string[] {
  if (allowedOrigins.length === 0) return [];
  const origins = allowedOrigins.map((o) => `<AllowedOrigin>${escapeXml(o)}</AllowedOrigin>`).join('');
  const methods = CORS_METHODS.map((m) => `<AllowedMethod>${m}</AllowedMethod>`).join('');
  return [
    '<CORSConfiguration xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><CORSRule>' +
      `${origins}${methods}<AllowedHeader>*</AllowedHeader><ExposeHeader>ETag</ExposeHeader>` +
      '</CORSRule></CORSConfiguration>',
  ];
}

const VARY = 'Origin, Access-Control-Request-Headers, Access-Control-Request-Method';

/**
 * The CORS headers S3 puts on an actual (non-preflight) response to `method` from `origin`, per the
 * bucket's stored configuration; empty when there is no Origin or no rule matches.
 */
export async function corsResponseHeaders(
  store: S3rverStore,
  bucket: string,
  origin: string | undefined,
  method: string,
): Promise<OutgoingHttpHeaders> {
  if (!origin) return {};
  const config = await store.getSubresource(bucket, undefined, 'cors');
  const rule = config?.matchRule(origin, method);
  if (!rule) return {};
  const headers: OutgoingHttpHeaders = {
    'Access-Control-Allow-Origin': rule.hasWildcardOrigin ? '*' : origin,
    'Access-Control-Allow-Credentials': 'true',
    Vary: VARY,
  };
  if (rule.exposeHeaders.length > 0) headers['Access-Control-Expose-Headers'] = rule.exposeHeaders.join(', ');
  if (rule.maxAgeSeconds !== undefined) headers['Access-Control-Max-Age'] = String(rule.maxAgeSeconds);
  return headers;
}

/**
 * s3rver answers every accepted preflight with `Access-Control-Allow-Origin: *`; S3 echoes the request's
 * origin unless the matching rule allows any origin. Returns the origin to put there instead, if any.
 */
export async function preflightAllowOrigin(
  store: S3rverStore,
  bucket: string,
  origin: string | undefined,
  requestMethod: string | undefined,
): Promise<string | undefined> {
  if (!origin || !requestMethod) return undefined;
  const config = await store.getSubresource(bucket, undefined, 'cors');
  const rule = config?.matchRule(origin, requestMethod);
  return rule && !rule.hasWildcardOrigin ? origin : undefined;
}
