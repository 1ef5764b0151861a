import { useMemo, type ComponentProps } from 'react';
import type { DestinationId } from '../../../shared/destinations/types';
import { currentJourney } from '../../lib/journey/current-journey';
import { detailsPorts } from '../../lib/journey/details-ports';
import { withJourneyWords } from '../../lib/journey/journey-words';
import { visaJourneys, type VisaJourney } from '../../lib/journey/visa-journeys';
import { DetailsForm } from './DetailsForm';

/** The visa journey of the page (none at build time: without a page path the journey is Kenya's). */
const journey: VisaJourney | undefined = (visaJourneys as Partial<Record<DestinationId, VisaJourney>>)[
  currentJourney
];
// Its destination's ports of entry in place of Kenya's, before the form renders: only this island
// carries the destination's list, not Kenya's details page.
if (journey) {
  detailsPorts.codes = journey.destination.portsOfEntry;
  detailsPorts.default = journey.destination.defaultPortOfEntry;
}

/**
 * The details page of a visa destination's journey (`/apply-visa/details`, its page picks
 * `islandPrefixes.visaDetails`): Kenya's details form with the journey's ports of entry and its own
 * words where Kenya's name Kenya (`destination.<id>.<key>`: previous visits, the contact person).
 */
export function VisaDetailsForm({ messages, ...props }: ComponentProps<typeof DetailsForm>) {
  const own = useMemo(() => withJourneyWords(messages, currentJourney), [messages]);
  return <DetailsForm {...props} messages={own} />;
}
