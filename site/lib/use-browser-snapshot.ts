import { startTransition, useEffect, useEffectEvent, useState } from 'react';

/**
 * A value only the browser knows (its storage, the URL), read once per mounted component:
 * `undefined` in the pre-rendered HTML and on the first render in the browser (which must match that
 * HTML for hydration), then the value read, right after mount. One place for this two-pass read, so
 * islands neither set state in effects of their own nor read storage while rendering.
 */
export function useBrowserSnapshot<T>(read: () => T): T | undefined {
  const [snapshot, setSnapshot] = useState<{ readonly value: T }>();
  const readNow = useEffectEvent(read);
  useEffect(() => {
    // The second pass of a hydrated island (useSyncExternalStore's server snapshot left islands on
    // their loading state on a cold first load, measured; this does not).
    const value = readNow();
    // A transition: React renders what the value reveals (a whole journey form) in slices of a few
    // milliseconds instead of one long task, so the page stays responsive while it appears.
    startTransition(() => setSnapshot({ value }));
  }, []);
  return snapshot?.value;
}
