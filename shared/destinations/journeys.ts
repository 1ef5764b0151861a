import type { DestinationId } from './types';

/**
 * Where each visa destination's group journey lives in the browser: the path its pages sit under (the
 * definition's `paths.apply`) and the prefix of its browser records. Kenya's journey keeps the
 * specification's paths (`/kenya-eta-*`) and keys (`kenyaEta*`). Kept apart from the definitions, so
 * that a Kenya page that must know which journey it is on does not carry Tanzania's tables.
 */
export interface VisaJourneyRoute {
  /** The journey's first page; the others are below it (`/apply-visa/details` …). */
  readonly apply: string;
  /** The prefix of its browser records: `tanzaniaEvisa` + `Application` … */
  readonly keyPrefix: string;
  /** Where it creates (POST) and updates (PUT `<path>/<id>`) applications (`destinationApplicationsPaths`). */
  readonly api: `/api/${string}`;
}

export const visaJourneyRoutes = {
  tanzania: { apply: '/apply-visa', keyPrefix: 'tanzaniaEvisa', api: '/api/tanzania-evisa-applications' },
} as const satisfies Record<Exclude<DestinationId, 'kenya'>, VisaJourneyRoute>;

export type VisaJourneyId = keyof typeof visaJourneyRoutes;

/** The visa journeys, in the table's order. */
export const visaJourneyIds = Object.keys(visaJourneyRoutes) as VisaJourneyId[];

/** The pages of a visa destination's group journey, below its first page. */
export const visaJourneyPages = {
  details: '/details',
  checkAnswers: '/check-answers',
  payment: '/payment',
  paymentResult: '/payment-result',
  paymentCancel: '/payment-cancel',
  documents: '/documents',
  finalSuccess: '/final-success',
} as const;

/** A visa journey's page (`details` → `/apply-visa/details`); Kenya's pages have names of their own. */
export function visaJourneyPath(journey: VisaJourneyId, page: keyof typeof visaJourneyPages): string {
  return visaJourneyRoutes[journey].apply + visaJourneyPages[page];
}

/** The journey a page path (with or without a locale prefix) belongs to: the one whose first page it is in. */
export function journeyOfPath(path: string): DestinationId {
  const segments = path.split('/');
  const found = Object.entries(visaJourneyRoutes).find(([, route]) =>
    segments.includes(route.apply.slice(1)),
  );
  return found ? (found[0] as VisaJourneyId) : 'kenya';
}

/**
 * A journey's name for one of Kenya's browser records: Kenya's own, or the journey's prefix and the
 * record's name (`tanzaniaEvisa` + `Applicants`).
 */
export function keysOfJourney<K extends Record<string, string>>(kenyaKeys: K, journey: DestinationId): K {
  if (journey === 'kenya') return kenyaKeys;
  const prefix = visaJourneyRoutes[journey].keyPrefix;
  return Object.fromEntries(
    Object.keys(kenyaKeys).map((name) => [name, prefix + name.charAt(0).toUpperCase() + name.slice(1)]),
  ) as K;
}
