/**
 * AWS Signature Version 4 as S3 checks it, for the requests the front layer forwards to s3rver (which
 * checks none): an `Authorization: AWS4-HMAC-SHA256 …` header, or a presigned query
 * (`X-Amz-Algorithm`, `X-Amz-Credential`, `X-Amz-Date`, `X-Amz-Expires`, `X-Amz-SignedHeaders`,
 * `X-Amz-Signature`). A request with neither is anonymous, and the buckets are private: AccessDenied.
 * Browser POST uploads are checked by their policy instead (`post-policy.ts`), preflights need nothing.
 * The region of the credential scope is not compared with the bucket's (the stand-in has none).
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { S3RequestError, accessDenied } from './s3-error';

export interface SigV4Credentials {
  readonly accessKeyId: string;
  readonly secretAccessKey: string;
}

export interface SignedRequest {
  readonly method: string;
  /** The request target as sent: path and query, still encoded. */
  readonly url: string;
  /** `rawHeaders` of the request: names as sent, repeated names kept. */
  readonly rawHeaders: readonly string[];
}

/** What the signature covers of the body: a SHA-256 (hex) to compare with the body, or no promise. */
export type PayloadClaim = { readonly kind: 'sha256'; readonly hex: string } | { readonly kind: 'unsigned' };

const algorithm = 'AWS4-HMAC-SHA256';
/** S3 refuses a header-signed request more than 15 minutes off its clock. */
const maxSkewMs = 15 * 60 * 1000;
/** A presigned URL lives at most 7 days. */
const maxExpiresSeconds = 7 * 24 * 60 * 60;

