import { destinationApplicationsPaths } from '../../../shared/api/applications';
import { destinations } from '../../../shared/destinations';
import {
  keysOfJourney,
  visaJourneyIds,
  visaJourneyPath,
  type VisaJourneyId,
} from '../../../shared/destinations/journeys';
import type { Destination } from '../../../shared/destinations/types';
import { storageKeys } from '../../../shared/journey/kenya-storage-keys';

/**
 * The per-destination journey table of the visa destinations (every destination but Kenya, whose
 * journey is `journeyPaths` and `storageKeys`): its pages' paths (without the locale prefix), its
 * browser records (`journeyStorageKeys`, shared with the cross-sell) and the API route its
 * applications are created on (the route names the destination). One entry per destination; the
 * islands read it, never a country's name. Only the visa journey's own pages import it (it carries the
 * destinations' tables).
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
  readonly keys: typeof storageKeys;
  readonly createPath: string;
}

export { visaJourneyPath };

const visaJourney = (id: VisaJourneyId, destination: Destination): VisaJourney => ({
  destination,
  paths: {
    step1: destination.paths.apply,
    details: visaJourneyPath(id, 'details'),
    checkAnswers: visaJourneyPath(id, 'checkAnswers'),
    payment: visaJourneyPath(id, 'payment'),
  },
  keys: keysOfJourney(storageKeys, id),
  createPath: destinationApplicationsPaths[id],
});

export const visaJourneys = Object.fromEntries(
  visaJourneyIds.map((id) => [id, visaJourney(id, destinations[id])]),
) as Readonly<Record<VisaJourneyId, VisaJourney>>;
