import { journeyKeys } from './current-journey';

/**
 * Browser storage keys of the screens themselves (the specification's own keys are in
 * shared/journey/storage-keys.ts). Kept under the same `kenyaEta` prefix on Kenya's pages; another
 * journey's pages name them with its own prefix (`journeyKeys`), so two journeys never share one.
 * Kenya's names (`kenyaUiStorageKeys`) are also those a saved draft carries, whatever its journey.
 */
export const kenyaUiStorageKeys = {
  /** 'tourist' or 'diplomat', from the start page's choice. */
  travellerType: 'kenyaEtaTravellerType',
  /** { consented, optInOffers, consentedAt } from the declaration page. */
  declaration: 'kenyaEtaDeclaration',
  /** ISO code of the country of residence. */
  residenceCountry: 'kenyaEtaResidenceCountry',
  /** { key, fingerprint }: the Idempotency-Key of the draft's submission. */
  idempotency: 'kenyaEtaIdempotency',
  /** Applicant ids whose trip details are "the same as applicant 1". */
  sameTripAsFirst: 'kenyaEtaSameTripAsFirst',
  /** Applicant ids whose address and contact details are "the same as applicant 1". */
  sameContactAsFirst: 'kenyaEtaSameContactAsFirst',
  /** Applicant ids whose emergency contact is "the same as applicant 1". */
  sameEmergencyAsFirst: 'kenyaEtaSameEmergencyAsFirst',
  /** The pricing the server computed for the saved application. */
  savedPricing: 'kenyaEtaSavedPricing',
  /** The revision of the saved application the server last answered (sent back as If-Match). */
  savedRevision: 'kenyaEtaSavedRevision',
} as const;

/** The screens' keys as the page's journey names them. */
export const uiStorageKeys = journeyKeys(kenyaUiStorageKeys);

export const travellerTypes = ['tourist', 'diplomat'] as const;
export type TravellerType = (typeof travellerTypes)[number];

export function isTravellerType(value: unknown): value is TravellerType {
  return typeof value === 'string' && (travellerTypes as readonly string[]).includes(value);
}
