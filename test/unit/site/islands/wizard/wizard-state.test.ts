import { describe, expect, it } from 'vitest';
import { emptyWizardForm, type WizardIssue } from '../../../../../shared/wizard/form-data';
import { memoryStore } from '../../../../../site/lib/journey/storage';
import { stepHash, stepOfHash } from '../../../../../site/islands/wizard/StepList';
import {
  readWizardDraft,
  wizardDraftKey,
  writeWizardDraft,
} from '../../../../../site/islands/wizard/wizard-draft';
import {
  initialWizard,
  isSubmitBusy,
  wizardReducer,
  type WizardAction,
  type WizardState,
} from '../../../../../site/islands/wizard/wizard-state';

const run = (...actions: WizardAction[]) => actions.reduce(wizardReducer, initialWizard);
const error: WizardIssue = { field: 'email', message: 'wizard.toast.failed.text', level: 'error' };
const warning: WizardIssue = {
  field: 'passportExpiryDate',
  message: 'wizard.toast.failed.text',
  level: 'warning',
};
const file = {
  key: 'staged/abc/passport.png',
  fileName: 'passport.png',
  size: 2048,
  contentType: 'image/png',
};

describe('the wizard reducer', () => {
  it('starts on step 1 with the empty form (the pre-rendered page)', () => {
    expect(initialWizard.step).toBe(1);
    expect(initialWizard.form).toEqual(emptyWizardForm());
    expect(initialWizard.restored).toBe(false);
  });

  it('moves on when the step check finds nothing, and stays with the errors shown when it does', () => {
    const on = run({ type: 'continued', issues: [] });
    expect(on.step).toBe(2);
    const held = wizardReducer(on, { type: 'continued', issues: [error] });
    expect(held.step).toBe(2);
    expect(held.issues).toEqual([error]);
    expect(held.attempt).toBe(on.attempt + 1);
  });

  it('shows warnings once: the first Continue shows them, the next goes on', () => {
    const shown = run({ type: 'continued', issues: [warning] });
    expect(shown.step).toBe(1);
    expect(shown.issues).toEqual([warning]);
    expect(wizardReducer(shown, { type: 'continued', issues: [warning] }).step).toBe(2);
  });

  it('does not go past step 8 nor back before step 1', () => {
    expect(run({ type: 'back' }).step).toBe(1);
    const last = run({ type: 'wentTo', step: 8 });
    expect(wizardReducer(last, { type: 'continued', issues: [] }).step).toBe(8);
    expect(wizardReducer(last, { type: 'back' }).step).toBe(7);
  });

  it('jumps to any step from the list, leaving the previous step’s messages behind', () => {
    const state = run({ type: 'continued', issues: [error] }, { type: 'wentTo', step: 6 });
    expect(state.step).toBe(6);
    expect(state.issues).toEqual([]);
  });

  it('clears the message of a field as soon as it changes, keeping the others', () => {
    const other: WizardIssue = { ...error, field: 'phoneNumber' };
    const state = run(
      { type: 'continued', issues: [error, other] },
      { type: 'changed', patch: { email: 'a@b.co' } },
    );
    expect(state.form.email).toBe('a@b.co');
    expect(state.issues).toEqual([other]);
    const fileIssue: WizardIssue = { ...error, field: 'passportFile' };
    const uploaded = run(
      { type: 'continued', issues: [fileIssue] },
      { type: 'changed', patch: { files: { passportFile: file } } },
    );
    expect(uploaded.issues).toEqual([]);
  });

  it('restores the draft, the address’s step winning over the saved one', () => {
    const form = { ...emptyWizardForm(), firstName: 'Ann' };
    const restored = run({ type: 'restored', draft: { step: 4, form, signature: 'Ann Lee' } });
    expect(restored).toMatchObject({ step: 4, form, signature: 'Ann Lee', restored: true });
    expect(run({ type: 'restored', draft: { step: 4, form, signature: '' }, step: 2 }).step).toBe(2);
    expect(run({ type: 'restored' })).toMatchObject({ step: 1, restored: true, form: emptyWizardForm() });
  });

  it('submits once at a time, and a failure keeps every answer with a retry', () => {
    const form = { ...emptyWizardForm(), firstName: 'Ann' };
    const sending = run(
      { type: 'restored', draft: { step: 8, form, signature: 'Ann' } },
      { type: 'submitStarted' },
    );
    expect(isSubmitBusy(sending)).toBe(true);
    expect(wizardReducer(sending, { type: 'submitStarted' })).toBe(sending);
    const failed: WizardState = wizardReducer(sending, { type: 'submitFailed', detail: '502: gateway' });
    expect(failed.submit).toEqual({ name: 'failed', detail: '502: gateway' });
    expect(failed.toast).toBeUndefined();
    expect(failed.form).toEqual(form);
    expect(failed.signature).toBe('Ann');
    expect(isSubmitBusy(failed)).toBe(false);
    const again = wizardReducer(failed, { type: 'submitStarted' });
    expect(again.submit.name).toBe('sending');
    expect(wizardReducer(again, { type: 'submitDone' }).toast?.title).toBe('wizard.toast.submitted.title');
  });

  it('refuses a submit with its reasons and a toast, and focuses the summary again', () => {
    const items = [{ target: 'confirmTerms', text: 'Accept the terms' }];
    const toast = { title: 'wizard.toast.signature.title', text: 'wizard.toast.signature.text' } as const;
    const state = run({ type: 'submitRefused', items, toast });
    expect(state).toMatchObject({ summary: items, toast, attempt: 1, submit: { name: 'idle' } });
  });
});

