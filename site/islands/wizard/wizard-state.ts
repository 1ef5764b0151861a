import {
  emptyWizardForm,
  wizardStepCount,
  type WizardFile,
  type WizardFileSlot,
  type WizardForm,
  type WizardIssue,
} from '../../../shared/wizard/form-data';
import type { SiteKey } from '../../../shared/i18n/types';
import type { SummaryItem } from '../form-kit/ErrorSummary';

/*
 * The eight-step wizard as a pure reducer (as check-answers-state.ts): the step shown, every answer,
 * the problems shown for the step, the signature and the submit's progress. The page dispatches what
 * happened (the step checks of shared/wizard/rules.ts run outside, their findings come in the actions);
 * the tests drive it without a browser.
 */

/** Steps are numbered 1 to 8, as the traveller sees them. */
export type StepNumber = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

export type SubmitPhase =
  | { readonly name: 'idle' }
  /** Submit pressed: creating, signing, asking for the payment; the button is busy. */
  | { readonly name: 'sending' }
  /** The payment page is opening: nothing more to do here. */
  | { readonly name: 'redirecting' }
  /** A call failed: "Submission Failed" with a retry; every answer is still in the form. */
  | { readonly name: 'failed'; readonly detail?: string };

/** A polite live-region message (spec §8's toasts): a title and its text. */
export interface Toast {
  readonly title: SiteKey;
  readonly text: SiteKey;
}

export interface WizardState {
  readonly step: StepNumber;
  readonly form: WizardForm;
  /** A PNG data URL (drawn) or the typed name; kept apart from the answers like the group journey's. */
  readonly signature: string;
  /** The findings of the last Continue on this step (errors and warnings), shown inline. */
  readonly issues: readonly WizardIssue[];
  /** Problems of the whole application found on Submit, linked to their steps (error summary). */
  readonly summary: readonly SummaryItem[];
  /** Counts refused Continues and Submits: the error summary takes focus each time it changes. */
  readonly attempt: number;
  readonly submit: SubmitPhase;
  readonly toast?: Toast;
  /** The same-device draft was read (the page saves only after it, so it never overwrites it). */
  readonly restored: boolean;
}

/** What the same-device draft holds (site/islands/wizard/wizard-draft.ts). */
export interface WizardDraft {
  readonly step: StepNumber;
  readonly form: WizardForm;
  readonly signature: string;
}

export type WizardAction =
  /** The draft read after mount (undefined: none), and the step the address asks for, if any. */
  | { readonly type: 'restored'; readonly draft?: WizardDraft; readonly step?: StepNumber }
  | { readonly type: 'changed'; readonly patch: Partial<WizardForm> }
  /** A slot's file uploaded (or removed): merged into the files as they are now, not as they were. */
  | { readonly type: 'fileChanged'; readonly slot: WizardFileSlot; readonly file?: WizardFile }
  | { readonly type: 'signed'; readonly signature: string }
  /** The step list, a Change link or the browser's back button. */
  | { readonly type: 'wentTo'; readonly step: StepNumber }
  | { readonly type: 'back' }
  /** Validate and Continue, with what `checkWizardStep` found on the current step. */
  | { readonly type: 'continued'; readonly issues: readonly WizardIssue[] }
  /** The rules could not be loaded (offline): the step stays, the traveller is told, nothing is lost. */
  | { readonly type: 'checkUnavailable' }
  /** Submit refused before any call (a confirmation, the signature, a step's errors). */
  | { readonly type: 'submitRefused'; readonly items: readonly SummaryItem[]; readonly toast?: Toast }
  | { readonly type: 'submitStarted' }
  | { readonly type: 'submitFailed'; readonly detail?: string; readonly items?: readonly SummaryItem[] }
  | { readonly type: 'submitDone' };

export const initialWizard: WizardState = {
  step: 1,
  form: emptyWizardForm(),
  signature: '',
  issues: [],
  summary: [],
  attempt: 0,
  submit: { name: 'idle' },
  restored: false,
};

export const isStepNumber = (n: number): n is StepNumber =>
  Number.isInteger(n) && n >= 1 && n <= wizardStepCount;

export const hasErrors = (issues: readonly WizardIssue[]) => issues.some((i) => i.level === 'error');

const sameIssues = (a: readonly WizardIssue[], b: readonly WizardIssue[]) =>
  a.length === b.length && a.every((x, i) => x.field === b[i]?.field && x.message === b[i]?.message);

/** A new step: its problems are not shown until its own Continue. */
const onStep = (state: WizardState, step: StepNumber): WizardState => ({
  ...state,
  step,
  issues: [],
  summary: state.submit.name === 'failed' ? state.summary : [],
  toast: undefined,
});

export const isSubmitBusy = (state: WizardState) =>
  state.submit.name === 'sending' || state.submit.name === 'redirecting';

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'restored': {
      const draft = action.draft;
      const base = draft
        ? { ...state, form: draft.form, signature: draft.signature, step: draft.step }
        : state;
      return { ...base, step: action.step ?? base.step, restored: true };
    }
    case 'changed': {
      // A changed answer loses its message at once; the others stay until the next Continue.
      const fields = new Set<string>(Object.keys(action.patch));
      if (action.patch.files) for (const slot of Object.keys(action.patch.files)) fields.add(slot);
      return {
        ...state,
        form: { ...state.form, ...action.patch },
        issues: state.issues.filter((i) => !fields.has(i.field)),
      };
    }
    case 'fileChanged': {
      const { [action.slot]: _old, ...others } = state.form.files;
      const files = action.file ? { ...others, [action.slot]: action.file } : others;
      const issues = state.issues.filter((i) => i.field !== action.slot);
      return { ...state, form: { ...state.form, files }, issues };
    }
    case 'signed':
      return { ...state, signature: action.signature };
    case 'wentTo':
      return action.step === state.step ? state : onStep(state, action.step);
    case 'back':
      return state.step > 1 ? onStep(state, (state.step - 1) as StepNumber) : state;
    case 'continued': {
      if (hasErrors(action.issues)) {
        return { ...state, issues: action.issues, attempt: state.attempt + 1 };
      }
      // Warnings do not block, but are seen once: the first Continue shows them, the next goes on.
      if (action.issues.length > 0 && !sameIssues(action.issues, state.issues)) {
        return { ...state, issues: action.issues };
      }
      return state.step < wizardStepCount ? onStep(state, (state.step + 1) as StepNumber) : state;
    }
    case 'checkUnavailable':
      return { ...state, toast: { title: 'wizard.toast.offline.title', text: 'wizard.toast.offline.text' } };
    case 'submitRefused':
      return {
        ...state,
        summary: action.items,
        toast: action.toast,
        attempt: state.attempt + 1,
        submit: { name: 'idle' },
      };
    case 'submitStarted':
      return isSubmitBusy(state)
        ? state
        : { ...state, submit: { name: 'sending' }, summary: [], toast: undefined };
    case 'submitFailed':
      return {
        ...state,
        submit: { name: 'failed', detail: action.detail },
        summary: action.items ?? [],
        // "Submission Failed" is the error summary's (an alert, with the retry): no second message.
        toast: undefined,
        attempt: state.attempt + 1,
      };
    case 'submitDone':
      return {
        ...state,
        submit: { name: 'redirecting' },
        toast: { title: 'wizard.toast.submitted.title', text: 'wizard.toast.submitted.text' },
      };
  }
}
