import { randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { destinationOf } from '../../shared/destinations';
import { computeVisaPricing } from '../../shared/destinations/rules';
import type { DestinationId } from '../../shared/destinations/types';
import { computePricing, computeProductPricing, type Pricing } from '../../shared/journey/pricing';
import { defaultPurposeFor } from '../../shared/journey/options';
import { passportCheckOf } from '../../shared/passport/checks';
import type { Applicant, ApplicationCreated } from '../../shared/journey/schemas';
import { idempotencyKeyHeader } from '../../shared/api/applications';
import { hashAccessToken, newAccessToken } from '../lib/application-access';
import {
  applicationKeys,
  emailIndex,
  initialPaymentStatus,
  initialStatus,
  numberIndex,
  type StoredApplicant,
  type StoredApplication,
  type StoredApplicationNumber,
  type TableRef,
} from '../lib/applications-table';
import { statsChange } from '../lib/dashboard-stats';
import { IdempotencyConflictError, ServiceUnavailableError } from '../lib/domain-errors';
import {
  failedCondition,
  retryTransaction,
  transactWrite,
  tryAgain,
  tryAgainAtOnce,
} from '../lib/dynamo-writes';
import { log, setLogApplicationId } from '../lib/log';
import { metricNames, putMetric } from '../lib/metrics';
import { applicationSearchItems } from '../lib/application-search';
import { changeRecord, viewCounter, viewIndex } from '../lib/queue';
import { testDataMarker } from '../lib/test-data';
import { requestHash } from './idempotency';
import { isWizardCreate, type CreateSubmission } from './wizard-submission';

export interface CreateApplicationDeps extends TableRef {
  readonly now: () => Date;
  /** A new number with the destination's prefix (`KE-`, `TZ-`). */
  readonly newApplicationNumber: (destination: DestinationId) => string;
  readonly newId?: () => string;
  readonly newToken?: () => string;
}

interface IdempotencyItem {
  readonly requestHash: string;
  readonly response: ApplicationCreated;
}

const maxAttempts = 8;

function passportCheckFor(mrz: string | undefined, applicant: Omit<Applicant, 'id'>, now: Date) {
  return mrz ? { passportCheck: passportCheckOf(mrz, applicant, 'details', now) } : {};
}

/** The destination a submission is for: the wizard's is Kenya's eTA; absent is Kenya. */
export const destinationIdOf = (submission: CreateSubmission): DestinationId =>
  isWizardCreate(submission) ? 'kenya' : (submission.destination ?? 'kenya');

/**
 * The price from the tables: the wizard's product, Kenya's group journey (`computePricing`), or another
 * destination's visa type (`computeVisaPricing` over its definition).
 */
function pricingOf(submission: CreateSubmission): Pricing & { readonly visaType?: string } {
  if (isWizardCreate(submission)) return computeProductPricing('wizard');
  const destination = destinationOf(submission.destination);
  if (destination === undefined || destination.id === 'kenya') {
    return computePricing({
      applicantCount: submission.applicants.length,
      processingType: submission.processingType,
      insurance: submission.includeInsurance,
    });
  }
  return computeVisaPricing(destination, {
    visaType: submission.visaType ?? '',
    applicantCount: submission.applicants.length,
    processingType: submission.processingType,
    insurance: submission.includeInsurance,
  });
}

/**
 * Every item a new application consists of: the application, its applicants, its number and its
 * search items (`functions/lib/application-search.ts`). Exported for the admin benchmark's seeding.
 */
export function buildItems(
  submission: CreateSubmission,
  ids: { id: string; number: string },
  tokenHash: string,
  now: Date,
) {
  const createdAt = now.toISOString();
  // The wizard's product has its own entry in the price table; the group's price depends on its answers.
  const pricing = pricingOf(submission);
  const destination = destinationIdOf(submission);
  const application: StoredApplication = {
    ...applicationKeys.application(ids.id),
    entity: 'application',
    id: ids.id,
    applicationNumber: ids.number,
    destination,
    ...(pricing.visaType === undefined ? {} : { visaType: pricing.visaType }),
    ...(submission.departureCountry ? { departureCountry: submission.departureCountry } : {}),
    status: initialStatus,
    paymentStatus: initialPaymentStatus,
    createdAt,
    updatedAt: createdAt,
    locale: submission.locale,
    applicationType: submission.applicationType,
    ...(submission.transportationMethod ? { transportationMethod: submission.transportationMethod } : {}),
    processingType: submission.processingType,
    includeInsurance: submission.includeInsurance,
    optInOffers: submission.optInOffers ?? false,
    ...(submission.residenceCountry ? { residenceCountry: submission.residenceCountry } : {}),
    contactEmail: submission.contactEmail,
    contactPhone: submission.contactPhone,
    applicantCount: submission.applicants.length,
    applicantNames: submission.applicants.map((a) =>
      [a.firstName, a.middleName, a.lastName].filter(Boolean).join(' '),
    ),
    pricing,
    accessTokenHash: tokenHash,
    ...(submission.testData ? { testData: true } : {}),
    ...(isWizardCreate(submission) ? { product: submission.product, wizard: submission.wizard } : {}),
    // The staff queue: a new application waits for its payment (test data is in no view).
    gsi1pk: viewIndex.partition('awaiting_payment', submission.testData === true),
    gsi1sk: viewIndex.sort(createdAt, ids.id),
    gsi2pk: emailIndex.partition(submission.contactEmail),
    gsi2sk: emailIndex.sort(createdAt, ids.id),
    gsi3pk: numberIndex.partition(ids.number),
    gsi3sk: applicationKeys.application(ids.id).sk,
  };
  const scans = new Map((submission.passportScans ?? []).map((s) => [s.applicantIndex, s.mrz]));
  const keysOf = (index: number) => ({
    ...applicationKeys.applicant(ids.id, index),
    entity: 'applicant' as const,
    applicationId: ids.id,
    index,
    gsi3pk: numberIndex.partition(ids.number),
    gsi3sk: applicationKeys.applicant(ids.id, index).sk,
  });
  const applicants: StoredApplicant[] = isWizardCreate(submission)
    ? submission.applicants.map((applicant, index) => ({ ...applicant, ...keysOf(index) }))
    : submission.applicants.map(({ id: _clientId, ...applicant }, index) => ({
        ...applicant,
        // The group's country of residence, asked once, in the staff's field list of every applicant.
        ...(submission.residenceCountry ? { countryResidence: submission.residenceCountry } : {}),
        // The passport scanned on the details page, re-read here and compared with what was typed.
        ...passportCheckFor(scans.get(index), applicant, now),
        purposeOfVisit: applicant.purposeOfVisit ?? defaultPurposeFor(submission.applicationType),
        ...keysOf(index),
      }));
  const numberItem: StoredApplicationNumber = {
    ...applicationKeys.number(ids.number),
    entity: 'applicationNumber',
    applicationId: ids.id,
    contactEmail: submission.contactEmail.toLowerCase(),
    createdAt,
  };
  const names = applicationSearchItems(application, submission.applicants);
  // Test data is found by the retention job through its marker, and is never counted.
  const marker = submission.testData ? testDataMarker(ids.id, ids.number, createdAt) : undefined;
  return { application, applicants, numberItem, names, pricing, marker };
}

async function readIdempotency(deps: TableRef, key: string): Promise<IdempotencyItem | undefined> {
  const result = await deps.db.send(
    new GetCommand({
      TableName: deps.tableName,
      Key: applicationKeys.idempotency(key),
      ConsistentRead: true,
    }),
  );
  return result.Item as IdempotencyItem | undefined;
}

function replay(stored: IdempotencyItem, hash: string): ApplicationCreated {
  if (stored.requestHash !== hash)
    throw new IdempotencyConflictError(`This ${idempotencyKeyHeader} was used for another request`);
  return stored.response;
}

/** Which idempotency record a creation writes: the client's key, or one derived from the body. */
export interface IdempotencyScope {
  /** The key of the record (`IDEM#<key>`). */
  readonly key: string;
  /** How long the record answers replays. */
  readonly ttlSeconds: number;
}

/**
 * Stores a new application (status pending, unpaid) with its applicants, a unique application number,
 * its search items, the queue counters, a change record and an idempotency record, all in one
 * transaction and in one round trip in the usual case: the price comes from the shared table. A request
 * repeated with the same key and body (sequentially or at the same time) gets the first response, read
 * from the cancelled transaction itself (`ReturnValuesOnConditionCheckFailure`); the same key with
 * another body throws IdempotencyConflictError. A record past its time (TTL deletion lags) no longer counts.
 */
export async function createApplication(
  deps: CreateApplicationDeps,
  submission: CreateSubmission,
  idempotency: IdempotencyScope,
): Promise<ApplicationCreated> {
  const hash = requestHash(meaningfulBody(submission));
  const id = (deps.newId ?? randomUUID)();
  const token = (deps.newToken ?? newAccessToken)();
  return retryTransaction(
    async (attempt) => {
      const number = deps.newApplicationNumber(destinationIdOf(submission));
      const now = deps.now();
      const nowSeconds = Math.floor(now.getTime() / 1000);
      const { application, applicants, numberItem, names, pricing, marker } = buildItems(
        submission,
        { id, number },
        hashAccessToken(token),
        now,
      );
      const response: ApplicationCreated = {
        applicationNumber: number,
        id,
        contactEmail: submission.contactEmail,
        accessToken: token,
        pricing,
      };
      const notExists = 'attribute_not_exists(pk)';
      const put = (Item: object) => ({
        Put: { TableName: deps.tableName, Item, ConditionExpression: notExists },
      });
      const result = await transactWrite(deps.db, [
        {
          Put: {
            TableName: deps.tableName,
            Item: {
              ...applicationKeys.idempotency(idempotency.key),
              entity: 'idempotency',
              requestHash: hash,
              response,
              applicationId: id,
              createdAt: now.toISOString(),
              expiresAt: nowSeconds + idempotency.ttlSeconds,
            },
            ConditionExpression: `${notExists} OR expiresAt < :now`,
            ExpressionAttributeValues: { ':now': nowSeconds },
            ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
          },
        },
        put(numberItem),
        put(application),
        ...applicants.map(put),
        ...names.map(put),
        // The dashboard's counters (functions/lib/dashboard-stats.ts); test data is not counted.
        ...(marker
          ? [put(marker)]
          : [
              statsChange(
                deps.tableName,
                { total: 1, pending: 1, [viewCounter('awaiting_payment')]: 1 },
                now.toISOString(),
                destinationIdOf(submission),
              ),
              changeRecord(deps.tableName, id, now),
            ]),
      ]);
      if (result.written) {
        setLogApplicationId(id);
        log.info('application created', { applicationId: id, applicants: applicants.length, attempt });
        putMetric(metricNames.applicationsCreated);
        return response;
      }
      if (failedCondition(result.reasons, 0)) {
        // The key is taken: answer what the first request got (or look again if it just expired).
        const stored =
          (result.oldItems[0] as IdempotencyItem | undefined) ??
          (await readIdempotency(deps, idempotency.key));
        return stored ? replay(stored, hash) : tryAgain;
      }
      // A taken number: draw another at once. Another request wrote the same key or the counters
      // right now: try again after a back-off.
      if (failedCondition(result.reasons, 1)) {
        log.warn('application number collision, drawing another', { attempt });
        return tryAgainAtOnce;
      }
      return tryAgain;
    },
    {
      attempts: maxAttempts,
      exhausted: () => new ServiceUnavailableError('Could not store the application after several attempts'),
    },
  );
}

/** The body as the idempotency check compares it: without the browser's total, which the server ignores. */
export function meaningfulBody(submission: CreateSubmission): Omit<CreateSubmission, 'totalAmount'> {
  if (isWizardCreate(submission)) return submission;
  const { totalAmount: _ignored, ...meaningful } = submission;
  return meaningful;
}
