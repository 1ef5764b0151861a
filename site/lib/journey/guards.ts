import { isStep1Complete } from '../../../shared/journey/step1-rules';
import { currentJourney } from './current-journey';
import { readApplicants, readPricingChoice, readStep1 } from './draft';
import { storageKeys } from './journey-keys';
import { journeyPaths } from './steps';
import { readRecord, type KeyValueStore } from './storage';

/**
 * The route guards of the multi-page flow (spec §4): pricing needs step 1 (type, transport, e-mail
 * and phone); details also a processing type; check-your-answers and payment also at least one
 * applicant. A page whose need is not met sends the user to the latest page they can reach.
 */
export type GuardedPage = 'pricing' | 'details' | 'checkAnswers' | 'payment';

export interface DraftFacts {
  readonly step1Complete: boolean;
  readonly processingChosen: boolean;
  readonly applicantCount: number;
}

/**
 * A visa journey's step 1 is complete once its page saved the answers it checked: nationality, visa
 * type, departure country and contact (`VisaStep1Form` saves them only when valid on Continue).
 */
const visaStep1Fields = ['nationality', 'visaType', 'departureCountry', 'contactEmail', 'contactPhone'];
export const isVisaStep1Saved = (record: Record<string, unknown>): boolean =>
  visaStep1Fields.every((f) => typeof record[f] === 'string' && record[f] !== '');

export function draftFacts(store: KeyValueStore): DraftFacts {
  return {
    step1Complete:
      currentJourney === 'kenya'
        ? isStep1Complete(readStep1(store))
        : isVisaStep1Saved(readRecord(store, storageKeys.application)),
    processingChosen: readPricingChoice(store).processingType !== undefined,
    applicantCount: readApplicants(store).length,
  };
}

type FlowPath = (typeof journeyPaths)['step1' | 'pricing' | 'details'];

/** The furthest of step 1, pricing and details that the draft can open. */
export function latestReachable(facts: DraftFacts): FlowPath {
  if (!facts.step1Complete) return journeyPaths.step1;
  if (!facts.processingChosen) return journeyPaths.pricing;
  return journeyPaths.details;
}

function allowed(page: GuardedPage, facts: DraftFacts): boolean {
  const pricing = facts.step1Complete;
  const details = pricing && facts.processingChosen;
  if (page === 'pricing') return pricing;
  if (page === 'details') return details;
  return details && facts.applicantCount >= 1;
}

/** Where to send the user instead of `page`, or undefined when the page may open. */
export function guardRedirect(page: GuardedPage, facts: DraftFacts): FlowPath | undefined {
  return allowed(page, facts) ? undefined : latestReachable(facts);
}
