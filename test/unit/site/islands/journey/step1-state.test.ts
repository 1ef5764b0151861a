import { describe, expect, it } from 'vitest';
import {
  canContinue,
  initialStep1,
  step1FieldId,
  step1Reducer,
  type Step1Action,
} from '../../../../../site/islands/journey/step1-state';
import { validStep1 } from '../../lib/journey/fixtures';

const run = (actions: Step1Action[]) => actions.reduce(step1Reducer, initialStep1);

describe('step 1, step by step', () => {
  it('shows the stored answers until one changes, then the changed answers', () => {
    expect(initialStep1.draft).toBeUndefined();
    const state = run([
      { type: 'changed', from: validStep1, field: 'contactEmail', value: 'amina@example.com' },
    ]);
    expect(state.draft).toEqual({ ...validStep1, contactEmail: 'amina@example.com' });
  });

  it('counts each refused Continue so that the summary takes focus again; a clean check does not', () => {
    const errors = { contactEmail: 'Enter an email address', etaType: 'Select the eTA type' };
    const refused = run([
      { type: 'checked', errors },
      { type: 'checked', errors },
    ]);
    expect(refused.attempt).toBe(2);
    expect(canContinue(refused)).toBe(false);
    const clean = step1Reducer(refused, { type: 'checked', errors: {} });
    expect(clean.attempt).toBe(2);
    expect(canContinue(clean)).toBe(true);
  });

  it('clears the message of the answer being corrected and keeps the others', () => {
    const errors = { contactEmail: 'Enter an email address', etaType: 'Select the eTA type' };
    const state = run([
      { type: 'checked', errors },
      { type: 'changed', from: validStep1, field: 'contactEmail', value: 'a' },
    ]);
    expect(state.errors).toEqual({ contactEmail: undefined, etaType: 'Select the eTA type' });
    expect(state.attempt).toBe(1);
  });

  it('says when the checks could not load, until a check succeeds', () => {
    const offline = run([{ type: 'checkUnavailable' }]);
    expect(offline.unavailable).toBe(true);
    expect(canContinue(offline)).toBe(false);
    expect(step1Reducer(offline, { type: 'checked', errors: {} }).unavailable).toBe(false);
  });

  it('links radios’ errors to their first radio and the other fields to their input', () => {
    expect(step1FieldId('etaType')).toBe('etaType-0');
    expect(step1FieldId('transportationMethod')).toBe('transportationMethod-0');
    expect(step1FieldId('contactEmail')).toBe('contactEmail');
  });
});
