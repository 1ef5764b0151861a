import { useEffect, useReducer, useRef } from 'react';
import type { LocaleCode } from '../../../shared/locales';
import { wizardStepCount, type WizardForm } from '../../../shared/wizard/form-data';
import type { CountryList } from '../../lib/journey/country-lookup';
import { localToday } from '../../lib/journey/date-parts';
import { browserStore, type KeyValueStore } from '../../lib/journey/storage';
import { ErrorSummary } from '../form-kit/ErrorSummary';
import { focusElement } from '../form-kit/focus';
import { useT, type IslandMessages } from '../journey/i18n';
import { summaryItems } from './field-ids';
import { checkStep } from './step-check';
import { StepBody } from './StepBody';
import { stepHash, StepList, stepOfHash, stepTitle } from './StepList';
import { readWizardDraft, writeWizardDraft } from './wizard-draft';
import { completeChecks, initialWizard, isSubmitBusy, wizardReducer, type StepNumber } from './wizard-state';
import './wizard.css';

interface Props {
  readonly locale: LocaleCode;
  readonly messages: IslandMessages;
  /** The names of the countries in the page's language (`countryNamesFor`). */
  readonly countries: CountryList;
}

/**
 * The eight-step passport-first wizard (spec §2 "Eight-step wizard", §4): the step list, the step,
 * Back and Validate and Continue. Step 1 and the list are in the pre-rendered HTML; the draft of this
 * device is read after mount and written on every change, and the step is in the address (`#step-…`),
 * so reload and the browser's back button keep the traveller where they were.
 */
export function Wizard({ locale, messages, countries }: Props) {
  const t = useT(locale, messages);
  const [state, dispatch] = useReducer(wizardReducer, initialWizard);
  const store = useRef<KeyValueStore | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef<StepNumber | null>(null);
  const { step, form, signature, issues, restored, checks } = state;

  useEffect(() => {
    store.current = browserStore();
    dispatch({ type: 'restored', draft: readWizardDraft(store.current), step: stepOfHash(location.hash) });
    const onHash = () => {
      const target = stepOfHash(location.hash);
      if (target) dispatch({ type: 'wentTo', step: target });
    };
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, []);

  useEffect(() => {
    if (restored && store.current)
      writeWizardDraft(store.current, { step, form, signature, checks: completeChecks(form, checks) });
  }, [restored, step, form, signature, checks]);

  // The step is in the address: a new history entry per step (the back button goes back a step),
  // replacing the entry on the first show. The new step's heading takes focus, as a new page would.
  useEffect(() => {
    if (!restored) return;
    const hash = stepHash(step);
    if (shownStep.current === null) {
      if (location.hash !== hash) history.replaceState(null, '', hash);
    } else if (shownStep.current !== step) {
      if (location.hash !== hash) history.pushState(null, '', hash);
      focusElement(heading.current);
    }
    shownStep.current = step;
  }, [restored, step]);

  const onChange = (patch: Partial<WizardForm>) => dispatch({ type: 'changed', patch });
  const goTo = (target: StepNumber) => dispatch({ type: 'wentTo', step: target });
  const next = () => {
    // The rules load with the first Continue; offline, the step stays and says so.
    checkStep(step, form, localToday()).then(
      (found) => dispatch({ type: 'continued', issues: found }),
      () => dispatch({ type: 'checkUnavailable' }),
    );
  };
  const items = state.summary.length > 0 ? state.summary : summaryItems(t, issues);
  const failed = state.submit.name === 'failed';
  const submit = () => {
    if (isSubmitBusy(state) || !store.current) return;
    const deps = {
      store: store.current,
      dispatch,
      navigate: (url: string) => window.location.assign(url),
      fetch: window.fetch.bind(window),
      newKey: () => crypto.randomUUID(),
      log: (event: string, detail: Record<string, string | number>) =>
        console.warn(JSON.stringify({ event, ...detail })),
    };
    // The submit's checks and calls are loaded when the traveller submits, not with the page.
    import('./wizard-submit-flow').then(
      ({ submitFlow }) => submitFlow(t, locale, form, signature, deps, completeChecks(form, checks)),
      () => dispatch({ type: 'submitFailed' }),
    );
  };

  return (
    <div className="wizard">
      <StepList t={t} current={step} onSelect={goTo} />
      <section className="wizard__step" aria-labelledby="wizard-step-title">
        <p className="wizard__count">{t('wizard.nav.progress', { n: step, count: wizardStepCount })}</p>
        <h2 id="wizard-step-title" className="wizard__title" tabIndex={-1} ref={heading}>
          {stepTitle(t, step)}
        </h2>
        <ErrorSummary title={t('common.form.errorSummaryTitle')} items={items} attempt={state.attempt}>
          {failed && (
            <div className="wizard__failed">
              <p>
                <strong>{t('wizard.toast.failed.title')}</strong> {t('wizard.toast.failed.text')}
              </p>
              {state.submit.name === 'failed' && state.submit.detail && (
                <p dir="auto">{state.submit.detail}</p>
              )}
              <p>{t('flow.check.nothingLost')}</p>
              <button type="button" className="button" onClick={submit}>
                {t('common.form.tryAgain')}
              </button>
            </div>
          )}
        </ErrorSummary>
        <div className="wizard__toast" role="status">
          {state.toast && (
            <p>
              <strong>{t(state.toast.title)}</strong> {t(state.toast.text)}
            </p>
          )}
        </div>
        <StepBody
          step={step}
          state={state}
          dispatch={dispatch}
          onChange={onChange}
          t={t}
          locale={locale}
          countries={countries}
          onSubmit={submit}
        />
        <div className="wizard__nav button-row">
          <button
            type="button"
            className="button button--secondary"
            disabled={step === 1}
            onClick={() => dispatch({ type: 'back' })}
          >
            {t('flow.nav.back')}
          </button>
          <button type="button" className="button" disabled={step === wizardStepCount} onClick={next}>
            {t('wizard.nav.continue')}
          </button>
        </div>
      </section>
    </div>
  );
}
