import { normalizeProcessingType } from '../../shared/journey/options';
import { speedOf } from '../../shared/journey/speed';
import type { ApplicationOverview, DocumentSlotInfo } from '../../shared/documents/overview';
import { processingStartedAt, promisedDecisionDate } from '../../shared/status/decision-date';
import type { StoredApplication } from '../lib/applications-table';
import type { CrossSellOffer } from '../../shared/journey/carry-over';

type Tracked = StoredApplication & { readonly paidAt?: string; readonly documentsSubmittedAt?: string };

/** The application as its holder (Bearer token) sees it on the documents and final success screens. */
export function applicationOverview(
  application: Tracked,
  minors: readonly boolean[],
  documents: readonly (readonly DocumentSlotInfo[])[],
  crossSell?: CrossSellOffer,
): ApplicationOverview {
  const speed = normalizeProcessingType(application.processingType) ?? 'normal';
  const started = processingStartedAt(application);
  return {
    applicationNumber: application.applicationNumber,
    status: application.status,
    paymentStatus: application.paymentStatus,
    applicationType: application.applicationType,
    processingType: speedOf(application),
    applicantCount: application.applicantCount,
    applicantNames: application.applicantNames,
    applicantMinors: minors,
    applicantDocuments: documents,
    ...(application.destination ? { destination: application.destination } : {}),
    ...(crossSell ? { crossSell } : {}),
    contactEmail: application.contactEmail,
    totalPrice: application.pricing.totalPrice,
    currency: application.pricing.currency,
    createdAt: application.createdAt,
    ...(application.paidAt ? { paidAt: application.paidAt } : {}),
    ...(application.documentsSubmittedAt ? { documentsSubmittedAt: application.documentsSubmittedAt } : {}),
    ...(started && application.paymentStatus === 'paid'
      ? { decisionDueBy: promisedDecisionDate(new Date(started), speed, application.pricing) }
      : {}),
  };
}
