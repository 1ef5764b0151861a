import type { MessageKey } from '../../../shared/i18n/types';
import { localizePath, type LocaleCode } from '../../../shared/locales';
import { wizardStepCount, type WizardFileChecks, type WizardForm } from '../../../shared/wizard/form-data';
import { localToday } from '../../lib/journey/date-parts';
import type { KeyValueStore } from '../../lib/journey/storage';
import type { SubmitDeps } from '../../lib/journey/submit';
import type { SummaryItem } from '../form-kit/ErrorSummary';
import type { T } from '../journey/i18n';
import { missingRequirement } from './ConfirmStep';
import { wizardFieldTarget } from './field-ids';
import { checkStep, withIsoDates } from './step-check';
import { stepHash, stepTitle } from './StepList';
import type { StepNumber, WizardAction } from './wizard-state';

/** Every error of every step, each linked to its step (its own field on step 8). */
export async function applicationProblems(t: T, form: WizardForm, today: string): Promise<SummaryItem[]> {
  const items: SummaryItem[] = [];
  for (let n = 1; n <= wizardStepCount; n += 1) {
    const step = n as StepNumber;
    for (const issue of await checkStep(step, form, today)) {
      if (issue.level !== 'error') continue;
      const message = t(issue.message, issue.params);
      const target = wizardFieldTarget(issue.field);
      items.push(
        step === wizardStepCount
          ? { target, text: message }
          : {
              target,
              href: stepHash(step),
              text: t('wizard.submit.stepProblem', { n: step, step: stepTitle(t, step), message }),
            },
      );
    }
  }
  return items;
}

export interface SubmitFlowDeps {
  readonly store: KeyValueStore;
  readonly dispatch: (action: WizardAction) => void;
  readonly navigate: (url: string) => void;
  readonly fetch: typeof fetch;
  readonly newKey: () => string;
  readonly log: SubmitDeps['log'];
}

/**
 * Submit on step 8: nothing is sent while a step has an error, a confirmation is missing or there is no
 * signature (the reasons in the error summary, the toast in the live region). Then the calls (loaded
 * now, not with the page): create, signed agreement, payment, and the gateway's page. A failure shows
 * "Submission Failed" with a retry; the answers stay in the form and the draft. The passport read and
 * the photo check of steps 1 and 2 (`checks`) go with the create call.
 */
export async function submitFlow(
  t: T,
  locale: LocaleCode,
  form: WizardForm,
  signature: string,
  deps: SubmitFlowDeps,
  checks: WizardFileChecks = {},
): Promise<void> {
  const { dispatch } = deps;
  let items: SummaryItem[];
  try {
    items = await applicationProblems(t, form, localToday());
  } catch {
    return dispatch({ type: 'submitFailed' });
  }
  const missing = missingRequirement(form, signature);
  if (missing === 'signature')
    items.push({ target: 'signature', text: t('journey.error.signature.required') });
  if (items.length > 0) {
    const toast =
      missing &&
      ({
        title: `wizard.toast.${missing}.title`,
        text: `wizard.toast.${missing}.text`,
      } as const);
    return dispatch({ type: 'submitRefused', items, toast: toast || undefined });
  }
  dispatch({ type: 'submitStarted' });
  let code;
  try {
    const [request, submit] = await Promise.all([
      import('../../../shared/wizard/request'),
      import('./wizard-submit'),
    ]);
    code = { request, submit };
  } catch {
    return dispatch({ type: 'submitFailed' });
  }
  // The server reads ISO dates (`2026-03-05`); the date fields keep what was typed (`2026-3-5`).
  const body = code.request.wizardApplicationRequest(withIsoDates(form), locale, checks);
  const outcome = await code.submit.submitWizard(
    { body, form, signature, locale },
    {
      fetch: deps.fetch,
      store: deps.store,
      newKey: deps.newKey,
      log: deps.log,
      sleep: (ms) => new Promise((resolve) => window.setTimeout(resolve, ms)),
    },
  );
  if (outcome.ok) {
    dispatch({ type: 'submitDone' });
    return deps.navigate(outcome.paymentUrl);
  }
  if (outcome.step === 'paid') return deps.navigate(localizePath('/kenya-eta-documents', locale));
  if (outcome.step === 'create' && outcome.outcome.kind === 'invalid') {
    const refused = outcome.outcome.issues.map((issue) => ({
      target: 'submit-application',
      text: t(issue.message as MessageKey),
    }));
    return dispatch({ type: 'submitFailed', items: refused });
  }
  return dispatch({ type: 'submitFailed', detail: outcome.step === 'payment' ? outcome.reason : undefined });
}
