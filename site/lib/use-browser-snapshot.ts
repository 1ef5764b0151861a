import { useState, useSyncExternalStore } from 'react';

/** A source that never changes after it is read: nothing to subscribe to. */
export const unchanging = () => () => {};
const onServer = () => undefined;

function once<T>(read: () => T): () => T {
  let value: { readonly v: T } | undefined;
  return () => (value ??= { v: read() }).v;
}

/**
 * A value only the browser knows (its storage, the URL), read once per mounted component:
 * `undefined` in the pre-rendered HTML and while React hydrates it, then the value read. Built on
 * `useSyncExternalStore` with a server snapshot, so hydration matches the HTML and the browser's
 * value follows at once, without an effect that sets state (a second, cascading render).
 */
export function useBrowserSnapshot<T>(read: () => T): T | undefined {
  const [snapshot] = useState(() => once(read));
  return useSyncExternalStore(unchanging, snapshot, onServer);
}
