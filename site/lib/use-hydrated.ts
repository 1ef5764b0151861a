import { useSyncExternalStore } from 'react';
import { unchanging } from './use-browser-snapshot';

/**
 * False in the pre-rendered HTML and while React hydrates it, true once the island is live.
 * Buttons that only work through React stay disabled until then, so an early tap on a slow phone
 * is never swallowed by a page that looks ready but is not.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );
}
