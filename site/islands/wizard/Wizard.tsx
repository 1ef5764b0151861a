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
import { initialWizard, wizardReducer, type StepNumber } from './wizard-state';
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
  const { step, form, signature, issues, restored } = state;

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
    if (restored && store.current) writeWizardDraft(store.current, { step, form, signature });
  }, [restored, step, form, signature]);

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
  const next = () => dispatch({ type: 'continued', issues: checkStep(step, form, localToday()) });
  const items = state.summary.length > 0 ? state.summary : summaryItems(t, issues);

  return (
    <div className="wizard">
      <StepList t={t} current={step} onSelect={goTo} />
      <section className="wizard__step" aria-labelledby="wizard-step-title">
        <p className="wizard__count">{t('wizard.nav.progress', { n: step, count: wizardStepCount })}</p>
        <h2 id="wizard-step-title" className="wizard__title" tabIndex={-1} ref={heading}>
          {stepTitle(t, step)}
        </h2>
        <ErrorSummary title={t('common.form.errorSummaryTitle')} items={items} attempt={state.attempt} />
        <StepBody
          step={step}
          state={state}
          dispatch={dispatch}
          onChange={onChange}
          t={t}
          locale={locale}
          countries={countries}
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
