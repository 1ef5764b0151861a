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
