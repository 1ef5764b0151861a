import type { DestinationId } from '../destinations/types';

/**
 * Browser storage keys of the application journey (spec §3). The names are kept from the
 * specification so that a journey started in one tab reads the same keys everywhere.
 */
export const storageKeys = {
  /** Step 1 record (+ processingType and insurance once chosen). */
  application: 'kenyaEtaApplication',
  /** Pricing choice and the computed pricing. */
  pricing: 'kenyaEtaPricing',
  /** The applicants being edited on the details page. */
  applicants: 'kenyaEtaApplicants',
  /** Terms and privacy acceptance with its timestamp. */
  legalAgreements: 'legalAgreements',
  /** The drawn signature (PNG data URL) or the typed name. */
  signature: 'signatureData',
  savedApplicationNumber: 'savedApplicationNumber',
  savedApplicationId: 'savedApplicationId',
  applicationNumber: 'kenyaEtaApplicationNumber',
  paymentSuccess: 'kenyaEtaPaymentSuccess',
  /** The bearer token the server returned when the application was created. */
  accessToken: 'kenyaEtaAccessToken',
} as const;

export type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];

/**
 * Each destination's journey keeps the same records under keys of its own, so that a Kenya eTA and a
 * Tanzania e-visa can be in progress in one browser at once. Kenya's are the specification's names
 * (above). A destination's journey reads `journeyStorageKeys[destination]`; the cross-sell on the final
 * page writes the carried-over travellers into the other destination's `application` and `applicants`
 * records (same shapes as Kenya's), after the traveller confirms.
 */
export const journeyStorageKeys = {
  kenya: storageKeys,
  tanzania: {
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
} as const satisfies Record<DestinationId, Record<keyof typeof storageKeys, string>>;
