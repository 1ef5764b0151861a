import { keysOfJourney, visaJourneyIds } from '../destinations/journeys';
import type { DestinationId } from '../destinations/types';
import { storageKeys } from './kenya-storage-keys';

/**
 * Each destination's journey keeps the same records under keys of its own, so that a Kenya eTA and a
 * Tanzania e-visa can be in progress in one browser at once. Kenya's are the specification's names
 * (`kenya-storage-keys.ts`); another journey's are its prefix and the record's name
 * (`tanzaniaEvisaApplicants`: `keysOfJourney`). A journey's screens read them through
 * `site/lib/journey/current-journey.ts`; the cross-sell on the final page writes the carried-over
 * travellers into the other destination's `application` and `applicants` records (same shapes as
 * Kenya's), after the traveller confirms.
 */
export const journeyStorageKeys = Object.fromEntries([
  ['kenya', storageKeys],
  ...visaJourneyIds.map((id) => [id, keysOfJourney(storageKeys, id)]),
]) as Readonly<Record<DestinationId, typeof storageKeys>>;
