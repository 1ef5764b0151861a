/**
 * Save and continue later (issue 14 item 2). `POST /api/drafts` stores the journey's answers (the same
 * records the browser keeps in localStorage, under the same keys) for 30 days and mails a link to the
 * contact address; `/continue-application#t=…` exchanges the link's token with `POST /api/drafts/open`
 * for those answers on any device. The token stays in the URL fragment (never in a log or a Referer).
 */
import { destinationIds, type DestinationId } from '../destinations/types';

export const draftsPath = '/api/drafts';
export const openDraftPath = '/api/drafts/open';
export const continuePagePath = '/continue-application';

/** How long a saved draft (and the link to it) lasts after its last save: stated on screen. */
export const draftTtlDays = 30;
/** Saving again within this time updates the draft without a second mail to the same address. */
export const draftMailQuietSeconds = 600;
/** Saves one client may make per window; and saves for one e-mail address, whoever asks. */
export const draftClientRateLimit = { name: 'draft-save', limit: 20, windowSeconds: 3600 } as const;
export const draftEmailRateLimit = { name: 'draft-email', limit: 10, windowSeconds: 3600 } as const;
/** The largest draft accepted, as JSON (a group of 10 with long answers is ~25 KB). */
export const maxDraftStateBytes = 64 * 1024;

/** The pages a draft can be continued on (where the traveller pressed the button). */
export const draftPages = ['step1', 'pricing', 'details', 'checkAnswers'] as const;
export type DraftPage = (typeof draftPages)[number];

/**
 * The continue page's URL fragment: the link's token, and the journey the draft is on, so that a link
 * no longer valid still offers a new application of that journey (`#t=…&journey=tanzania`).
 */
export function continueFragment(token: string, journey: DestinationId): string {
  return `#${new URLSearchParams({ t: token, journey }).toString()}`;
}

const fragmentValue = (hash: string, name: string): string | undefined => {
  const value = new URLSearchParams(hash.replace(/^#/, '')).get(name);
  return value === null || value === '' ? undefined : value;
};

/** The token in the continue page's URL fragment (`#t=…`), if any. */
export function draftTokenFromFragment(hash: string): string | undefined {
  return fragmentValue(hash, 't');
}

/** The journey a continue link names, if it names one (links mailed before it did name none: Kenya's). */
export function draftJourneyFromFragment(hash: string): DestinationId | undefined {
  const value = fragmentValue(hash, 'journey');
  return destinationIds.find((id) => id === value);
}
