import type { Step1Draft, Step1Field } from '../../lib/journey/draft';

/*
 * Step 1's form as a pure reducer (as the chat's visitor-chat-state.ts): the answers being typed, the
 * problems the shared schema found on Continue, and the counter that refocuses the error summary.
 * Saving the draft and leaving for the next page stay in the component.
 */
export type Step1Errors = Partial<Record<Step1Field, string>>;

export interface Step1State {
  /** The answers once the traveller changed one; until then the stored draft is shown. */
  readonly draft?: Step1Draft;
  /** Translated, by field. */
  readonly errors: Step1Errors;
  /** Counts refused Continues: the error summary takes focus each time it changes. */
  readonly attempt: number;
  /** The checks could not be loaded (offline): the traveller is told, nothing is lost. */
  readonly unavailable: boolean;
}

export type Step1Action =
  /** `from` is what the form shows now (the stored draft before the first change). */
  | {
      readonly type: 'changed';
      readonly from: Step1Draft;
      readonly field: Step1Field;
      readonly value: string;
    }
  | { readonly type: 'checked'; readonly errors: Step1Errors }
  | { readonly type: 'checkUnavailable' };

export const initialStep1: Step1State = { errors: {}, attempt: 0, unavailable: false };

/** The id of a step-1 field's input (radios: the first radio), the target of error and Change links. */
export const step1FieldId = (field: Step1Field) =>
  field === 'etaType' || field === 'transportationMethod' ? `${field}-0` : field;

/** The problems are cleared: Continue may go on to the next page. */
export const canContinue = (state: Step1State) =>
  !state.unavailable && Object.values(state.errors).every((e) => e === undefined);

export function step1Reducer(state: Step1State, action: Step1Action): Step1State {
  switch (action.type) {
    case 'changed': {
      const draft = { ...action.from, [action.field]: action.value };
      // A corrected answer loses its message at once; the others stay until the next Continue.
      const errors = state.errors[action.field]
        ? { ...state.errors, [action.field]: undefined }
        : state.errors;
      return { ...state, draft, errors };
    }
    case 'checked': {
      const refused = Object.values(action.errors).some((e) => e !== undefined);
      return {
        ...state,
        errors: action.errors,
        unavailable: false,
        attempt: refused ? state.attempt + 1 : state.attempt,
      };
    }
    case 'checkUnavailable':
      return { ...state, unavailable: true };
  }
}
