import type { VisaJourneyId } from '../../../shared/destinations/journeys';
import type { DestinationId } from '../../../shared/destinations/types';
import type { JourneyKey } from '../../../shared/i18n/types';

/**
 * Who needs no document of the journey's destination, as the details page checks each traveller's
 * nationality, and the message that says so: the destination's own rule (its definition's `isExempt`),
 * which the server applies to the journey's applications (`visaRefusalFor`).
 */
export interface NationalityRule {
  readonly isExempt: (nationality: string) => boolean;
  readonly message: JourneyKey;
}

/**
 * Each visa destination's table of who needs no visa (`shared/destinations/<id>/visa-free.ts`, exporting
 * `isVisaFree`), loaded on that journey's pages only: the module its definition reads, not the definition
 * itself, so no other table comes with it.
 */
const visaFreeTables = import.meta.glob<{ isVisaFree: (nationality: string) => boolean }>(
  '../../../shared/destinations/*/visa-free.ts',
);

const visaJourneyRule = async (journey: VisaJourneyId): Promise<NationalityRule> => {
  const load = visaFreeTables[`../../../shared/destinations/${journey}/visa-free.ts`];
  if (!load) throw new Error(`No visa-free table for the ${journey} journey`);
  return { isExempt: (await load()).isVisaFree, message: 'journey.error.nationality.visaNotNeeded' };
};

/** The journey's rule in place of the applicant schema's (Kenya's), or undefined on Kenya's journey. */
export const nationalityRuleOf = (journey: DestinationId): Promise<NationalityRule | undefined> =>
  journey === 'kenya' ? Promise.resolve(undefined) : visaJourneyRule(journey);
