import { visaJourneyRoutes } from '../destinations/journeys';
import type { DestinationId } from '../destinations/types';

/**
 * The application journey's API contract: paths and headers. The bodies and responses are the
 * schemas of `shared/journey/schemas.ts`.
 */
export const applicationsPath = '/api/kenya-eta-applications';
export const signedAgreementPath = '/api/send-signed-agreement';
export const confirmationPath = '/api/send-application-confirmation';
/** PUT (Bearer token): the traveller changed answers after submitting; the same application is updated. */
export const applicationRoute = '/api/kenya-eta-applications/:id';
export const applicationPath = (id: string) => `/api/kenya-eta-applications/${id}`;
/**
 * Where each destination's group journey creates (POST) and updates (PUT `<path>/<id>`) its applications:
 * the route names the destination, never the body (a visa journey's `api`, `shared/destinations/journeys.ts`). Kenya's is the specification's path; another
 * destination's body is a visa's (`shared/journey/visa-submission-schema.ts`).
 */
export const destinationApplicationsPaths = {
  kenya: applicationsPath,
  ...Object.fromEntries(Object.entries(visaJourneyRoutes).map(([id, route]) => [id, route.api])),
} as Readonly<Record<DestinationId, string>>;
/** The PUT of a destination's application (`:id`). */
export const destinationApplicationRoute = (destination: DestinationId) =>
  `${destinationApplicationsPaths[destination]}/:id`;
export const destinationApplicationPath = (destination: DestinationId, id: string) =>
  `${destinationApplicationsPaths[destination]}/${id}`;
/** Sent on the PUT with the revision the browser last saw (`ApplicationUpdated.revision`; a creation is 1). */
export const ifMatchHeader = 'If-Match';

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

/** 409 on an update: staff started the review (or decided): the answers can no longer be changed. */
export const reviewStartedCode = 'review_started';
/** 409 on an update after payment: the change would alter the price paid. */
export const priceChangeRefusedCode = 'price_change_refused';
/** 409 on an update: the application was changed meanwhile (another tab or device); reload and retry. */
export const applicationChangedCode = 'application_changed';
