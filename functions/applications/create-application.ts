import { randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { computePricing } from '../../shared/journey/pricing';
import { defaultPurposeFor } from '../../shared/journey/options';
import type { ApplicationCreated, ApplicationSubmission } from '../../shared/journey/schemas';
import { idempotencyKeyHeader } from '../../shared/api/applications';
import { hashAccessToken, newAccessToken } from '../lib/application-access';
import {
  applicationKeys,
  emailIndex,
  initialPaymentStatus,
  initialStatus,
  statusIndex,
  type StoredApplicant,
  type StoredApplication,
  type StoredApplicationNumber,
  type TableRef,
} from '../lib/applications-table';
import { statsChange } from '../lib/dashboard-stats';
import { IdempotencyConflictError, ServiceUnavailableError } from '../lib/domain-errors';
import { failedCondition, retryTransaction, transactWrite, tryAgain } from '../lib/dynamo-writes';
import { log } from '../lib/log';
import { nameIndexItems } from '../lib/name-index';
import { idempotencyTtlSeconds, requestHash } from './idempotency';

export interface CreateApplicationDeps extends TableRef {
  readonly now: () => Date;
  readonly newApplicationNumber: () => string;
  readonly newId?: () => string;
  readonly newToken?: () => string;
}

interface IdempotencyItem {
  readonly requestHash: string;
  readonly response: ApplicationCreated;
}

const maxAttempts = 8;

/**
 * Every item a new application consists of: the application, its applicants, its number and its
 * name-index items (`functions/lib/name-index.ts`). Exported for the admin benchmark's seeding.
 */
export function buildItems(
  submission: ApplicationSubmission,
  ids: { id: string; number: string },
  tokenHash: string,
  now: Date,
) {
  const createdAt = now.toISOString();
  const pricing = computePricing({
    applicantCount: submission.applicants.length,
    processingType: submission.processingType,
    insurance: submission.includeInsurance,
  });
  const application: StoredApplication = {
    ...applicationKeys.application(ids.id),
    entity: 'application',
    id: ids.id,
    applicationNumber: ids.number,
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
    contactEmail: submission.contactEmail,
    contactPhone: submission.contactPhone,
    applicantCount: submission.applicants.length,
    applicantNames: submission.applicants.map((a) =>
      [a.firstName, a.middleName, a.lastName].filter(Boolean).join(' '),
    ),
    pricing,
    accessTokenHash: tokenHash,
    gsi1pk: statusIndex.partition(initialStatus),
    gsi1sk: statusIndex.sort(createdAt, ids.id),
    gsi2pk: emailIndex.partition(submission.contactEmail),
    gsi2sk: emailIndex.sort(createdAt, ids.id),
  };
  const applicants: StoredApplicant[] = submission.applicants.map(
    ({ id: _clientId, ...applicant }, index) => ({
      ...applicant,
      purposeOfVisit: applicant.purposeOfVisit ?? defaultPurposeFor(submission.applicationType),
      ...applicationKeys.applicant(ids.id, index),
      entity: 'applicant',
      applicationId: ids.id,
      index,
    }),
  );
  const numberItem: StoredApplicationNumber = {
    ...applicationKeys.number(ids.number),
    entity: 'applicationNumber',
    applicationId: ids.id,
    contactEmail: submission.contactEmail.toLowerCase(),
    createdAt,
  };
  const names = nameIndexItems(ids.id, createdAt, submission.applicants);
  return { application, applicants, numberItem, names, pricing };
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

/**
 * Stores a new application (status pending, unpaid) with its applicants, a unique application number,
 * its name-index items, the dashboard counters and an idempotency record, all in one transaction; the price comes from the shared table. A request
 * repeated with the same key and body (sequentially or at the same time) gets the first response; the
 * same key with another body throws IdempotencyConflictError.
 */
export async function createApplication(
  deps: CreateApplicationDeps,
  submission: ApplicationSubmission,
  idempotencyKey: string,
): Promise<ApplicationCreated> {
  const { totalAmount: _ignored, ...meaningful } = submission;
  const hash = requestHash(meaningful);
  const id = (deps.newId ?? randomUUID)();
  const token = (deps.newToken ?? newAccessToken)();
  return retryTransaction(
    async (attempt) => {
      const stored = await readIdempotency(deps, idempotencyKey);
      if (stored) return replay(stored, hash);

      const number = deps.newApplicationNumber();
      const now = deps.now();
      const { application, applicants, numberItem, names, pricing } = buildItems(
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
        put({
          ...applicationKeys.idempotency(idempotencyKey),
          entity: 'idempotency',
          requestHash: hash,
          response,
          applicationId: id,
          createdAt: now.toISOString(),
          expiresAt: Math.floor(now.getTime() / 1000) + idempotencyTtlSeconds,
        }),
        put(numberItem),
        put(application),
        ...applicants.map(put),
        ...names.map(put),
        // The dashboard's counters (functions/lib/dashboard-stats.ts).
        statsChange(deps.tableName, { total: 1, pending: 1 }, now.toISOString()),
      ]);
      if (result.written) {
        log.info('application created', { applicationId: id, applicants: applicants.length, attempt });
        return response;
      }
      // Another request wrote the same key or the counters right now: try again (it replays when the
      // key was taken). A taken number: draw another.
      if (failedCondition(result.reasons, 1))
        log.warn('application number collision, drawing another', { attempt });
      return tryAgain;
    },
    {
      attempts: maxAttempts,
      exhausted: () => new ServiceUnavailableError('Could not store the application after several attempts'),
    },
  );
}