/** RFC 3986 encoding as SigV4 wants it: only A-Z a-z 0-9 - _ . ~ are left alone. */
function encode(text: string): string {
  return encodeURIComponent(text).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function canonicalUri(path: string): string {
  return path
    .split('/')
    .map((segment) => encode(decode(segment)))
    .join('/');
}

function queryPairs(query: string): [string, string][] {
  if (query === '') return [];
  return query.split('&').map((pair) => {
    const eq = pair.indexOf('=');
    return eq < 0 ? [decode(pair), ''] : [decode(pair.slice(0, eq)), decode(pair.slice(eq + 1))];
  });
}

function canonicalQuery(pairs: readonly [string, string][]): string {
  return pairs
    .map(([k, v]) => [encode(k), encode(v)] as const)
    .sort(([ak, av], [bk, bv]) => (ak < bk ? -1 : ak > bk ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
}

function headerValues(rawHeaders: readonly string[]): Map<string, string> {
  const values = new Map<string, string[]>();
  for (let i = 0; i + 1 < rawHeaders.length; i += 2) {
    const name = (rawHeaders[i] ?? '').toLowerCase();
    const value = (rawHeaders[i + 1] ?? '').trim().replace(/\s+/g, ' ');
    values.set(name, [...(values.get(name) ?? []), value]);
  }
  return new Map([...values].map(([k, v]) => [k, v.join(',')]));
}

const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data, 'utf8').digest();
const sha256Hex = (data: string) => createHash('sha256').update(data, 'utf8').digest('hex');

/** `20261125T120000Z` → a Date, or undefined. */
function amzDate(text: string | undefined): Date | undefined {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(text ?? '');
  if (!m) return undefined;
  const [y, mo, d, h, mi, se] = m.slice(1).map(Number) as [number, number, number, number, number, number];
  return new Date(Date.UTC(y, mo - 1, d, h, mi, se));
}

function malformed(message: string): S3RequestError {
  return new S3RequestError(400, 'AuthorizationHeaderMalformed', message);
}

interface Parts {
  readonly accessKeyId: string;
  readonly scope: string;
  readonly date: string;
  readonly region: string;
  readonly service: string;
  readonly signedHeaders: readonly string[];
  readonly signature: string;
}

function credentialParts(credential: string): Omit<Parts, 'signedHeaders' | 'signature'> {
  const [accessKeyId, date, region, service, terminator, ...rest] = credential.split('/');
  if (
    !accessKeyId ||
    !date ||
    !region ||
    service !== 's3' ||
    terminator !== 'aws4_request' ||
    rest.length > 0
  ) {
    throw malformed(
      `The authorization header is malformed; the Credential is mal-formed; expecting "<YOUR-AKID>/YYYYMMDD/REGION/SERVICE/aws4_request".`,
    );
  }
  return { accessKeyId, date, region, service, scope: `${date}/${region}/${service}/aws4_request` };
}

function fromHeader(header: string): Parts {
  const m =
    /^AWS4-HMAC-SHA256\s+Credential=([^,\s]+),\s*SignedHeaders=([^,\s]+),\s*Signature=([0-9a-fA-F]+)\s*$/.exec(
      header,
    );
  const [, credential, signedHeaders, signature] = m ?? [];
  if (credential === undefined || signedHeaders === undefined || signature === undefined)
    throw malformed('The authorization header is malformed.');
  return {
    ...credentialParts(credential),
    signedHeaders: signedHeaders.split(';'),
    signature: signature.toLowerCase(),
  };
}

/**
 * Verifies a request's SigV4 signature with the local credentials, as S3 does; returns what the
 * signature says about the body, or throws the S3RequestError S3 would answer with.
 */
export function verifySigV4(request: SignedRequest, credentials: SigV4Credentials, now: Date): PayloadClaim {
  const [path = '/', query = ''] = splitTarget(request.url);
  const headers = headerValues(request.rawHeaders);
  const pairs = queryPairs(query);
  const param = (name: string) => pairs.find(([k]) => k === name)?.[1];
  const authorization = headers.get('authorization');
  const presigned = param('X-Amz-Algorithm') !== undefined || param('X-Amz-Signature') !== undefined;

  let parts: Parts;
  let requestDate: string;
  let payload: string;
  let queryForSigning = pairs;
  if (authorization !== undefined) {
    if (presigned) throw new S3RequestError(400, 'InvalidArgument', 'Only one auth mechanism allowed');
    if (!authorization.startsWith(algorithm)) throw malformed('Unsupported authorization type');
    parts = fromHeader(authorization);
    requestDate = headers.get('x-amz-date') ?? '';
    const date = amzDate(requestDate);
    if (!date) throw accessDenied('AWS authentication requires a valid Date or x-amz-date header');
    if (Math.abs(date.getTime() - now.getTime()) > maxSkewMs) {
      throw new S3RequestError(
        403,
        'RequestTimeTooSkewed',
        'The difference between the request time and the current time is too large.',
        {
          RequestTime: requestDate,
          ServerTime: now.toISOString(),
        },
      );
    }
    const claimed = headers.get('x-amz-content-sha256');
    if (claimed === undefined) {
      throw new S3RequestError(
        400,
        'InvalidRequest',
        'Missing required header for this request: x-amz-content-sha256',
      );
    }
    payload = claimed;
  } else if (presigned) {
    if (param('X-Amz-Algorithm') !== algorithm) {
      throw new S3RequestError(
        400,
        'AuthorizationQueryParametersError',
        'X-Amz-Algorithm only supports "AWS4-HMAC-SHA256"',
      );
    }
    const signature = param('X-Amz-Signature') ?? '';
    parts = {
      ...credentialParts(param('X-Amz-Credential') ?? ''),
      signedHeaders: (param('X-Amz-SignedHeaders') ?? '').split(';'),
      signature: signature.toLowerCase(),
    };
    requestDate = param('X-Amz-Date') ?? '';
    const date = amzDate(requestDate);
    const expires = Number(param('X-Amz-Expires'));
    if (!date || !Number.isInteger(expires) || expires < 1 || expires > maxExpiresSeconds) {
      throw new S3RequestError(
        400,
        'AuthorizationQueryParametersError',
        'X-Amz-Date and X-Amz-Expires must be valid',
      );
    }
    if (now.getTime() > date.getTime() + expires * 1000)
      throw accessDenied('Request has expired', { 'X-Amz-Expires': expires });
    payload = param('X-Amz-Content-Sha256') ?? 'UNSIGNED-PAYLOAD';
    queryForSigning = pairs.filter(([k]) => k !== 'X-Amz-Signature');
  } else {
    throw accessDenied('Access Denied');
  }

  if (parts.accessKeyId !== credentials.accessKeyId) {
    throw new S3RequestError(
      403,
      'InvalidAccessKeyId',
      'The AWS Access Key Id you provided does not exist in our records.',
      {
        AWSAccessKeyId: parts.accessKeyId,
      },
    );
  }
  if (!requestDate.startsWith(parts.date))
    throw malformed('The credential date does not match the request date.');
  if (!parts.signedHeaders.includes('host'))
    throw accessDenied('There were headers present in the request which were not signed', {
      HeadersNotSigned: 'host',
    });

  const canonicalRequest = [
    request.method,
    canonicalUri(path),
    canonicalQuery(queryForSigning),
    parts.signedHeaders.map((name) => `${name}:${headers.get(name) ?? ''}\n`).join(''),
    parts.signedHeaders.join(';'),
    payload,
  ].join('\n');
  const stringToSign = [algorithm, requestDate, parts.scope, sha256Hex(canonicalRequest)].join('\n');
  const key = hmac(
    hmac(hmac(hmac(`AWS4${credentials.secretAccessKey}`, parts.date), parts.region), parts.service),
    'aws4_request',
  );
  const expected = Buffer.from(hmac(key, stringToSign).toString('hex'));
  const given = Buffer.from(parts.signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new S3RequestError(
      403,
      'SignatureDoesNotMatch',
      'The request signature we calculated does not match the signature you provided. Check your key and signing method.',
      {
        AWSAccessKeyId: parts.accessKeyId,
        StringToSign: stringToSign,
        SignatureProvided: parts.signature,
        CanonicalRequest: canonicalRequest,
      },
    );
  }
  return /^[0-9a-f]{64}$/.test(payload) ? { kind: 'sha256', hex: payload } : { kind: 'unsigned' };
}

function splitTarget(url: string): [string, string] {
  const q = url.indexOf('?');
  return q < 0 ? [url, ''] : [url.slice(0, q), url.slice(q + 1)];
}

/** The answer when the body does not hash to what the signed `x-amz-content-sha256` says. */
export function contentSha256Mismatch(claimed: string, actual: string): S3RequestError {
  return new S3RequestError(
    400,
    'XAmzContentSHA256Mismatch',
    "The provided 'x-amz-content-sha256' header does not match what was computed.",
    {
      ClientComputedContentSHA256: claimed,
      S3ComputedContentSHA256: actual,
    },
  );
}
