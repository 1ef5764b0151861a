import {
  draftJourneyFromFragment,
  draftTokenFromFragment,
  openDraftPath,
  type DraftPage,
} from '../../../shared/api/drafts';
import type { DestinationId } from '../../../shared/destinations/types';
import { localizePath, type LocaleCode } from '../../../shared/locales';
import { journeyPathsOf } from '../journey/steps';
import { browserStore } from '../journey/storage';
import { draftKeysOf } from './draft-keys';
import { deviceChangedAt, restoreDraft } from './draft-snapshot';

/** The page a draft saved on `page` reopens, on its journey (a visa journey's step 1 also asks the speed). */
export const draftPagePath = (journey: DestinationId, page: DraftPage): string =>
  journeyPathsOf(journey)[page];

interface OpenAnswer {
  readonly draftId: string;
  readonly savedAt: string;
  readonly page: DraftPage;
  /** Absent from a server older than drafts' destinations: Kenya's. */
  readonly destination?: DestinationId;
  readonly state: Record<string, unknown>;
}

/**
 * The continue page (`/continue-application#t=…`): exchanges the link's token for the saved answers,
 * keeps this device's own answers when they are newer (the page it goes to says which were used), and
 * goes on to the page where the traveller stopped, on the draft's journey (Tanzania's draft to
 * `/apply-visa/…`, under its own browser records). The token is then taken out of the address bar.
 */
export async function continueDraft(root: HTMLElement): Promise<void> {
  const locale = (root.dataset.locale ?? 'en') as LocaleCode;
  const show = (state: 'invalid' | 'failed') => {
    for (const el of root.querySelectorAll<HTMLElement>('[data-state]'))
      el.hidden = el.dataset.state !== state;
  };
  // A link no longer valid offers a new application of the journey it names (Kenya's by default).
  const named = draftJourneyFromFragment(location.hash);
  const start = root.querySelector<HTMLAnchorElement>('[data-start]');
  if (named && start) start.href = localizePath(journeyPathsOf(named).start, locale);
  const token = draftTokenFromFragment(location.hash);
  if (!token) return show('invalid');
  let answer: OpenAnswer;
  try {
    const res = await fetch(openDraftPath, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token }),
    });
    if (res.status === 401 || res.status === 400) return show('invalid');
    if (!res.ok) return show('failed');
    answer = (await res.json()) as OpenAnswer;
  } catch {
    return show('failed');
  }
  const journey = answer.destination ?? 'kenya';
  const store = browserStore();
  const device = deviceChangedAt(store, journey);
  const deviceNewer = device !== undefined && Date.parse(device) > Date.parse(answer.savedAt);
  if (!deviceNewer) restoreDraft(store, answer.state, answer.savedAt, answer.draftId, journey);
  const date = new Intl.DateTimeFormat(document.documentElement.lang || 'en', {
    dateStyle: 'long',
    timeStyle: 'short',
  }).format(new Date(deviceNewer ? (device ?? answer.savedAt) : answer.savedAt));
  try {
    sessionStorage.setItem(draftKeysOf(journey).notice, `${deviceNewer ? 'device' : 'server'}|${date}`);
  } catch {
    // No session storage: the answers are restored all the same.
  }
  location.replace(localizePath(draftPagePath(journey, answer.page), locale));
}
