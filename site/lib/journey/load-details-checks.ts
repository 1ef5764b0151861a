import type * as detailsValidation from './details-validation';

/** The details checks with the zod schemas (`details-validation.ts`), a chunk of its own. */
export type DetailsChecks = typeof detailsValidation;

let pending: Promise<DetailsChecks> | undefined;
const waiting = new Set<(checks: DetailsChecks) => void>();

/**
 * Loads the details checks once, when a page first needs them (a failed load is tried again on the
 * next call): the schemas are downloaded when the traveller asks for a check, not to open the page; on a
 * visa journey, with its destination's nationality rule (`ready`).
 * A module of its own so that the details page, which imports it, does not carry what check your
 * answers loads to submit (`loadAnswersSubmission` of `load-checks.ts`).
 */
export function loadDetailsChecks(): Promise<DetailsChecks> {
  pending ??= import('./details-validation')
    .then((checks) => checks.ready().then(() => checks))
    .then((checks) => {
      for (const listener of waiting) listener(checks);
      waiting.clear();
      return checks;
    })
    .catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
  return pending;
}

/**
 * Calls `listener` once, when a later call of `loadDetailsChecks` has loaded the checks: for what asked
 * for them by itself and found the network gone (the switcher's tags), so it shows once a check the
 * traveller asks for has loaded them. Returns what stops the wait.
 */
export function whenDetailsChecksLoad(listener: (checks: DetailsChecks) => void): () => void {
  waiting.add(listener);
  return () => waiting.delete(listener);
}
