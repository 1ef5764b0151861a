import {
  emptyWizardForm,
  type WizardFile,
  type WizardFileChecks,
  type WizardFileSlot,
  type WizardForm,
} from '../../../shared/wizard/form-data';
import { readRecord, writeJson, type KeyValueStore } from '../../lib/journey/storage';
import { isStepNumber, type WizardDraft } from './wizard-state';

/**
 * The wizard's same-device draft: every answer, the step and the signature in this browser's
 * localStorage under a key of its own (the group journey's keys are untouched), written on every
 * change and read when the page opens, so a reload, the back button or a failed submit loses nothing.
 */
export const wizardDraftKey = 'kenyaEtaWizard';

const fileSlots: readonly WizardFileSlot[] = [
  'passportFile',
  'photoFile',
  'flightBooking',
  'accommodationBooking',
  'invitationLetter',
  'employmentLetter',
  'bankStatement',
  'yellowFeverCertificate',
];

function fileOf(value: unknown): WizardFile | undefined {
  if (value === null || typeof value !== 'object') return undefined;
  const v = value as Record<string, unknown>;
  const ok =
    typeof v.key === 'string' &&
    typeof v.fileName === 'string' &&
    typeof v.size === 'number' &&
    typeof v.contentType === 'string';
  return ok
    ? {
        key: v.key as string,
        fileName: v.fileName as string,
        size: v.size as number,
        contentType: v.contentType as string,
      }
    : undefined;
}

/** The saved answers over the empty form: only known fields of the right type (another version, another tab). */
export function formOf(saved: Record<string, unknown>): WizardForm {
  const form = emptyWizardForm();
  const out: Record<string, unknown> = { ...form };
  for (const [name, empty] of Object.entries(form)) {
    const value = saved[name];
    if (name === 'files' || typeof value !== typeof empty) continue;
    out[name] = value;
  }
  const files: Partial<Record<WizardFileSlot, WizardFile>> = {};
  const savedFiles = saved.files !== null && typeof saved.files === 'object' ? saved.files : {};
  for (const slot of fileSlots) {
    const file = fileOf((savedFiles as Record<string, unknown>)[slot]);
    if (file) files[slot] = file;
  }
  out.files = files;
  return out as unknown as WizardForm;
}

const mrzText = /^[A-Z0-9<]{44}\n[A-Z0-9<]{44}$/;
const measureNames = ['width', 'height', 'faces', 'faceShare', 'offCentre', 'brightness', 'sharpness'];

type PhotoFileCheck = NonNullable<WizardFileChecks['photoFile']>;

function photoOf(value: unknown): PhotoFileCheck['photo'] | undefined {
  if (value === null || typeof value !== 'object') return undefined;
  const v = value as Record<string, unknown>;
  const measures = v.measures as Record<string, unknown> | null | undefined;
  const ok =
    Array.isArray(v.problems) &&
    v.problems.every((p) => typeof p === 'string') &&
    typeof v.faceDetection === 'boolean' &&
    typeof measures === 'object' &&
    measures !== null &&
    measureNames.every((m) => typeof measures[m] === 'number');
  return ok ? (v as unknown as PhotoFileCheck['photo']) : undefined;
}

/** The saved checks of steps 1 and 2, each only in the shape it was written in (the server checks them again). */
export function checksOf(saved: unknown): WizardFileChecks {
  const s = (saved !== null && typeof saved === 'object' ? saved : {}) as Record<
    string,
    Record<string, unknown>
  >;
  const passport = s.passportFile;
  const photo = s.photoFile;
  const photoCheck = photoOf(photo?.photo);
  return {
    ...(typeof passport?.fileKey === 'string' &&
    typeof passport.mrz === 'string' &&
    mrzText.test(passport.mrz)
      ? { passportFile: { fileKey: passport.fileKey, mrz: passport.mrz } }
      : {}),
    ...(typeof photo?.fileKey === 'string' && photoCheck
      ? { photoFile: { fileKey: photo.fileKey, photo: photoCheck } }
      : {}),
  };
}

export function readWizardDraft(store: KeyValueStore): WizardDraft | undefined {
  const saved = readRecord(store, wizardDraftKey);
  if (saved.form === null || typeof saved.form !== 'object') return undefined;
  const step = typeof saved.step === 'number' && isStepNumber(saved.step) ? saved.step : 1;
  const signature = typeof saved.signature === 'string' ? saved.signature : '';
  const checks = checksOf(saved.checks);
  return { step, form: formOf(saved.form as Record<string, unknown>), signature, checks };
}

/** Returns false when the store refused it (full, private mode): the page says the draft is not kept. */
export function writeWizardDraft(store: KeyValueStore, draft: WizardDraft): boolean {
  return writeJson(store, wizardDraftKey, { version: 1, ...draft });
}
