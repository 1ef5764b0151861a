import { lazy, Suspense, useEffect, useMemo, useRef, useState, type SubmitEvent } from 'react';
import type { LocaleCode } from '../../../shared/locales';
import type { CountryNames } from '../../lib/journey/country-lookup';
import { localToday } from '../../lib/journey/date-parts';
import type { KeyValueStore } from '../../lib/journey/storage';
import { focusElement, focusField } from '../form-kit/focus';
import { ApplicantStep } from './ApplicantStep';
import {
  checkStep,
  detailsReducer,
  headingId,
  initialDetails,
  isLastOf,
  ownerOf,
  saveChanges,
  type DetailsAction,
  type DetailsDraft,
} from './details-editor-state';
import type { T } from './i18n';
import { useDetailsChecks } from './use-details-checks';

/**
 * The agreements and the signature, shown at the last applicant: their own chunk, asked for as soon as
 * the editor is on screen (so it is there when the traveller reaches it), not with the page's first
 * script, which the details page's JavaScript budget keeps small.
 */
const loadFinalStep = () => import('./FinalStep');
const FinalStep = lazy(loadFinalStep);
/**
 * The error summary and the step's notices, shown only after Next or Continue was refused (which waits
 * for the checks' own chunk anyway): a chunk of its own too, asked for with the others.
 */
const loadProblems = () => import('./DetailsProblems');
const DetailsProblems = lazy(() => loadProblems().then((m) => ({ default: m.DetailsProblems })));

interface Props {
  readonly t: T;
  readonly locale: LocaleCode;
  readonly store: KeyValueStore;
  readonly initial: DetailsDraft;
  /** The names of the countries in the page's language. */
  readonly countries: CountryNames;
  /** Check your answers. */
  readonly next: string;
}

/** How long the spec's "accept both Privacy Policy and Terms of Service" message stays (§5). */
export const legalMessageMs = 5000;

/** One applicant at a time with Next/Previous and a switcher; agreements and signature at the last. */
export function DetailsEditor({ t, locale, store, initial, countries, next }: Props) {
  const [state, setState] = useState(() => initialDetails(initial, window.location.hash));
  // The state the next action applies to (two actions can come before a render), saved as it changes.
  const latest = useRef(state);
  const dispatch = (action: DetailsAction) => {
    const after = detailsReducer(latest.current, action);
    saveChanges(store, latest.current, after, new Date());
    latest.current = after;
    setState(after);
  };
  const headingRef = useRef<HTMLHeadingElement>(null);
  const today = useMemo(() => localToday(), []);
  const { failed, load } = useDetailsChecks();
  // While a check waits for the checks' chunk (a slow network): one check at a time, or a second Next
  // would check the next applicant's empty form; the button says so after a moment, keeping its focus.
  const checking = useRef(false);
  const [busy, setBusy] = useState(false);
  const { index, focus, legalMessage } = state;
  const isLast = isLastOf(state);

  useEffect(() => {
    void loadFinalStep();
    void loadProblems();
    // "Save and continue later" under the form (issue 14 item 2): started from here, in its own chunk,
    // because the page's first script has no room for it (the same section as on the other pages).
    void import('../../lib/drafts/save-draft-boot').then((m) => m.bootSaveDraft());
  }, []);

  useEffect(() => {
    if (!focus) return;
    if (focus.id === headingId) focusElement(headingRef.current);
    else focusField(focus.id);
  }, [focus]);

  useEffect(() => {
    if (!legalMessage) return;
    const timer = window.setTimeout(() => dispatch({ type: 'legalExpired' }), legalMessageMs);
    return () => window.clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new message restarts the timer, nothing else
  }, [legalMessage]);

  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    if (checking.current) return;
    checking.current = true;
    const showBusy = window.setTimeout(() => setBusy(true), 100);
    void load().then((loaded) => {
      checking.current = false;
      window.clearTimeout(showBusy);
      setBusy(false);
      if (!loaded) return;
      const outcome = checkStep(latest.current, loaded, today);
      if (outcome.type === 'done') window.location.assign(next);
      else dispatch(outcome);
    });
  };
  const selectProblem = (target: string): boolean => {
    const owner = ownerOf(target, state.count);
    if (owner === index) return false;
    dispatch({ type: 'opened', index: owner, target });
    return true;
  };

  return (
    <form className="journey-form" noValidate onSubmit={submit}>
      <Suspense fallback={null}>
        <DetailsProblems t={t} state={state} failed={failed} onSelect={selectProblem} />
      </Suspense>
      <ApplicantStep
        t={t}
        locale={locale}
        store={store}
        state={state}
        dispatch={dispatch}
        today={today}
        countries={countries}
        headingRef={headingRef}
      />
      {isLast && (
        <Suspense fallback={null}>
          <FinalStep t={t} locale={locale} state={state} dispatch={dispatch} />
        </Suspense>
      )}
      {/* The step's own button first: Enter in a field submits, and Tab reaches it before Previous. */}
      <div className="button-row">
        <button type="submit" className="button" aria-disabled={busy || undefined}>
          {busy ? t('common.form.checking') : isLast ? t('flow.details.continue') : t('flow.details.next')}
        </button>
        {index > 0 && (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => dispatch({ type: 'went', index: index - 1 })}
          >
            {t('flow.details.previous')}
          </button>
        )}
      </div>
    </form>
  );
}
