import { useEffect } from 'react';
import { localizePath, type LocaleCode } from '../../../shared/locales';
import { draftFacts, guardRedirect, type GuardedPage } from '../../lib/journey/guards';
import { browserStore, type KeyValueStore } from '../../lib/journey/storage';
import { useBrowserSnapshot } from '../../lib/use-browser-snapshot';

export type JourneyState<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'redirect'; readonly to: string }
  | { readonly status: 'ready'; readonly store: KeyValueStore; readonly data: T };

const loading = { status: 'loading' } as const;

/**
 * Reads the draft after hydration (the server-rendered HTML cannot know it) and applies the page's
 * route guard: while it fails the page shows the redirect screen and the browser moves on. The
 * draft is read once, when the page opens.
 */
export function useJourney<T>(
  locale: LocaleCode,
  page: GuardedPage | undefined,
  load: (store: KeyValueStore) => T,
): JourneyState<T> {
  const state: JourneyState<T> =
    useBrowserSnapshot((): JourneyState<T> => {
      const store = browserStore();
      const target = page && guardRedirect(page, draftFacts(store));
      if (target) return { status: 'redirect', to: localizePath(target, locale) };
      return { status: 'ready', store, data: load(store) };
    }) ?? loading;
  useEffect(() => {
    if (state.status === 'redirect') window.location.replace(state.to);
  }, [state]);
  return state;
}
