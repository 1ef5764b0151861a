import { describe, expect, it } from 'vitest';
import {
  checkAnswersReducer,
  initialCheckAnswers,
  isBusy,
  statusKey,
  type CheckAnswersAction,
} from '../../../../../site/islands/journey/check-answers-state';

const run = (actions: CheckAnswersAction[]) => actions.reduce(checkAnswersReducer, initialCheckAnswers);
const items = [{ target: 'applicant-1-firstName', text: 'Enter a first name', href: '/kenya-eta-details#x' }];

describe('the check-answers submit, step by step', () => {
  it('goes checking → saving → sending, busy all along, with the status line of each step', () => {
    const checking = run([{ type: 'submitted' }]);
    expect(checking.phase).toEqual({ name: 'checking' });
    expect(isBusy(checking)).toBe(true);
    expect(statusKey(checking)).toBeUndefined();
    const saving = checkAnswersReducer(checking, { type: 'valid' });
    expect(statusKey(saving)).toBe('flow.check.saving');
    const sending = checkAnswersReducer(saving, { type: 'saved' });
    expect(statusKey(sending)).toBe('flow.check.sending');
    expect(isBusy(sending)).toBe(true);
  });

  it('ignores a second press while busy', () => {
    const saving = run([{ type: 'submitted' }, { type: 'valid' }]);
    expect(checkAnswersReducer(saving, { type: 'submitted' })).toBe(saving);
  });

  it('counts each refusal so that the error summary takes focus again, and keeps the linked items', () => {
    const once = run([{ type: 'submitted' }, { type: 'refused', items }]);
    expect(once).toEqual({ phase: { name: 'invalid', items }, attempt: 1 });
    expect(isBusy(once)).toBe(false);
    const twice = run([
      { type: 'submitted' },
      { type: 'refused', items },
      { type: 'submitted' },
      { type: 'refused', items },
    ]);
    expect(twice.attempt).toBe(2);
  });

  it('says a network problem when the checks cannot load or the save does not reach the server', () => {
    expect(run([{ type: 'submitted' }, { type: 'unavailable' }]).phase).toEqual({
      name: 'failed',
      message: 'flow.check.networkError',
    });
    expect(
      run([{ type: 'submitted' }, { type: 'valid' }, { type: 'saveFailed', kind: 'network' }]).phase,
    ).toEqual({
      name: 'failed',
      message: 'flow.check.networkError',
    });
  });

  it('says a server problem on a 5xx, and lets the traveller retry from there', () => {
    const failed = run([{ type: 'submitted' }, { type: 'valid' }, { type: 'saveFailed', kind: 'server' }]);
    expect(failed.phase).toEqual({ name: 'failed', message: 'flow.check.serverError' });
    expect(isBusy(failed)).toBe(false);
    expect(checkAnswersReducer(failed, { type: 'submitted' }).phase).toEqual({ name: 'checking' });
  });
});
