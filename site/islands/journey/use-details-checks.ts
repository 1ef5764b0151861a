import { startTransition, useEffect, useState } from 'react';
import { loadDetailsChecks, type DetailsChecks } from '../../lib/journey/load-details-checks';

export interface DetailsChecksState {
  /** The checks once loaded. */
  readonly checks: DetailsChecks | undefined;
  /** True after a check the traveller asked for could not load its code (offline). */
  readonly failed: boolean;
  /** Loads the checks for a check the traveller asked for; undefined when they could not load. */
  readonly load: () => Promise<DetailsChecks | undefined>;
}

/**
 * The details checks (zod schemas), loaded when first needed: at once when `eager` (a group, whose
 * switcher shows which applicants are complete), else when the traveller first asks for a check.
 */
export function useDetailsChecks(eager: boolean): DetailsChecksState {
  const [checks, setChecks] = useState<DetailsChecks | undefined>();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!eager) return;
    // A transition: the tags re-render the whole form, in slices rather than one long task.
    loadDetailsChecks().then(
      (loaded) => startTransition(() => setChecks(loaded)),
      () => {
        // Only the completion tags wait for them; a check the traveller asks for tries again.
      },
    );
  }, [eager]);
  const load = async () => {
    try {
      const loaded = await loadDetailsChecks();
      setChecks(loaded);
      setFailed(false);
      return loaded;
    } catch {
      setFailed(true);
      return undefined;
    }
  };
  return { checks, failed, load };
}
