import { useEffect, useMemo, useReducer, useRef } from 'react';
import { createPortal } from 'react-dom';
import type { LocaleCode } from '../../../shared/locales';
import { computePricing } from '../../../shared/journey/pricing';
import { parseCountryList, type CountryList } from '../../lib/journey/country-lookup';
import { localToday } from '../../lib/journey/date-parts';
import { applicantCountOf, newApplicantId } from '../../lib/journey/draft';
import { loadAnswersSubmission } from '../../lib/journey/load-checks';
import { readAnswersDraft } from '../../lib/journey/answers-draft';
import type { SubmitDeps } from '../../lib/journey/submit';
import { applyDetailsPorts, type DetailsPorts } from '../../lib/journey/details-ports';
import { AnswersList, type VisaAnswerLabels } from './AnswersList';
import { ErrorSummary } from '../form-kit/ErrorSummary';
import { checkAnswersReducer, initialCheckAnswers, isBusy, statusKey } from './check-answers-state';
import { submitAnswers } from './check-answers-submit';
import { useT, type IslandMessages } from './i18n';
import { Loading, RedirectNotice } from './JourneyStatus';
import { PriceBreakdown } from './PriceBreakdown';
import { UpdatingNotice } from './UpdatingNotice';
import { useJourney } from './use-journey';

/** The id of the Submit (or Retry) button: the target of the page's "Skip to Submit" link. */
export const submitButtonId = 'submit-application';

interface Props {
  readonly locale: LocaleCode;
  readonly messages: IslandMessages;
  /** The names of the countries in the page's language (`countryNamesFor`). */
  readonly countries: CountryList;
  /** On a visa destination's journey: the names of its visa types and labels (`AnswersList`). */
  readonly visa?: VisaAnswerLabels;
  /** Another journey's ports of entry, for the checks before submitting (`DetailsForm`'s `ports`). */
  readonly ports?: DetailsPorts;
}

/** Check your answers, then submit: save (with retry), send the agreement and confirmation, pay. */
export function CheckAnswers({ locale, messages, countries, visa, ports }: Props) {
  applyDetailsPorts(ports);
  const t = useT(locale, messages);
  const names = useMemo(() => parseCountryList(countries), [countries]);
  const journey = useJourney(locale, 'checkAnswers', readAnswersDraft);
  const [state, dispatch] = useReducer(checkAnswersReducer, initialCheckAnswers);
  const { phase, attempt } = state;
  // A failed save replaces the (disabled) Submit with the alert and its Retry: the alert takes focus,
  // so it is read out and Retry is the next Tab stop (else focus would fall to <body>).
  const failedRef = useRef<HTMLDivElement>(null);
  const failed = phase.name === 'failed';
  useEffect(() => {
    if (failed) failedRef.current?.focus();
  }, [failed]);

  if (journey.status === 'loading') return <Loading text={t('flow.loading')} />;
  if (journey.status === 'redirect') {
    return (
      <RedirectNotice title={t('flow.redirect.title')} linkText={t('flow.redirect.link')} to={journey.to} />
    );
  }
  const { store, data } = journey;
  const skipLinks = document.getElementById('skip-links');
  const count = applicantCountOf(data.step1);
  const processingType = data.pricing.processingType ?? 'normal';
  const pricing = computePricing({
    applicantCount: count,
    processingType,
    insurance: data.pricing.insurance,
  });
  const busy = isBusy(state);
  const status = statusKey(state);

  const submit = async () => {
    if (busy) return;
    const deps: SubmitDeps = {
      fetch: window.fetch.bind(window),
      store,
      newKey: newApplicantId,
      sleep: (ms) => new Promise((resolve) => window.setTimeout(resolve, ms)),
      log: (event, detail) => console.warn(JSON.stringify({ event, ...detail })),
    };
    await submitAnswers(data, locale, t, {
      load: () => loadAnswersSubmission().catch(() => undefined),
      submit: deps,
      today: localToday(),
      questions: data.visa && visa?.questions?.[data.visa.visaType]?.sections,
      navigate: (path) => window.location.assign(path),
      dispatch,
    });
  };

  return (
    <div className="check-answers">
      {/* Over the long list to Submit: the second skip link of the page (BaseLayout's "skip-links",
          after "Skip to main content"), rendered with the answers, so it never points at nothing. */}
      {skipLinks &&
        createPortal(
          <a className="skip-link" href={`#${submitButtonId}`}>
            {t('flow.check.skipToSubmit')}
          </a>,
          skipLinks,
        )}
      {phase.name === 'invalid' && (
        <ErrorSummary title={t('common.form.errorSummaryTitle')} items={phase.items} attempt={attempt} />
      )}
      <AnswersList t={t} locale={locale} countries={names} data={data} visa={visa} />
      <h2>{t('flow.fees.title')}</h2>
      <PriceBreakdown t={t} locale={locale} count={count} pricing={pricing} />
      <h2>{t('flow.check.submitHeading')}</h2>
      <p>{t('flow.check.submitText')}</p>
      <UpdatingNotice store={store} t={t} />
      {phase.name === 'failed' ? (
        <div className="notice notice--error" role="alert" tabIndex={-1} ref={failedRef}>
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
        {status ? t(status) : ''}
      </p>
    </div>
  );
}
