import { createHash, timingSafeEqual } from 'node:crypto';
import { normalizeProcessingType } from '../../shared/journey/options';
import { speedOf } from '../../shared/journey/speed';
import { processingStartedAt, promisedDecisionDate } from '../../shared/status/decision-date';
import type { ApplicationStage, ApplicationStatus, StatusLookup } from '../../shared/status/lookup';
import { destinationOfApplication } from '../lib/documents-asked';
import type { MissingDocuments } from '../../shared/status/missing-documents';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import {
  numberIndex,
  type StoredApplicant,
  type StoredApplication,
  type TableRef,
} from '../lib/applications-table';
import { NotFoundError } from '../lib/domain-errors';
import { setLogApplicationId } from '../lib/log';
import { missingDocuments } from './missing-documents';
import { eventsOf, type DatedRecord } from './status-events';

/** The one answer for a wrong number and a wrong e-mail alike, so neither can be probed. */
export function notFound(): NotFoundError {
  return new NotFoundError('Application not found');
}

function emailDigest(email: string): Buffer {
  return createHash('sha256').update(email.trim().toLowerCase(), 'utf8').digest();
}

/** Compares two e-mails (case-insensitive) in constant time. */
export function sameEmail(given: string, stored: string): boolean {
  return timingSafeEqual(emailDigest(given), emailDigest(stored));
}

const placeholderEmail = 'no-application@invalid';

const decided = (status: string) => ['approved', 'rejected', 'declined'].includes(status);

export type Tracked = StoredApplication &
  DatedRecord & {
    readonly paidAt?: string;
    readonly documentsSubmittedAt?: string;
    /**
     * Set by the admin concern's decision (`functions/admin/record-decision.ts`): a rejection carries the
     * reason staff wrote for the traveller (and, once the review queue records it, its code in the list).
     */
    readonly decision?: {
      readonly decidedAt: string;
      readonly reason?: string;
      readonly reasonCode?: string;
    };
    /** A payment session is open: its outcome has not reached the server yet. */
    readonly openPaymentTransactionId?: string;
    /** Self-service (`self-service.ts`): when the traveller withdrew it, or erased its personal data. */
    readonly withdrawnAt?: string;
    readonly dataErasedAt?: string;
  };

/** The reason of a rejection, as staff wrote it for the traveller: shown with the decision. */
function rejectionReasonOf(application: Tracked): { code: string; text: string } | undefined {
  const reason = application.decision?.reason?.trim();
  if (application.status === 'approved' || !decided(application.status) || !reason) return undefined;
  return { code: application.decision?.reasonCode ?? '', text: reason };
}

/** The stage of an application, from its record: what the traveller is waiting for, or must do. */
export function stageOf(application: Tracked): ApplicationStage {
  const { status } = application;
  if (status === 'withdrawn' || status === 'refunded' || status === 'approved' || status === 'processing')
    return status;
  if (status === 'rejected' || status === 'declined') return 'rejected';
  if (application.paymentStatus !== 'paid')
    return application.openPaymentTransactionId ? 'confirmingPayment' : 'awaitingPayment';
  return application.documentsSubmittedAt ? 'underReview' : 'awaitingDocuments';
}

/**
 * The status view of an application, with its dated events and the promised decision date (only while
 * it awaits a decision), for a rejection the reason staff wrote for the traveller (also in the mail), and
 * while it waits for documents the ones still missing per traveller (`missing`, read by the caller).
 */
export function statusView(
  application: Tracked,
  applicants: readonly { firstName: string; lastName: string }[],
  missing?: readonly MissingDocuments[],
): ApplicationStatus {
  const speed = normalizeProcessingType(application.processingType) ?? 'normal';
  const stage = stageOf(application);
  // The later of payment and submission (a wizard application's files come with it, before payment).
  const started = processingStartedAt(application);
  const rejectionReason = rejectionReasonOf(application);
  const { documentKind } = destinationOfApplication(application);
  return {
    applicationNumber: application.applicationNumber,
    // An eTA (Kenya's, and every application stored before destinations) leaves it out.
    ...(documentKind === 'eta' ? {} : { documentKind }),
    status: application.status,
    stage,
    ...(rejectionReason ? { rejectionReason } : {}),
    paymentStatus: application.paymentStatus,
    applicationType: application.applicationType,
    processingType: speedOf(application),
    applicantCount: application.applicantCount,
    applicants: applicants.map((a) => ({
      firstName: a.firstName,
      lastInitial: Array.from(a.lastName.trim())[0]?.toUpperCase() ?? '',
    })),
    createdAt: application.createdAt,
    ...(application.paidAt ? { paidAt: application.paidAt } : {}),
    ...(application.documentsSubmittedAt ? { documentsSubmittedAt: application.documentsSubmittedAt } : {}),
    ...(application.withdrawnAt ? { withdrawnAt: application.withdrawnAt } : {}),
    ...(application.dataErasedAt ? { dataErasedAt: application.dataErasedAt } : {}),
    ...(started && application.paymentStatus === 'paid' && !decided(application.status)
      ? { decisionDueBy: promisedDecisionDate(new Date(started), speed, application.pricing) }
      : {}),
    ...(stage === 'awaitingDocuments' && missing
      ? { missingDocuments: missing.map((m) => ({ applicantIndex: m.applicantIndex, types: [...m.types] })) }
      : {}),
    events: eventsOf(application),
  };
}

/**
 * The status view as every status answer gives it (the three lookups and the personal page): while the
 * application waits for documents, with the ones still missing (one more Query, only then).
 */
export async function statusAnswerOf(
  table: TableRef,
  application: Tracked,
  applicants: readonly StoredApplicant[],
): Promise<ApplicationStatus> {
  const missing =
    stageOf(application) === 'awaitingDocuments'
      ? await missingDocuments(table, application, applicants)
      : undefined;
  return statusView(application, applicants, missing);
}

/** The application's own items (the application, up to 10 applicants) under its number: one Query. */
export async function applicationItemsByNumber(
  table: TableRef,
  applicationNumber: string,
): Promise<{ application?: Tracked; applicants: StoredApplicant[] }> {
  const result = await table.db.send(
    new QueryCommand({
      TableName: table.tableName,
      IndexName: numberIndex.name,
      KeyConditionExpression: 'gsi3pk = :pk',
      ExpressionAttributeValues: { ':pk': numberIndex.partition(applicationNumber) },
      Limit: 16,
    }),
  );
  const items = (result.Items ?? []) as (Tracked | StoredApplicant)[];
  return {
    application: items.find((item): item is Tracked => item.entity === 'application'),
    applicants: items
      .filter((item): item is StoredApplicant => item.entity === 'applicant')
      .sort((a, b) => a.index - b.index),
  };
}

/**
 * One Query of the number index (the application and its applicants together), then a constant-time
 * e-mail comparison, made even when the number does not exist. Never a Scan.
 */
export async function lookupStatus(table: TableRef, lookup: StatusLookup): Promise<ApplicationStatus> {
  const { application, applicants } = await applicationItemsByNumber(table, lookup.applicationNumber);
  const matches = sameEmail(lookup.email, application?.contactEmail ?? placeholderEmail);
  if (application === undefined || !matches) throw notFound();
  setLogApplicationId(application.id);
  return statusAnswerOf(table, application, applicants);
}
