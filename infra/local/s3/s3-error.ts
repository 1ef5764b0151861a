/**
 * S3-shaped errors: the front layer refuses requests with the same status, code, message and detail
 * elements that Amazon S3 uses, as an XML `<Error>` document.
 */

export type S3ErrorDetail = Readonly<Record<string, string | number>>;

/** A refusal to send to the client as S3 would. Thrown by the POST-policy checks, caught by the handler. */
export class S3RequestError extends Error {
  readonly status: number;
  readonly code: string;
  readonly detail: S3ErrorDetail;

  constructor(status: number, code: string, message: string, detail: S3ErrorDetail = {}) {
    super(message);
    this.name = 'S3RequestError';
    this.status = status;
    this.code = code;
    this.detail = detail;
  }

  /** The response body, exactly like S3's: `<?xml …?><Error><Code/><Message/>…detail…</Error>`. */
  toXml(): string {
    const detail = Object.entries(this.detail)
      .map(([name, value]) => `<${name}>${escapeXml(String(value))}</${name}>`)
      .join('');
    return (
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
      `<Error><Code>${escapeXml(this.code)}</Code><Message>${escapeXml(this.message)}</Message>` +
      `${detail}</Error>`
    );
  }
}

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

export function accessDenied(message: string, detail: S3ErrorDetail = {}): S3RequestError {
  return new S3RequestError(403, 'AccessDenied', message, detail);
}

export function policyViolation(reason: string): S3RequestError {
  return accessDenied(`Invalid according to Policy: ${reason}`);
}

export function invalidPolicy(reason: string): S3RequestError {
  return new S3RequestError(400, 'InvalidPolicyDocument', `Invalid Policy: ${reason}`);
}

export function invalidArgument(message: string, name: string, value: string): S3RequestError {
  return new S3RequestError(400, 'InvalidArgument', message, { ArgumentName: name, ArgumentValue: value });
}

/** The body exceeded the maximum; `maxSize` is the policy's (or the layer's) limit in bytes. */
export function entityTooLarge(proposedSize: number, maxSize: number): S3RequestError {
  return new S3RequestError(400, 'EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size', {
    ProposedSize: proposedSize,
    MaxSizeAllowed: maxSize,
  });
}

export function entityTooSmall(proposedSize: number, minSize: number): S3RequestError {
  return new S3RequestError(
    400,
    'EntityTooSmall',
    'Your proposed upload is smaller than the minimum allowed size',
    { ProposedSize: proposedSize, MinSizeAllowed: minSize },
  );
}

export function malformedPost(): S3RequestError {
  return new S3RequestError(
    400,
    'MalformedPOSTRequest',
    'The body of your POST request is not well-formed multipart/form-data.',
  );
}

export function noSuchBucket(bucket: string): S3RequestError {
  return new S3RequestError(404, 'NoSuchBucket', 'The specified bucket does not exist', {
    BucketName: bucket,
  });
}

export function internalError(): S3RequestError {
  return new S3RequestError(500, 'InternalError', 'We encountered an internal error. Please try again.');
}
