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
 * Each visa journey's rule, loaded on that journey's pages only: its destination's table of who needs no
 * visa (the module its definition reads, not the definition itself, so no other table comes with it).
 * Kenya's rule is the applicant schema's own (`shared/journey/applicant-schema.ts`).
 */
const visaJourneyRules: Readonly<Record<VisaJourneyId, () => Promise<NationalityRule>>> = {
  tanzania: async () => ({
    isExempt: (await import('../../../shared/destinations/tanzania/visa-free')).isTanzaniaVisaFree,
    message: 'journey.error.nationality.visaNotNeeded',
  }),
};

/** The journey's rule in place of the applicant schema's (Kenya's), or undefined on Kenya's journey. */
export const nationalityRuleOf = (journey: DestinationId): Promise<NationalityRule | undefined> =>
  journey === 'kenya' ? Promise.resolve(undefined) : visaJourneyRules[journey]();
