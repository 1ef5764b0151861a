import type { CrossSellOffer } from '../journey/carry-over';
import type { DestinationId } from '../destinations/types';
import type { SpeedId } from '../journey/speed';
import type { DocumentType } from './document-types';
import type { RecordedDocument } from './rules';

/** One slot of a traveller on the documents page, as the application's destination asks it. */
export interface DocumentSlotInfo {
  readonly type: DocumentType;
  readonly required: boolean;
}

/**
 * `GET /api/kenya-eta-applications/<id>/documents` (Bearer token): what the documents and final
 * success screens show, from the server's record rather than the browser's storage.
 */
export interface ApplicationOverview {
  readonly applicationNumber: string;
  readonly status: string;
  readonly paymentStatus: string;
  readonly applicationType: string;
  /** The speed as sold (`standard` for the wizard's product). */
  readonly processingType: SpeedId;
  readonly applicantCount: number;
  readonly applicantNames: readonly string[];
  /** Per applicant: under 18 on arrival, so the parental consent and birth certificate are required. */
  readonly applicantMinors: readonly boolean[];
  /**
   * Per applicant, the documents the application's destination asks of them (`documentsFor` over its
   * configuration and what is known of the traveller: minor, coming from a yellow fever country), in order.
   */
  readonly applicantDocuments: readonly (readonly DocumentSlotInfo[])[];
  /** The destination (`shared/destinations/`); Kenya's when absent. */
  readonly destination?: DestinationId;
  /** Once paid: the other destination the final page offers, when a traveller of the group needs it. */
  readonly crossSell?: CrossSellOffer;
  readonly contactEmail: string;
  readonly totalPrice: number;
  readonly currency: string;
  readonly createdAt: string;
  readonly paidAt?: string;
  readonly documentsSubmittedAt?: string;
  /** `YYYY-MM-DD` (East Africa Time), once processing has started. */
  readonly decisionDueBy?: string;
}

export interface DocumentsOverview {
  readonly application: ApplicationOverview;
  readonly documents: readonly RecordedDocument[];
}
