/** The five stages of the progress strip on the flow pages. */
export const journeySteps = [
  { id: 'application', label: 'flow.progress.application' },
  { id: 'processing', label: 'flow.progress.processing' },
  { id: 'details', label: 'flow.progress.details' },
  { id: 'payment', label: 'flow.progress.payment' },
  { id: 'documents', label: 'flow.progress.documents' },
] as const;

export type JourneyStep = (typeof journeySteps)[number]['id'];

/** Paths of the journey's pages, without the locale prefix. */
export const journeyPaths = {
  start: '/kenya-eta-start',
  howTo: '/kenya-eta-how-to-apply',
  declaration: '/kenya-eta-declaration',
  residence: '/kenya-eta-residence-country',
  step1: '/kenya-eta-new-application',
  pricing: '/kenya-eta-pricing',
  details: '/kenya-eta-details',
  checkAnswers: '/kenya-eta-check-answers',
  payment: '/kenya-eta-payment-new',
  /** The eight-step passport-first wizard (spec §2), a journey of its own for one traveller. */
  wizard: '/kenya-eta-application',
  terms: '/terms-of-service',
  privacy: '/privacy-policy',
  home: '/',
} as const;

export type JourneyPath = (typeof journeyPaths)[keyof typeof journeyPaths];
