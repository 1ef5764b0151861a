import {
  visaJourneyPages,
  visaJourneyPath,
  visaJourneyRoutes,
  type VisaJourneyId,
} from '../../../shared/destinations/journeys';
import type { DestinationId } from '../../../shared/destinations/types';
import { currentJourney } from './current-journey';

/** The five stages of the progress strip on the flow pages. */
export const journeySteps = [
  { id: 'application', label: 'flow.progress.application' },
  { id: 'processing', label: 'flow.progress.processing' },
  { id: 'details', label: 'flow.progress.details' },
  { id: 'payment', label: 'flow.progress.payment' },
  { id: 'documents', label: 'flow.progress.documents' },
] as const;

export type JourneyStep = (typeof journeySteps)[number]['id'];

/** Paths of Kenya's journey's pages, without the locale prefix. */
export const kenyaJourneyPaths = {
  start: '/kenya-eta-start',
  howTo: '/kenya-eta-how-to-apply',
  declaration: '/kenya-eta-declaration',
  residence: '/kenya-eta-residence-country',
  step1: '/kenya-eta-new-application',
  pricing: '/kenya-eta-pricing',
  details: '/kenya-eta-details',
  checkAnswers: '/kenya-eta-check-answers',
  payment: '/kenya-eta-payment-new',
  /** Where the payment gateway sends the browser back (`start-payment.ts` asks the application's journey). */
  paymentResult: '/kenya-eta-payment-result',
  paymentCancel: '/payment-cancel',
  documents: '/kenya-eta-documents',
  finalSuccess: '/kenya-eta-final-success',
  /** The eight-step passport-first wizard (spec §2), a journey of its own for one traveller. */
  wizard: '/kenya-eta-application',
  terms: '/terms-of-service',
  privacy: '/privacy-policy',
  home: '/',
} as const;

type JourneyPaths = { readonly [K in keyof typeof kenyaJourneyPaths]: string };

/**
 * Paths of the journey's pages as the page's journey has them: Kenya's, or a visa destination's
 * (`/apply-visa`, whose step 1 also takes the speed, then `/apply-visa/details` …). Pre-rendered pages
 * (no location) get Kenya's; a visa journey's pages pass theirs to the layout themselves.
 */
export const journeyPaths: JourneyPaths = journeyPathsOf(currentJourney);

/** A journey's paths, whichever page asks (the continue page reopens a draft on its own journey). */
export function journeyPathsOf(journey: DestinationId): JourneyPaths {
  return journey === 'kenya' ? kenyaJourneyPaths : visaPaths(journey);
}

/** A visa journey's paths: its first page for Kenya's start, step 1 and pricing, its own pages below it. */
function visaPaths(journey: VisaJourneyId): JourneyPaths {
  const apply = visaJourneyRoutes[journey].apply;
  const pages = Object.keys(visaJourneyPages) as (keyof typeof visaJourneyPages)[];
  return {
    ...kenyaJourneyPaths,
    start: apply,
    step1: apply,
    pricing: apply,
    ...Object.fromEntries(pages.map((page) => [page, visaJourneyPath(journey, page)])),
  };
}
