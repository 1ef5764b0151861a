import { useEffect, useState } from 'react';
import { localizePath, type LocaleCode } from '../../../shared/locales';
import { draftFacts, guardRedirect, type GuardedPage } from '../../lib/journey/guards';
import { browserStore, type KeyValueStore } from '../../lib/journey/storage';

export type JourneyState<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'redirect'; readonly to: string }
  | { readonly status: 'ready'; readonly store: KeyValueStore; readonly data: T };

/**
 * Reads the draft after hydration (the server-rendered HTML cannot know it) and applies the page's
 * route guard: while it fails the page shows the redirect screen and the browser moves on.
 */
export function useJourney<T>(
  locale: LocaleCode,
  page: GuardedPage | undefined,
  load: (store: KeyValueStore) => T,
): JourneyState<T> {
  const [state, setState] = useState<JourneyState<T>>({ status: 'loading' });
  useEffect(() => {
    const store = browserStore();
    const target = page && guardRedirect(page, draftFacts(store));
    if (target) {
      const to = localizePath(target, locale);
      setState({ status: 'redirect', to });
      window.location.replace(to);
      return;
    }
    setState({ status: 'ready', store, data: load(store) });
    // The draft is read once, when the page opens.
  }, []);
  return state;
}
