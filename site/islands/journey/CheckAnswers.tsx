import { useMemo, useState } from 'react';
import type { MessageKey } from '../../../shared/i18n/types';
import { localizePath, type LocaleCode } from '../../../shared/locales';
import { computePricing } from '../../../shared/journey/pricing';
import { parseCountryList, type CountryList } from '../../lib/journey/country-lookup';
import { localToday } from '../../lib/journey/date-parts';
import { hasProblems, problemLinks } from '../../lib/journey/details-problems';
import {
  applicantCountOf,
  applicantsForGroup,
  blankApplicant,
  newApplicantId,
} from '../../lib/journey/draft';
import { takesFromFirst } from '../../lib/journey/same-as-first';
import { journeyPaths } from '../../lib/journey/steps';
import { loadAnswersSubmission } from '../../lib/journey/load-checks';
import { readAnswersDraft } from '../../lib/journey/answers-draft';
import type { SubmitDeps } from '../../lib/journey/submit';
import { AnswersList } from './AnswersList';
import { ErrorSummary, type SummaryItem } from '../form-kit/ErrorSummary';
import { useT, type IslandMessages } from './i18n';
import { Loading, RedirectNotice } from './JourneyStatus';
import { PriceBreakdown } from './PriceBreakdown';
import { useJourney } from './use-journey';

/** The id of the Submit (or Retry) button: the target of the page's "Skip to Submit" link. */
export const submitButtonId = 'submit-application';

interface Props {
  readonly locale: LocaleCode;
  readonly messages: IslandMessages;
  /** The names of the countries in the page's language (`countryNamesFor`). */
  readonly countries: CountryList;
}

type Phase =
  | { readonly name: 'idle' }
  | { readonly name: 'checking' }
  | { readonly name: 'saving' }
  | { readonly name: 'sending' }
  | { readonly name: 'failed'; readonly message: MessageKey }
  | { readonly name: 'invalid'; readonly items: readonly SummaryItem[] };

const details = (locale: LocaleCode, target: string) =>
  `${localizePath(journeyPaths.details, locale)}#${target}`;

/** Check your answers, then submit: save (with retry), send the agreement and confirmation, pay. */
export function CheckAnswers({ locale, messages, countries }: Props) {
  const t = useT(locale, messages);
  const names = useMemo(() => parseCountryList(countries), [countries]);
  const journey = useJourney(locale, 'checkAnswers', readAnswersDraft);
  const [phase, setPhase] = useState<Phase>({ name: 'idle' });
  const [attempt, setAttempt] = useState(0);

  if (journey.status === 'loading') return <Loading text={t('flow.loading')} />;
  if (journey.status === 'redirect') {
    return (
      <RedirectNotice title={t('flow.redirect.title')} linkText={t('flow.redirect.link')} to={journey.to} />
    );
  }
  const { store, data } = journey;
  const count = applicantCountOf(data.step1);
  const processingType = data.pricing.processingType ?? 'normal';
  const pricing = computePricing({
    applicantCount: count,
    processingType,
    insurance: data.pricing.insurance,
  });
  const busy = phase.name === 'checking' || phase.name === 'saving' || phase.name === 'sending';

  const submit = async () => {
    if (busy) return;
    // Applicants the group gained since the details page was filled count as empty ones.
    const group = applicantsForGroup(data.applicants, count, () =>
      blankApplicant(`missing-${newApplicantId()}`, undefined),
    );
    // The checks and the calls are loaded now, when the traveller submits.
    setPhase({ name: 'checking' });
    const code = await loadAnswersSubmission().catch(() => undefined);
    if (!code) {
      setPhase({ name: 'failed', message: 'flow.check.networkError' });
      return;
    }
    const problems = code.checks.validateDetails(group, data.agreements, data.signature, localToday());
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
      setPhase({ name: 'invalid', items });
      setAttempt((a) => a + 1);
      return;
    }
    setPhase({ name: 'saving' });
    const deps: SubmitDeps = {
      fetch: window.fetch.bind(window),
      store,
      newKey: newApplicantId,
      sleep: (ms) => new Promise((resolve) => window.setTimeout(resolve, ms)),
      log: (event, detail) => console.warn(JSON.stringify({ event, ...detail })),
    };
    const body = code.submission.buildSubmission({ ...data, locale, applicants: data.applicants });
    const outcome = await code.submit.saveApplication(body, deps);
    if (!outcome.ok) {
      if (outcome.kind === 'invalid') {
        setPhase({
          name: 'invalid',
          items: code.issueLinks.serverIssueLinks(outcome.issues, locale).map((l) => ({
            ...l,
            text: t(l.message as MessageKey),
          })),
        });
        setAttempt((a) => a + 1);
      } else {
        setPhase({
          name: 'failed',
          message: outcome.kind === 'network' ? 'flow.check.networkError' : 'flow.check.serverError',
        });
      }
      return;
    }
    setPhase({ name: 'sending' });
    await code.submit.sendFollowUps(
      { created: outcome.created, signature: data.signature, agreements: data.agreements, locale },
      deps,
    );
    window.location.assign(localizePath(journeyPaths.payment, locale));
  };

  return (
    <div className="check-answers">
      {/* Over the long list to Submit: rendered with the answers, so it never points at nothing. */}
      <a className="jump-link" href={`#${submitButtonId}`}>
        {t('flow.check.skipToSubmit')}
      </a>
      {phase.name === 'invalid' && (
        <ErrorSummary title={t('common.form.errorSummaryTitle')} items={phase.items} attempt={attempt} />
      )}
      <AnswersList t={t} locale={locale} countries={names} data={data} />
      <h2>{t('flow.fees.title')}</h2>
      <PriceBreakdown t={t} locale={locale} count={count} pricing={pricing} />
      <h2>{t('flow.check.submitHeading')}</h2>
      <p>{t('flow.check.submitText')}</p>
      {phase.name === 'failed' ? (
        <div className="notice notice--error" role="alert">
          <p>{t(phase.message)}</p>
          <p>{t('flow.check.nothingLost')}</p>
          <button id={submitButtonId} type="button" className="button" onClick={() => void submit()}>
            {t('flow.check.retry')}
          </button>
        </div>
      ) : (
        <div className="button-row">
          <button
            id={submitButtonId}
            type="button"
            className="button"
            disabled={busy}
            aria-describedby="submit-status"
            onClick={() => void submit()}
          >
            {t('common.action.submitApplication')}
          </button>
        </div>
      )}
      <p className="hint" id="submit-status" role="status">
        {phase.name === 'saving'
          ? t('flow.check.saving')
          : phase.name === 'sending'
            ? t('flow.check.sending')
            : ''}
      </p>
    </div>
  );
}
