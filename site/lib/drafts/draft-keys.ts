import { keysOfJourney } from '../../../shared/destinations/journeys';
import type { DestinationId } from '../../../shared/destinations/types';
import { journeyKeys } from '../journey/current-journey';

/**
 * The browser keys of a saved draft (issue 14 item 2), besides the journey's own records
 * (shared/journey/storage-keys.ts, site/lib/journey/ui-keys.ts): Kenya's names, which another journey
 * prefixes with its own (`tanzaniaEvisaDraftId` …), so that each journey keeps its own draft.
 */
const kenyaDraftKeys = {
  /** When an answer last changed on this device (ISO), written by site/lib/journey/storage.ts. */
  changedAt: 'kenyaEtaChangedAt',
  /** The id of this device's draft on the server, so that saving again updates it. */
  draftId: 'kenyaEtaDraftId',
  /** sessionStorage: which draft the continue page used (`server` or `device`), shown once. */
  notice: 'kenyaEtaDraftNotice',
} as const;

/** A journey's draft keys (the continue page restores the draft's journey, not its own). */
export const draftKeysOf = (journey: DestinationId) => keysOfJourney(kenyaDraftKeys, journey);

/** The draft keys of the page's journey. */
export const draftKeys = journeyKeys(kenyaDraftKeys);
