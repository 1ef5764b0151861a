import { randomUUID } from 'node:crypto';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { computePricing } from '../../shared/journey/pricing';
import { defaultPurposeFor } from '../../shared/journey/options';
import type { ApplicationCreated, ApplicationSubmission } from '../../shared/journey/schemas';
import { hashAccessToken, newAccessToken } from '../lib/application-access';
import {
  applicationKeys,
  emailIndex,
  initialPaymentStatus,
  initialStatus,
  type StoredApplicant,
  type StoredApplication,
  type StoredApplicationNumber,
  type TableRef,
} from '../lib/applications-table';
import { statsChange } from '../lib/dashboard-stats';
import { log } from '../lib/log';
import { applicationSearchItems } from '../lib/application-search';
import { changeRecord, viewCounter, viewIndex } from '../lib/queue';
import { testDataMarker } from '../lib/test-data';
import { IdempotencyConflictError, idempotencyTtlSeconds, requestHash } from './idempotency';

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
 * search items (`functions/lib/application-search.ts`). Exported for the admin benchmark's seeding.
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
    ...(submission.testData ? { testData: true } : {}),
    // The staff queue: a new application waits for its payment (test data is in no view).
    gsi1pk: viewIndex.partition('awaiting_payment', submission.testData === true),
    gsi1sk: viewIndex.sort(createdAt, ids.id),
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
    throw new IdempotencyConflictError('Idempotency key reused with another body');
  return stored.response;
}

/**
 * Stores a new application (status pending, unpaid) with its applicants, a unique application number,
 * its search items, the queue counters, a change record and an idempotency record, all in one transaction; the price comes from the shared table. A request
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
  for (let attempt = 1; attempt <= maxAttempts; attempt += 1) {
    const stored = await readIdempotency(deps, idempotencyKey);
    if (stored) return replay(stored, hash);

    const number = deps.newApplicationNumber();
    const now = deps.now();
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
    try {
      await deps.db.send(
        new TransactWriteCommand({
          TransactItems: [
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
            // The dashboard's counters (functions/lib/dashboard-stats.ts); test data is not counted.
            ...(marker
              ? [put(marker)]
              : [
                  statsChange(
                    deps.tableName,
                    { total: 1, pending: 1, [viewCounter('awaiting_payment')]: 1 },
                    now.toISOString(),
                  ),
                  changeRecord(deps.tableName, id, now),
                ]),
          ],
        }),
      );
      log.info('application created', { applicationId: id, applicants: applicants.length, attempt });
      return response;
    } catch (e: unknown) {
      if (!(e instanceof TransactionCanceledException)) throw e;
      const codes = (e.CancellationReasons ?? []).map((r) => r.Code ?? 'None');
      if (codes.includes('TransactionConflict')) {
        // Another request is writing the same key (or the shared counters) right now: wait, then retry.
        await new Promise((resolve) => setTimeout(resolve, 25 * attempt));
        continue;
      }
      if (codes[0] === 'ConditionalCheckFailed') continue; // the key was taken meanwhile: replay
      if (codes[1] === 'ConditionalCheckFailed') {
        log.warn('application number collision, drawing another', { attempt });
        continue;
      }
      throw e;
    }
  }
  throw new ApplicationNumberExhaustedError('Could not store the application after several attempts');
}
