import {
  emptyWizardForm,
  wizardStepCount,
  type WizardCheckedSlot,
  type WizardFile,
  type WizardFileChecks,
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

/**
 * The checks of steps 1 and 2 as they happen: a file is chosen (the check begins, with neither key nor
 * result), S3 accepts it (its staged key) and the browser's check ends (the MRZ read, the photo's
 * findings), in either order. Only a check with both, of the file the form holds, is kept and sent.
 */
export type WizardCheckState = {
  readonly [S in WizardCheckedSlot]?: Partial<NonNullable<WizardFileChecks[S]>> & {
    /**
     * The complete check of the file the slot held when another was chosen: it still holds while that
     * file stays in the form (the new one's upload failed or has not ended yet).
     */
    readonly previous?: NonNullable<WizardFileChecks[S]>;
  };
};

/** What a check of a chosen file found (the MRZ of a passport page, the photo's findings). */
export type FileCheckResult =
  | { readonly slot: 'passportFile'; readonly mrz: string }
  | { readonly slot: 'photoFile'; readonly photo: NonNullable<WizardFileChecks['photoFile']>['photo'] };

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
  /** The passport read and the photo check of the files of steps 1 and 2 (sent with the create call). */
  readonly checks: WizardCheckState;
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
  /** The complete checks of the files the form holds (older drafts have none). */
  readonly checks?: WizardFileChecks;
}

export type WizardAction =
  /** The draft read after mount (undefined: none), and the step the address asks for, if any. */
  | { readonly type: 'restored'; readonly draft?: WizardDraft; readonly step?: StepNumber }
  | { readonly type: 'changed'; readonly patch: Partial<WizardForm> }
  /** A slot's file uploaded (or removed): merged into the files as they are now, not as they were. */
  | { readonly type: 'fileChanged'; readonly slot: WizardFileSlot; readonly file?: WizardFile }
  /** A file was chosen for a slot (before it uploads): the slot's earlier check no longer holds. */
  | { readonly type: 'fileChosen'; readonly slot: WizardFileSlot }
  /** The browser's check of the file chosen last for the slot ended. */
  | { readonly type: 'fileChecked'; readonly result: FileCheckResult }
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
  checks: {},
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

const isCheckedSlot = (slot: WizardFileSlot): slot is WizardCheckedSlot =>
  slot === 'passportFile' || slot === 'photoFile';

function without(checks: WizardCheckState, slot: WizardCheckedSlot): WizardCheckState {
  const { [slot]: _dropped, ...others } = checks;
  return others;
}

/** A slot's file changed: a begun check takes its key; a check of another file is dropped. */
function checksWithFile(checks: WizardCheckState, slot: WizardFileSlot, file?: WizardFile): WizardCheckState {
  if (!isCheckedSlot(slot)) return checks;
  const check = checks[slot];
  if (!file || !check) return without(checks, slot);
  if (check.fileKey === undefined) {
    // The chosen file is the slot's now: the check of the file it replaced no longer holds.
    const { previous: _replaced, ...begun } = check;
    return { ...checks, [slot]: { ...begun, fileKey: file.key } };
  }
  return check.fileKey === file.key ? checks : without(checks, slot);
}

function checksWithResult(checks: WizardCheckState, result: FileCheckResult): WizardCheckState {
  // Only a begun check (a file chosen, not removed since) takes a result.
  if (result.slot === 'passportFile')
    return checks.passportFile
      ? { ...checks, passportFile: { ...checks.passportFile, mrz: result.mrz } }
      : checks;
  return checks.photoFile ? { ...checks, photoFile: { ...checks.photoFile, photo: result.photo } } : checks;
}

/**
 * The complete checks of the files the form holds: what the draft keeps and the create call sends. A
 * slot whose newly chosen file has not replaced the held one (its upload failed, or is still going)
 * keeps the held file's check.
 */
export function completeChecks(form: WizardForm, checks: WizardCheckState): WizardFileChecks {
  const passport = checks.passportFile;
  const photo = checks.photoFile;
  const held = (slot: WizardCheckedSlot, key: string | undefined) =>
    key !== undefined && form.files[slot]?.key === key;
  const passportCheck =
    held('passportFile', passport?.fileKey) && passport?.mrz
      ? { fileKey: passport.fileKey ?? '', mrz: passport.mrz }
      : held('passportFile', passport?.previous?.fileKey)
        ? passport?.previous
        : undefined;
  const photoCheck =
    held('photoFile', photo?.fileKey) && photo?.photo
      ? { fileKey: photo.fileKey ?? '', photo: photo.photo }
      : held('photoFile', photo?.previous?.fileKey)
        ? photo?.previous
        : undefined;
  return {
    ...(passportCheck ? { passportFile: passportCheck } : {}),
    ...(photoCheck ? { photoFile: photoCheck } : {}),
  };
}

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'restored': {
      const draft = action.draft;
      const base = draft
        ? {
            ...state,
            form: draft.form,
            signature: draft.signature,
            step: draft.step,
            checks: completeChecks(draft.form, draft.checks ?? {}),
          }
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
      const checks = checksWithFile(state.checks, action.slot, action.file);
      return { ...state, form: { ...state.form, files }, issues, checks };
    }
    case 'fileChosen': {
      if (!isCheckedSlot(action.slot)) return state;
      // A new check begins; the held file's complete check is kept aside until the new file replaces it.
      const previous = completeChecks(state.form, state.checks)[action.slot];
      return { ...state, checks: { ...state.checks, [action.slot]: previous ? { previous } : {} } };
    }
    case 'fileChecked':
      return { ...state, checks: checksWithResult(state.checks, action.result) };
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
