import type { SpeedId } from '../journey/speed';
import type { RecordedDocument } from './rules';

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
