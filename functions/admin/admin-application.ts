import { defaultDestinationId } from '../../shared/destinations/numbers';
import type { S3Client } from '@aws-sdk/client-s3';
import type { WizardAnswers } from '../../shared/wizard/form-data';
import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import {
  queueViewOf,
  type ApplicationDecision,
  type ApplicationStatus,
  type ApplicationSummary,
} from '../../shared/api/admin';
import { normalizeProcessingType } from '../../shared/journey/options';
import { speedOf } from '../../shared/journey/speed';
import { eastAfricaDate, processingStartedAt, promisedDecisionDate } from '../../shared/status/decision-date';
import { applicationKeys, type TableRef } from '../lib/applications-table';
import type { Mailer } from '../lib/mailer';
import { hasRefundOutstanding, type PaymentApplication } from '../payments/payment-records';

/** What every admin operation may use; `app.ts` wires the real clients. */
export interface AdminDeps extends TableRef {
  readonly s3: S3Client;
  readonly bucketName: string;
  readonly mailer: Mailer;
  readonly now: () => Date;
  /** The site's origin: state-changing admin calls must come from it (`requireStaff`). */
  readonly siteOrigin: string;
}

/** The application item as the admin concern sees it: journey, payment, documents and decision. */
export type AdminApplication = PaymentApplication & {
  readonly documentsSubmittedAt?: string;
  readonly decision?: ApplicationDecision;
  /** The approved application's e-visa PDF: `evisa/<id>/<file>.pdf`. */
  readonly evisaKey?: string;
  /** "Start review": who and when (status processing). */
  readonly review?: { readonly startedBy: string; readonly startedAt: string };
  /** The wizard's own sections, on an application made with the wizard. */
  readonly wizard?: WizardAnswers;
};

/** The promised decision date of a paid application still waiting for one (as the status page says). */
export function decisionDueBy(a: AdminApplication): string | undefined {
  const started = processingStartedAt(a);
  if (!started || a.paymentStatus !== 'paid' || a.status === 'approved' || a.status === 'rejected')
    return undefined;
  return promisedDecisionDate(
    new Date(started),
    normalizeProcessingType(a.processingType) ?? 'normal',
    a.pricing,
  );
}

/** A row of the queue; `now` decides whether the promised date has passed (East Africa Time). */
export function toSummary(a: AdminApplication, now: Date): ApplicationSummary {
  const due = decisionDueBy(a);
  return {
    id: a.id,
    applicationNumber: a.applicationNumber,
    destination: a.destination ?? defaultDestinationId,
    createdAt: a.createdAt,
    status: a.status as ApplicationStatus,
    paymentStatus: a.paymentStatus,
    contactEmail: a.contactEmail,
    applicantCount: a.applicantCount,
    applicantNames: a.applicantNames,
    totalAmount: a.pricing.totalPrice,
    processingType: speedOf(a),
    applicationType: a.applicationType,
    view: queueViewOf(a),
    ...(due === undefined ? {} : { decisionDueBy: due }),
    overdue: due !== undefined && due < eastAfricaDate(now),
    ...(a.review ? { review: a.review } : {}),
    // A payment to give back (flagged by the payment callback or the reconciliation).
    ...(hasRefundOutstanding(a) ? { refundDue: true } : {}),
    ...(a.testData ? { testData: true } : {}),
  };
}

/**
 * The items of `keys` (BatchGetItem: at most 100 keys per call; unprocessed keys retried with a short
 * back-off), in no particular order; missing keys are left out.
 */
export async function batchGetItems(
  table: TableRef,
  keys: readonly Record<string, string>[],
  projection?: string,
): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  for (let start = 0; start < keys.length; start += 100) {
    let batch: Record<string, unknown>[] = keys.slice(start, start + 100);
    for (let attempt = 0; batch.length > 0 && attempt < 5; attempt++) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 20 * 2 ** attempt));
      const result = await table.db.send(
        new BatchGetCommand({
          RequestItems: {
            [table.tableName]: {
              Keys: batch,
              ...(projection === undefined ? {} : { ProjectionExpression: projection }),
            },
          },
        }),
      );
      items.push(...(result.Responses?.[table.tableName] ?? []));
      batch = result.UnprocessedKeys?.[table.tableName]?.Keys ?? [];
    }
    if (batch.length > 0) throw new Error('DynamoDB left keys unprocessed after 5 attempts');
  }
  return items;
}

/** The application items of `ids`, in the order of `ids`; unknown ids are left out. */
export async function getApplications(table: TableRef, ids: readonly string[]): Promise<AdminApplication[]> {
  const found = new Map<string, AdminApplication>();
  for (const item of await batchGetItems(table, ids.map(applicationKeys.application))) {
    const application = item as unknown as AdminApplication;
    if (application.entity === 'application') found.set(application.id, application);
  }
  return ids.flatMap((id) => {
    const application = found.get(id);
    return application === undefined ? [] : [application];
  });
}
