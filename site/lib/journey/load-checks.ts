import { loadDetailsChecks, type DetailsChecks } from './load-details-checks';
import type * as issueLinks from './issue-links';
import type * as submissionModule from './submission';
import type * as submitModule from './submit';

export { loadDetailsChecks, type DetailsChecks };

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
