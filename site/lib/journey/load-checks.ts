import type * as detailsValidation from './details-validation';
import type * as issueLinks from './issue-links';
import type * as submissionModule from './submission';
import type * as submitModule from './submit';

/** The details checks with the zod schemas (`details-validation.ts`), a chunk of its own. */
export type DetailsChecks = typeof detailsValidation;

let pending: Promise<DetailsChecks> | undefined;

/**
 * Loads the details checks once, when a page first needs them (a failed load is tried again on the
 * next call): the schemas are downloaded when the traveller asks for a check, not to open the page; on a
 * visa journey, with its destination's nationality rule (`ready`).
 */
export function loadDetailsChecks(): Promise<DetailsChecks> {
  pending ??= import('./details-validation')
    .then((checks) => checks.ready().then(() => checks))
    .catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
  return pending;
}

/** What submitting the check-your-answers page needs: the checks, the body, the API calls. */
export interface AnswersSubmission {
  readonly checks: DetailsChecks;
  readonly submission: typeof submissionModule;
  readonly submit: typeof submitModule;
  readonly issueLinks: typeof issueLinks;
}

/** Loads the code of a submission when the traveller submits (rejects when it could not load). */
export async function loadAnswersSubmission(): Promise<AnswersSubmission> {
  const [checks, submission, submit, links] = await Promise.all([
    loadDetailsChecks(),
    import('./submission'),
    import('./submit'),
    import('./issue-links'),
  ]);
  return { checks, submission, submit, issueLinks: links };
}
