/**
 * Enforces a browser POST upload's policy as S3 does (AWS Signature Version 4): required fields, the
 * credential, the signature over the base64 policy, the expiration, every condition, no field left
 * uncovered by a condition, and the file size against content-length-range.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PostFormField, PostFormFile } from './post-form';
import { parsePolicyDocument, type PolicyCondition } from './post-policy-document';
import {
  accessDenied,
  entityTooLarge,
  entityTooSmall,
  invalidArgument,
  policyViolation,
  S3RequestError,
} from './s3-error';

export interface PostPolicyCredentials {
  readonly accessKeyId: string;
  readonly secretAccessKey: string;
}

export interface PostPolicyRequest {
  /** The bucket named in the request path. */
  readonly bucket: string;
  readonly fields: readonly PostFormField[];
  readonly file: PostFormFile | undefined;
  readonly credentials: PostPolicyCredentials;
  readonly now: Date;
}

/** Fields S3 never requires a condition for. */
const UNCONDITIONED_FIELDS = new Set(['policy', 'x-amz-signature', 'file']);
const REQUIRED_FIELDS = ['Policy', 'X-Amz-Algorithm', 'X-Amz-Credential', 'X-Amz-Date', 'X-Amz-Signature'];

/**
 * Returns the object key (with `${filename}` replaced) when the upload satisfies its policy; throws an
 * S3RequestError with S3's answer otherwise.
 */
export function enforcePostPolicy(request: PostPolicyRequest): { readonly key: string | undefined } {
  const fields = new Map<string, string>();
  for (const { name, value } of request.fields) {
    if (!fields.has(name.toLowerCase())) fields.set(name.toLowerCase(), value);
  }
  if (!fields.has('policy') && !fields.has('x-amz-signature') && !fields.has('x-amz-credential')) {
    throw accessDenied('Access Denied');
  }
  for (const name of REQUIRED_FIELDS) {
    if (!fields.has(name.toLowerCase())) {
      throw invalidArgument(
        `Bucket POST must contain a field named '${name}'.  If it is specified, please check the order of the fields.`,
        name,
        '',
      );
    }
  }
  const policy = fields.get('policy') ?? '';
  verifySignature(policy, fields, request.credentials);

  const document = parsePolicyDocument(policy);
  if (request.now.getTime() >= document.expiration.getTime()) throw policyViolation('Policy expired.');

  const rawKey = fields.get('key');
  const key = rawKey?.replaceAll('${filename}', request.file?.filename ?? '');
  const valueOf = (field: string): string => {
    if (field === 'bucket') return request.bucket;
    if (field === 'key') return key ?? '';
    return fields.get(field) ?? '';
  };
  const covered = new Set<string>();
  for (const condition of document.conditions) {
    if (condition.kind === 'content-length-range') continue;
    covered.add(condition.field);
    if (!holds(condition, valueOf(condition.field))) {
      throw policyViolation(`Policy Condition failed: ${condition.text}`);
    }
  }
  for (const { name } of request.fields) {
    const lower = name.toLowerCase();
    if (UNCONDITIONED_FIELDS.has(lower) || lower.startsWith('x-ignore-') || covered.has(lower)) continue;
    throw policyViolation(`Extra input fields: ${name}`);
  }

  if (!request.file) {
    throw invalidArgument('POST requires exactly one file upload per request.', 'file', '0');
  }
  const size = request.file.content.length;
  for (const condition of document.conditions) {
    if (condition.kind !== 'content-length-range') continue;
    if (size > condition.max) throw entityTooLarge(size, condition.max);
    if (size < condition.min) throw entityTooSmall(size, condition.min);
  }
  return { key };
}

function holds(
  condition: Exclude<PolicyCondition, { kind: 'content-length-range' }>,
  value: string,
): boolean {
  return condition.kind === 'eq' ? value === condition.value : value.startsWith(condition.value);
}

function verifySignature(
  policy: string,
  fields: ReadonlyMap<string, string>,
  credentials: PostPolicyCredentials,
): void {
  const algorithm = fields.get('x-amz-algorithm') ?? '';
  if (algorithm !== 'AWS4-HMAC-SHA256') {
    throw invalidArgument('X-Amz-Algorithm only supports "AWS4-HMAC-SHA256"', 'X-Amz-Algorithm', algorithm);
  }
  const credential = fields.get('x-amz-credential') ?? '';
  const [accessKeyId, date, region, service, terminator, ...rest] = credential.split('/');
  if (
    accessKeyId === undefined ||
    date === undefined ||
    region === undefined ||
    service === undefined ||
    terminator !== 'aws4_request' ||
    rest.length > 0 ||
    !/^\d{8}$/.test(date)
  ) {
    throw invalidArgument(
      'Error parsing the X-Amz-Credential parameter; the Credential is mal-formed; expecting ' +
        '"<YOUR-AKID>/YYYYMMDD/REGION/SERVICE/aws4_request".',
      'X-Amz-Credential',
      credential,
    );
  }
  if (service !== 's3') {
    throw invalidArgument(
      `Error parsing the X-Amz-Credential parameter; incorrect service "${service}". This endpoint belongs to "s3".`,
      'X-Amz-Credential',
      credential,
    );
  }
  if (accessKeyId !== credentials.accessKeyId) {
    throw new S3RequestError(
      403,
      'InvalidAccessKeyId',
      'The AWS Access Key Id you provided does not exist in our records.',
      { AWSAccessKeyId: accessKeyId },
    );
  }
  const hmac = (key: Buffer | string, data: string): Buffer =>
    createHmac('sha256', key).update(data).digest();
  const signingKey = hmac(
    hmac(hmac(hmac(`AWS4${credentials.secretAccessKey}`, date), region), service),
    terminator,
  );
  const expected = Buffer.from(hmac(signingKey, policy).toString('hex'));
  const provided = fields.get('x-amz-signature') ?? '';
  const given = Buffer.from(provided.toLowerCase());
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new S3RequestError(
      403,
      'SignatureDoesNotMatch',
      'The request signature we calculated does not match the signature you provided. ' +
        'Check your key and signing method.',
      {
        AWSAccessKeyId: accessKeyId,
        StringToSign: policy,
        SignatureProvided: provided,
        StringToSignBytes: Buffer.from(policy)
          .toString('hex')
          .replace(/(..)(?!$)/g, '$1 '),
      },
    );
  }
}
