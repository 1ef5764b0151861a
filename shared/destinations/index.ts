import { kenya } from './kenya';
import { defaultDestinationId } from './numbers';
import { tanzania } from './tanzania';
import { destinationIds, type Destination, type DestinationId } from './types';

/**
 * Every destination, for the server, staff and pages that serve both (search, lists, lookups). A page of
 * one destination imports its own module (`./kenya`, `./tanzania`) so the other's tables stay out of its
 * bundle.
 */
export const destinations: Readonly<Record<DestinationId, Destination>> = { kenya, tanzania };

export const isDestinationId = (value: unknown): value is DestinationId =>
  typeof value === 'string' && (destinationIds as readonly string[]).includes(value);

/**
 * The destination of an id (`kenya`), an application number (`TZ-12345678`, by its prefix, any case) or
 * a stored item's `destination` field; undefined for anything else. `undefined` itself is Kenya's, as
 * every item stored before destinations existed.
 */
export function destinationOf(idOrApplicationNumber: string | undefined): Destination | undefined {
  if (idOrApplicationNumber === undefined) return destinations[defaultDestinationId];
  if (isDestinationId(idOrApplicationNumber)) return destinations[idOrApplicationNumber];
  const upper = idOrApplicationNumber.trim().toUpperCase();
  return Object.values(destinations).find((d) => upper.startsWith(d.applicationNumber.prefix));
}

export { destinationIds, type Destination, type DestinationId } from './types';
export { defaultDestinationId } from './numbers';
