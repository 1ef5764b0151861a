import type { MessageKey } from '../../../shared/i18n/types';
import type { SummaryItem } from '../form-kit/ErrorSummary';

/*
 * The check-your-answers page's submit as a pure reducer (as the chat's visitor-chat-state.ts): checking
 * the answers, saving, sending the agreement and confirmation, and what the traveller sees when a step
 * fails. The page dispatches what happened; the tests drive it without a browser.
 */
export type CheckAnswersPhase =
  | { readonly name: 'idle' }
  | { readonly name: 'checking' }
  | { readonly name: 'saving' }
  | { readonly name: 'sending' }
  | { readonly name: 'failed'; readonly message: MessageKey }
  | { readonly name: 'invalid'; readonly items: readonly SummaryItem[] };

export interface CheckAnswersState {
  readonly phase: CheckAnswersPhase;
  /** Counts refused submits: the error summary takes focus each time it changes. */
  readonly attempt: number;
}

export type CheckAnswersAction =
  /** Submit pressed: the checks and API calls are being loaded. */
  | { readonly type: 'submitted' }
  /** The code of the checks could not be loaded (offline): nothing was sent. */
  | { readonly type: 'unavailable' }
  /** The answers have problems (by the shared schema here, or the server's 400): linked to their fields. */
  | { readonly type: 'refused'; readonly items: readonly SummaryItem[] }
  | { readonly type: 'valid' }
  | { readonly type: 'saveFailed'; readonly kind: 'network' | 'server' }
  | { readonly type: 'saved' };

export const initialCheckAnswers: CheckAnswersState = { phase: { name: 'idle' }, attempt: 0 };

/** Checking, saving or sending: Submit is disabled and a second press does nothing. */
export const isBusy = ({ phase }: CheckAnswersState) =>
  phase.name === 'checking' || phase.name === 'saving' || phase.name === 'sending';

/** The polite status line under Submit while the application is being saved or sent. */
export function statusKey({ phase }: CheckAnswersState): MessageKey | undefined {
  if (phase.name === 'saving') return 'flow.check.saving';
  if (phase.name === 'sending') return 'flow.check.sending';
  return undefined;
}

export function checkAnswersReducer(state: CheckAnswersState, action: CheckAnswersAction): CheckAnswersState {
  switch (action.type) {
    case 'submitted':
      return isBusy(state) ? state : { ...state, phase: { name: 'checking' } };
    case 'unavailable':
      return { ...state, phase: { name: 'failed', message: 'flow.check.networkError' } };
    case 'refused':
      return { phase: { name: 'invalid', items: action.items }, attempt: state.attempt + 1 };
    case 'valid':
      return { ...state, phase: { name: 'saving' } };
    case 'saveFailed':
      return {
        ...state,
        phase: {
          name: 'failed',
          message: action.kind === 'network' ? 'flow.check.networkError' : 'flow.check.serverError',
        },
      };
    case 'saved':
      return { ...state, phase: { name: 'sending' } };
  }
}