describe('the step in the address', () => {
  it('names each step and reads it back', () => {
    expect(stepHash(3)).toBe('#step-contact');
    for (const step of [1, 2, 3, 4, 5, 6, 7, 8] as const) expect(stepOfHash(stepHash(step))).toBe(step);
    expect(stepOfHash('#step-nowhere')).toBeUndefined();
    expect(stepOfHash('')).toBeUndefined();
  });
});

describe('the same-device draft', () => {
  it('keeps every answer, the step, the files and the signature', () => {
    const store = memoryStore();
    const form = {
      ...emptyWizardForm(),
      email: 'ann@example.com',
      customsDeclaration: true,
      files: { passportFile: file },
    };
    expect(writeWizardDraft(store, { step: 5, form, signature: 'Ann Lee' })).toBe(true);
    expect(readWizardDraft(store)).toEqual({ step: 5, form, signature: 'Ann Lee', checks: {} });
  });

  it('reads nothing from an empty or corrupted store, and only known, well-typed answers', () => {
    expect(readWizardDraft(memoryStore())).toBeUndefined();
    expect(readWizardDraft(memoryStore({ [wizardDraftKey]: '{not json' }))).toBeUndefined();
    const saved = {
      step: 42,
      form: {
        email: 7,
        firstName: 'Ann',
        injected: 'x',
        files: { passportFile: { key: 1 }, photoFile: file },
      },
    };
    const draft = readWizardDraft(memoryStore({ [wizardDraftKey]: JSON.stringify(saved) }));
    expect(draft?.step).toBe(1);
    expect(draft?.form.firstName).toBe('Ann');
    expect(draft?.form.email).toBe('');
    expect(draft?.form).not.toHaveProperty('injected');
    expect(draft?.form.files).toEqual({ photoFile: file });
  });

  it('reports a store that refuses to save', () => {
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => undefined,
    };
    expect(writeWizardDraft(full, { step: 1, form: emptyWizardForm(), signature: '' })).toBe(false);
  });
});

describe('a slot’s file', () => {
  it('is merged into the files as they are now, and removed again', () => {
    const photo = { ...file, key: 'staged/photo/x.png' };
    const both = run(
      { type: 'fileChanged', slot: 'passportFile', file },
      { type: 'fileChanged', slot: 'photoFile', file: photo },
    );
    expect(both.form.files).toEqual({ passportFile: file, photoFile: photo });
    expect(wizardReducer(both, { type: 'fileChanged', slot: 'passportFile' }).form.files).toEqual({
      photoFile: photo,
    });
  });

  it('clears only that slot’s message', () => {
    const flight: WizardIssue = {
      field: 'flightBooking',
      message: 'wizard.toast.failed.text',
      level: 'error',
    };
    const hotel: WizardIssue = { ...flight, field: 'accommodationBooking' };
    const state = run(
      { type: 'continued', issues: [flight, hotel] },
      { type: 'fileChanged', slot: 'flightBooking', file },
    );
    expect(state.issues).toEqual([hotel]);
  });
});
