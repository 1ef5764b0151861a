import type { DestinationId } from '../destinations/types';

/**
 * The cross-sell on the final page (issue 18 item 5): a paid application's travellers may start an
 * application for another destination with their passport and contact details carried over, once they
 * have seen exactly what will be copied and confirmed it. The server answers what may be carried
 * (`GET carryOverPath`, the application's Bearer token); the browser writes it into the other
 * destination's journey records (`site/lib/journey/carry-over.ts`) only after the confirmation.
 */

/** The other destination offered on the final page, and where its journey starts. */
export interface CrossSellOffer {
  readonly destination: DestinationId;
  /** The other destination's `paths.apply` (`/apply-visa`, `/apply-kenya-eta`). */
  readonly apply: string;
}

/** What is carried over of one traveller: names, date of birth, nationality, passport; nothing else. */
export interface CarriedTraveller {
  readonly firstName: string;
  readonly middleName: string;
  readonly lastName: string;
  /** As the journey stores it (`year-month-day`). */
  readonly dateOfBirth: string;
  /** ISO alpha-2. */
  readonly nationality: string;
  readonly passportNumber: string;
  readonly passportExpiryDate: string;
}

export const carriedTravellerFields = [
  'firstName',
  'middleName',
  'lastName',
  'dateOfBirth',
  'nationality',
  'passportNumber',
  'passportExpiryDate',
] as const satisfies readonly (keyof CarriedTraveller)[];

export interface CarryOver {
  readonly offer: CrossSellOffer;
  readonly travellers: readonly CarriedTraveller[];
  readonly contactEmail: string;
  /** As stored: the dial code, a space, the number (`+254 712345678`). */
  readonly contactPhone: string;
}

export const carryOverPath = (applicationId: string) =>
  `/api/kenya-eta-applications/${applicationId}/carry-over`;
