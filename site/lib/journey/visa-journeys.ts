import { destinationApplicationsPaths } from '../../../shared/api/applications';
import { tanzania } from '../../../shared/destinations/tanzania';
import type { Destination, DestinationId } from '../../../shared/destinations/types';
import type { journeyStorageKeys } from '../../../shared/journey/storage-keys';

/**
 * The per-destination journey table of the visa destinations (every destination but Kenya, whose
 * journey is `journeyPaths` and `storageKeys`): its pages' paths (without the locale prefix), its
 * browser records (`journeyStorageKeys`, shared with the cross-sell) and the API route its
 * applications are created on (the route names the destination). One entry per destination; the
 * islands read it, never a country's name.
 */
export interface VisaJourney {
  /** The destination's definition (its own module, never `shared/destinations/index.ts`). */
  readonly destination: Destination;
  readonly paths: {
    /** Step 1: visa type, travellers, speed, insurance, departure country, contact, price. */
    readonly step1: string;
    readonly details: string;
    readonly checkAnswers: string;
    readonly payment: string;
  };
  readonly keys: (typeof journeyStorageKeys)[Exclude<DestinationId, 'kenya'>];
  readonly createPath: string;
}

export const visaJourneys: Readonly<Record<Exclude<DestinationId, 'kenya'>, VisaJourney>> = {
  tanzania: {
    destination: tanzania,
    paths: {
      step1: '/apply-visa',
      details: '/apply-visa/details',
      checkAnswers: '/apply-visa/check-answers',
      payment: '/apply-visa/payment',
    },
    // `journeyStorageKeys.tanzania`, written out: importing that object would put it in the chunk every
    // Kenya journey page loads (the details page has no bytes to spare); a unit test holds them equal.
    keys: {
      application: 'tanzaniaEvisaApplication',
      pricing: 'tanzaniaEvisaPricing',
      applicants: 'tanzaniaEvisaApplicants',
      legalAgreements: 'tanzaniaEvisaLegalAgreements',
      signature: 'tanzaniaEvisaSignatureData',
      savedApplicationNumber: 'tanzaniaEvisaSavedApplicationNumber',
      savedApplicationId: 'tanzaniaEvisaSavedApplicationId',
      applicationNumber: 'tanzaniaEvisaApplicationNumber',
      paymentSuccess: 'tanzaniaEvisaPaymentSuccess',
      accessToken: 'tanzaniaEvisaAccessToken',
    },
    createPath: destinationApplicationsPaths.tanzania,
  },
};
