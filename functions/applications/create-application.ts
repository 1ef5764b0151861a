import { randomUUID } from 'node:crypto';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { computePricing } from '../../shared/journey/pricing';
import { defaultPurposeFor } from '../../shared/journey/options';
import type { ApplicationCreated, ApplicationSubmission } from '../../shared/journey/schemas';
import { hashAccessToken, newAccessToken } from '../lib/application-access';
import {
  applicationKeys,
  emailIndex,
  initialPaymentStatus,
  initialStatus,
  numberIndex,
  statusIndex,
  type StoredApplicant,
  type StoredApplication,
  type StoredApplicationNumber,
  type TableRef,
} from '../lib/applications-table';
import { statsChange } from '../lib/dashboard-stats';
import { log, setLogApplicationId } from '../lib/log';
import { metricNames, putMetric } from '../lib/metrics';
import { nameIndexItems } from '../lib/name-index';
import { IdempotencyConflictError, requestHash } from './idempotency';

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

export class ApplicationNumberExhaustedError extends Error {
  override name = 'ApplicationNumberExhaustedError';
}

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
    gsi3pk: numberIndex.partition(ids.number),
    gsi3sk: applicationKeys.application(ids.id).sk,
  };
  const applicants: StoredApplicant[] = submission.applicants.map(
    ({ id: _clientId, ...applicant }, index) => ({
      ...applicant,
      purposeOfVisit: applicant.purposeOfVisit ?? defaultPurposeFor(submission.applicationType),
      ...applicationKeys.applicant(ids.id, index),
      entity: 'applicant',
      applicationId: ids.id,
      index,
      gsi3pk: numberIndex.partition(ids.number),
      gsi3sk: applicationKeys.applicant(ids.id, index).sk,
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
    throw new IdempotencyConflictError('Idempotency key reused with another body');
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
 * its name-index items, the dashboard counters and an idempotency record, all in one transaction and
 * in one round trip in the usual case: the price comes from the shared table. A request repeated with
 * the same key and body (sequentially or at the same time) gets the first response, read from the
 * cancelled transaction itself (`ReturnValuesOnConditionCheckFailure`); the same key with another body
 * throws IdempotencyConflictError. A record past its time (TTL deletion lags) no longer counts.
 */
export async function createApplication(
  deps: CreateApplicationDeps,
  submission: ApplicationSubmission,
  idempotency: IdempotencyScope,
): Promise<ApplicationCreated> {
  const hash = requestHash(meaningfulBody(submission));
  const id = (deps.newId ?? randomUUID)();
  const token = (deps.newToken ?? newAccessToken)();
  for (let attempt = 1; attempt <= maxAttempts; attempt += 1) {
    const number = deps.newApplicationNumber();
    const now = deps.now();
    const nowSeconds = Math.floor(now.getTime() / 1000);
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
    try {
      await deps.db.send(
        new TransactWriteCommand({
          TransactItems: [
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
            // The dashboard's counters (functions/lib/dashboard-stats.ts).
            statsChange(deps.tableName, { total: 1, pending: 1 }, now.toISOString()),
          ],
        }),
      );
      setLogApplicationId(id);
      log.info('application created', { applicationId: id, applicants: applicants.length, attempt });
      putMetric(metricNames.applicationsCreated);
      return response;
    } catch (e: unknown) {
      if (!(e instanceof TransactionCanceledException)) throw e;
      const reasons = e.CancellationReasons ?? [];
      const codes = reasons.map((r) => r.Code ?? 'None');
      if (codes[0] === 'ConditionalCheckFailed') {
        // The key is taken: answer what the first request got (or look again if it just expired).
        const stored = reasons[0]?.Item
          ? (unmarshall(reasons[0].Item) as IdempotencyItem)
          : await readIdempotency(deps, idempotency.key);
        if (stored) return replay(stored, hash);
        continue;
      }
      if (codes.includes('TransactionConflict')) {
        // Another request is writing the same key (or the shared counters) right now: wait, then retry.
        await new Promise((resolve) => setTimeout(resolve, 25 * attempt));
        continue;
      }
      if (codes[1] === 'ConditionalCheckFailed') {
        log.warn('application number collision, drawing another', { attempt });
        continue;
      }
      throw e;
    }
  }
  throw new ApplicationNumberExhaustedError('Could not store the application after several attempts');
}

/** The body as the idempotency check compares it: without the browser's total, which the server ignores. */
export function meaningfulBody(
  submission: ApplicationSubmission,
): Omit<ApplicationSubmission, 'totalAmount'> {
  const { totalAmount: _ignored, ...meaningful } = submission;
  return meaningful;
}
