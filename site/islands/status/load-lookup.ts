/**
 * The status pages' checks, loaded when a visitor first uses a form (types or submits), not with the
 * page: the zod schemas of a lookup (`shared/status/lookup.ts`) weigh more than the rest of the
 * lookup island, and most visits of a status page read it before typing anything.
 */

/** `load()` once; a failed load (offline, a new deployment) is tried again on the next call. */
function once<M>(load: () => Promise<M>): () => Promise<M> {
  let pending: Promise<M> | undefined;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
}

/** The lookup's request and answer schemas and its two API paths. */
export const loadStatusLookup = once(() => import('../../../shared/status/lookup'));

/** "Lost your link?": its request schema and API path. */
export const loadPersonalLink = once(() => import('../../../shared/api/personal-link'));

/** A field's change handler that starts loading, so that a submit rarely waits for it. */
export function prefetch(load: () => Promise<unknown>): () => void {
  return () => void load().catch(() => undefined);
}
