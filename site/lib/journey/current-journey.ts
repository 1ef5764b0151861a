import { journeyOfPath, keysOfJourney } from '../../../shared/destinations/journeys';
import type { DestinationId } from '../../../shared/destinations/types';

/**
 * The journey the page in front of the traveller belongs to, from its path (the specification's mode
 * from the path): Tanzania's pages sit under `/apply-visa`, every other page is Kenya's. The journey's
 * islands and their helpers read their browser records, paths and API routes through it, so that one
 * set of screens serves each destination and two journeys in one browser never share a record. Read
 * after hydration only (the pre-rendered HTML, built without a location, is Kenya's); tests run as Kenya.
 */
export const currentJourney: DestinationId =
  typeof location === 'undefined' ? 'kenya' : journeyOfPath(location.pathname);

/** Kenya's names of a set of browser records, as the current journey names them. */
export const journeyKeys = <K extends Record<string, string>>(kenyaKeys: K): K =>
  keysOfJourney(kenyaKeys, currentJourney);
