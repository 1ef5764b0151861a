/**
 * The application journey's API contract: paths and headers. The bodies and responses are the
 * schemas of `shared/journey/schemas.ts`.
 */
export const applicationsPath = '/api/kenya-eta-applications';
export const signedAgreementPath = '/api/send-signed-agreement';
export const confirmationPath = '/api/send-application-confirmation';

/** Required on `POST /api/kenya-eta-applications`: one key per submission attempt (8-128 characters). */
export const idempotencyKeyHeader = 'Idempotency-Key';
export const idempotencyKeyPattern = /^[A-Za-z0-9_.:-]{8,128}$/;

/** Later calls about an application present the token the creation returned. */
export function bearer(accessToken: string): string {
  return `Bearer ${accessToken}`;
}

/** The error code of a 422: the Idempotency-Key was already used for a different body. */
export const idempotencyKeyReusedCode = 'idempotency_key_reused';
/** The error code of a 502: the mail service did not accept the e-mail (the client may retry). */
export const mailNotSentCode = 'mail_not_sent';

/**
 * Test data (`testData: true` on the creation, sent by the payment test page only, accepted only where
 * the sandbox gateway is configured) is deleted this long after its creation (`functions/retention/`).
 */
export const testDataRetentionHours = 24;
