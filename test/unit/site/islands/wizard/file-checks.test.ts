import { describe, expect, it } from 'vitest';
import { emptyWizardForm, type WizardFile } from '../../../../../shared/wizard/form-data';
import type { PhotoCheck } from '../../../../../shared/passport/schemas';
import { memoryStore } from '../../../../../site/lib/journey/storage';
import {
  readWizardDraft,
  wizardDraftKey,
  writeWizardDraft,
} from '../../../../../site/islands/wizard/wizard-draft';
import {
  completeChecks,
  initialWizard,
  wizardReducer,
  type WizardAction,
} from '../../../../../site/islands/wizard/wizard-state';
import { specimenLines } from '../../../../support/mrz-lines';

const run = (...actions: WizardAction[]) => actions.reduce(wizardReducer, initialWizard);
const staged = (key: string): WizardFile => ({
  key: `staged/${key}`,
  fileName: `${key}.png`,
  size: 2048,
  contentType: 'image/png',
});
const mrz = specimenLines.join('\n');
const photo: PhotoCheck = {
  problems: ['tooDark'],
  faceDetection: true,
  measures: {
    width: 600,
    height: 800,
    faces: 1,
    faceShare: 0.4,
    offCentre: 0,
    brightness: 40,
    sharpness: 300,
  },
};
const chosen = (slot: 'passportFile' | 'photoFile'): WizardAction => ({ type: 'fileChosen', slot });
const uploaded = (slot: 'passportFile' | 'photoFile', file?: WizardFile): WizardAction => ({
  type: 'fileChanged',
  slot,
  file,
});
const read: WizardAction = { type: 'fileChecked', result: { slot: 'passportFile', mrz } };
const checked: WizardAction = { type: 'fileChecked', result: { slot: 'photoFile', photo } };

describe('the checks of steps 1 and 2', () => {
  it('tie the MRZ read and the photo check to the staged file, whichever ends first', () => {
    const state = run(
      chosen('passportFile'),
      read,
      uploaded('passportFile', staged('a')),
      chosen('photoFile'),
      uploaded('photoFile', staged('p')),
      checked,
    );
    expect(completeChecks(state.form, state.checks)).toEqual({
      passportFile: { fileKey: 'staged/a', mrz },
      photoFile: { fileKey: 'staged/p', photo },
    });
  });

  it('are not complete before both the upload and the check ended', () => {
    const uploadOnly = run(chosen('passportFile'), uploaded('passportFile', staged('a')));
    expect(completeChecks(uploadOnly.form, uploadOnly.checks)).toEqual({});
    const readOnly = run(chosen('passportFile'), read);
    expect(completeChecks(readOnly.form, readOnly.checks)).toEqual({});
  });

  it('drop a check when its file is replaced or removed, and ignore a result after a removal', () => {
    const first = run(chosen('passportFile'), read, uploaded('passportFile', staged('a')));
    // Another page chosen and uploaded: the first reading no longer holds.
    const replaced = [chosen('passportFile'), uploaded('passportFile', staged('b'))].reduce(
      wizardReducer,
      first,
    );
    expect(completeChecks(replaced.form, replaced.checks)).toEqual({});
    const removed = wizardReducer(first, uploaded('passportFile'));
    expect(removed.checks).toEqual({});
    expect(wizardReducer(removed, read).checks).toEqual({});
  });

  it("keep the held file's check when the upload of its replacement fails, and drop it once one uploads", () => {
    const first = run(chosen('passportFile'), read, uploaded('passportFile', staged('a')));
    const held = completeChecks(first.form, first.checks);
    // Another page chosen and read, but S3 refused it: the form still holds the first page, and its check.
    const failed = [chosen('passportFile'), read].reduce(wizardReducer, first);
    expect(failed.form.files.passportFile?.key).toBe('staged/a');
    expect(completeChecks(failed.form, failed.checks)).toEqual(held);
    // A third try uploads: the first page's check is gone, the new one is kept once it is read.
    const third = [chosen('passportFile'), uploaded('passportFile', staged('c'))].reduce(
      wizardReducer,
      failed,
    );
    expect(completeChecks(third.form, third.checks)).toEqual({});
    expect(completeChecks(third.form, wizardReducer(third, read).checks)).toEqual({
      passportFile: { fileKey: 'staged/c', mrz },
    });
    // The same for the photo.
    const photoFirst = run(chosen('photoFile'), uploaded('photoFile', staged('p')), checked);
    const photoFailed = wizardReducer(photoFirst, chosen('photoFile'));
    expect(completeChecks(photoFailed.form, photoFailed.checks)).toEqual({
      photoFile: { fileKey: 'staged/p', photo },
    });
  });

  it('send nothing for a check of a file the form no longer holds (a failed upload of another)', () => {
    const state = run(chosen('photoFile'), uploaded('photoFile', staged('p')), checked);
    const form = { ...state.form, files: { photoFile: staged('q') } };
    expect(completeChecks(form, state.checks)).toEqual({});
  });

  it('are kept in the same-device draft and restored, a malformed one left out', () => {
    const store = memoryStore();
    const state = run(chosen('passportFile'), read, uploaded('passportFile', staged('a')));
    const checks = completeChecks(state.form, state.checks);
    writeWizardDraft(store, { step: 2, form: state.form, signature: '', checks });
    const restored = run({ type: 'restored', draft: readWizardDraft(store) });
    expect(completeChecks(restored.form, restored.checks)).toEqual(checks);

    const saved = {
      step: 2,
      form: { ...emptyWizardForm(), files: { passportFile: staged('a'), photoFile: staged('p') } },
      checks: {
        passportFile: { fileKey: 'staged/a', mrz: 'P<UTO\nL898' },
        photoFile: { fileKey: 'staged/p', photo: { ...photo, measures: { width: 'wide' } } },
      },
    };
    const draft = readWizardDraft(memoryStore({ [wizardDraftKey]: JSON.stringify(saved) }));
    expect(draft?.checks).toEqual({});
  });
});
