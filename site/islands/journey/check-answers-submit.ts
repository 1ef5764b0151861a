import type { QuestionSection } from '../../../shared/destinations/types';
import type { MessageKey } from '../../../shared/i18n/types';
import { storageKeys } from '../../lib/journey/journey-keys';
import { localizePath, type LocaleCode } from '../../../shared/locales';
import type { AnswersDraft } from '../../lib/journey/answers-draft';
import { hasProblems, problemLinks } from '../../lib/journey/details-problems';
import {
  applicantCountOf,
  applicantsForGroup,
  blankApplicant,
  newApplicantId,
} from '../../lib/journey/draft';
import type { AnswersSubmission } from '../../lib/journey/load-checks';
import { takesFromFirst } from '../../lib/journey/same-as-first';
import { journeyPaths } from '../../lib/journey/steps';
import { readString, removeKey } from '../../lib/journey/storage';
import type { SubmitDeps } from '../../lib/journey/submit';
import type { CheckAnswersAction } from './check-answers-state';
import type { T } from './i18n';

export interface SubmitAnswersDeps {
  /** The checks and calls, loaded when the traveller submits (undefined when they could not load). */
  readonly load: () => Promise<AnswersSubmission | undefined>;
  readonly submit: SubmitDeps;
  /** Today's date in the traveller's time zone, `year-month-day` (the date rules). */
  readonly today: string;
  readonly navigate: (path: string) => void;
  readonly dispatch: (action: CheckAnswersAction) => void;
  /** The sections the chosen visa type asks (`VisaType.questions`); absent: a visit's. */
  readonly questions?: readonly QuestionSection[] | undefined;
}

const details = (locale: LocaleCode, target: string) =>
  `${localizePath(journeyPaths.details, locale)}#${target}`;

/**
 * Submits the answers: the same checks as the details page (each problem linked to its field there),
 * then the save (retried by saveApplication), the agreement and confirmation, then the payment page.
 */
export async function submitAnswers(data: AnswersDraft, locale: LocaleCode, t: T, deps: SubmitAnswersDeps) {
  const { dispatch } = deps;
  // Applicants the group gained since the details page was filled count as empty ones.
  const count = applicantCountOf(data.step1);
  const group = applicantsForGroup(data.applicants, count, () =>
    blankApplicant(`missing-${newApplicantId()}`, undefined),
  );
  dispatch({ type: 'submitted' });
  const code = await deps.load();
  if (!code) return dispatch({ type: 'unavailable' });
  const problems = code.checks.validateDetails(
    group,
    data.agreements,
    data.signature,
    deps.today,
    deps.questions,
  );
  if (hasProblems(problems)) {
    const links = problemLinks(problems, (i, field) =>
      takesFromFirst(data.sameAsFirst, data.group[i]?.id ?? '', field),
    );
    const items = links.map((l) => ({
      target: l.target,
      href: details(locale, l.target),
      text:
        l.applicantIndex !== undefined
          ? t('flow.details.problemFor', { n: l.applicantIndex + 1, message: t(l.message) })
          : t(l.message),
    }));
    return dispatch({ type: 'refused', items });
  }
  dispatch({ type: 'valid' });
  const body = code.submission.buildSubmission({ ...data, locale, applicants: data.applicants });
  const outcome = await code.submit.saveApplication(body, deps.submit);
  if (!outcome.ok) {
    if (outcome.kind === 'refused') {
      // The server's own words (in the traveller's language); a refused price change is undone on step 1.
      const price = outcome.code === 'price_change_refused';
      const target = price ? 'processingType' : 'submit-application';
      const href = price ? `${localizePath(journeyPaths.pricing, locale)}#${target}` : `#${target}`;
      const text = outcome.message || t('flow.check.serverError');
      return dispatch({ type: 'refused', items: [{ target, href, text }] });
    }
    if (outcome.kind !== 'invalid') return dispatch({ type: 'saveFailed', kind: outcome.kind });
    const items = code.issueLinks
      .serverIssueLinks(outcome.issues, locale)
      .map((l) => ({ ...l, text: t(l.message as MessageKey) }));
    return dispatch({ type: 'refused', items });
  }
  const signed = readString(deps.submit.store, storageKeys.signature);
  if (outcome.update?.signAgain && (outcome.update.changed.length > 0 || !signed)) {
    // What the agreement covers changed: the traveller signs again on the details page (the old
    // signature is forgotten, so it cannot be sent again without them).
    removeKey(deps.submit.store, storageKeys.signature);
    const target = 'signature';
    return dispatch({
      type: 'refused',
      items: [{ target, href: details(locale, target), text: t('flow.check.signAgain') }],
    });
  }
  dispatch({ type: 'saved' });
  await code.submit.sendFollowUps(
    { created: outcome.created, signature: data.signature, agreements: data.agreements, locale },
    deps.submit,
  );
  deps.navigate(localizePath(journeyPaths.payment, locale));
}
