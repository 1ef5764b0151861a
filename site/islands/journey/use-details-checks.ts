import { startTransition, useEffect, useState } from 'react';
import {
  loadDetailsChecks,
  whenDetailsChecksLoad,
  type DetailsChecks,
} from '../../lib/journey/load-details-checks';

export interface DetailsChecksState {
  /** True after a check the traveller asked for could not load its code (offline). */
  readonly failed: boolean;
  /** Loads the checks for a check the traveller asked for; undefined when they could not load. */
  readonly load: () => Promise<DetailsChecks | undefined>;
}

/** The details checks (zod schemas), loaded when the traveller first asks for a check. */
export function useDetailsChecks(): DetailsChecksState {
  const [failed, setFailed] = useState(false);
  const load = async () => {
    try {
      const loaded = await loadDetailsChecks();
      setFailed(false);
      return loaded;
    } catch {
      setFailed(true);
      return undefined;
    }
  };
  return { failed, load };
}

/**
 * The details checks for what only shows once they are there (a group's switcher tags: which
 * applicants are complete): asked for when the page is first idle, after the form is built, and
 * applied in a task of their own after the one that ran their module, as a transition of the
 * component that asked. Loaded with the page's first tasks, their module and the whole form's
 * re-render with the tags were three of the details page's long tasks (issue 12: Total Blocking Time).
 */
export function useDetailsChecksWhenIdle(): DetailsChecks | undefined {
  const [checks, setChecks] = useState<DetailsChecks | undefined>();
  useEffect(() => {
    let timer: number | undefined;
    let stopWaiting: (() => void) | undefined;
    const apply = (loaded: DetailsChecks) => {
      timer = window.setTimeout(() => startTransition(() => setChecks(loaded)), 0);
    };
    const start = () =>
      loadDetailsChecks().then(apply, () => {
        // Offline: the tags wait for the load of a check the traveller asks for.
        stopWaiting = whenDetailsChecksLoad(apply);
      });
    // Safari has no requestIdleCallback: a short timeout stands in for it there.
    const idle = 'requestIdleCallback' in window;
    const handle = idle ? window.requestIdleCallback(start) : window.setTimeout(start, 200);
    return () => {
      if (idle) window.cancelIdleCallback(handle);
      else window.clearTimeout(handle);
      window.clearTimeout(timer);
      stopWaiting?.();
    };
  }, []);
  return checks;
}
