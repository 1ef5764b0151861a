import { useEffect, useState } from 'react';

/**
 * False in the pre-rendered HTML and on the first client render, true once the island is live.
 * Buttons that only work through React stay disabled until then, so an early tap on a slow phone
 * is never swallowed by a page that looks ready but is not.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- "after hydration" is exactly an effect's moment; see use-browser-snapshot.ts for why not useSyncExternalStore.
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
