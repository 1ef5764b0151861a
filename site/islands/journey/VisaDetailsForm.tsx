import { useMemo, type ComponentProps } from 'react';
import type { DestinationId } from '../../../shared/destinations/types';
import { currentJourney } from '../../lib/journey/current-journey';
import { detailsPorts } from '../../lib/journey/details-ports';
import { withJourneyWords } from '../../lib/journey/journey-words';
import { tanzaniaDefaultPort, tanzaniaPortCodes } from '../../../shared/destinations/tanzania/ports';
import { DetailsForm } from './DetailsForm';

/**
 * Each visa journey's ports of entry (its definition's `portsOfEntry`, from the ports' own module: the
 * definition's tables would weigh on this page's script; the definition reads the same list).
 */
const journeyPorts: Partial<
  Record<DestinationId, { codes: readonly [string, ...string[]]; default: string }>
> = {
  tanzania: { codes: tanzaniaPortCodes, default: tanzaniaDefaultPort },
};
const ports = journeyPorts[currentJourney];
// Its destination's ports of entry in place of Kenya's, before the form renders: only this island
// carries the destination's list, not Kenya's details page.
if (ports) Object.assign(detailsPorts, ports);

/**
 * The details page of a visa destination's journey (`/apply-visa/details`, its page picks
 * `islandPrefixes.visaDetails`): Kenya's details form with the journey's ports of entry and its own
 * words where Kenya's name Kenya (`destination.<id>.<key>`: previous visits, the contact person).
 */
export function VisaDetailsForm({ messages, ...props }: ComponentProps<typeof DetailsForm>) {
  const own = useMemo(() => withJourneyWords(messages, currentJourney), [messages]);
  return <DetailsForm {...props} messages={own} />;
}
