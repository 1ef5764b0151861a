import type { SiteKey } from '../i18n/types';
import type { WizardFileSlot } from './form-data';

/**
 * What each of the wizard's file slots accepts (spec §5 "Upload-form messages" and "Wizard documents
 * step"): at most 5 MB; the passport bio page as an image or PDF, the photo as JPEG or PNG, the six
 * documents as PDF, JPEG or PNG. The page checks a file when it is chosen, the rules check the staged
 * file again before Continue, and the server checks the bytes.
 */
export const wizardMaxFileBytes = 5 * 1024 * 1024;

const pdf = 'application/pdf';
const jpeg = 'image/jpeg';
const png = 'image/png';

export interface WizardFileRule {
  readonly contentTypes: readonly string[];
  /** The message when the type is not accepted (the spec's own wording per slot). */
  readonly typeMessage: SiteKey;
}

const passportRule: WizardFileRule = {
  contentTypes: [jpeg, png, pdf],
  typeMessage: 'wizard.error.file.passportType',
};
const photoRule: WizardFileRule = { contentTypes: [jpeg, png], typeMessage: 'wizard.error.file.photoType' };
const documentRule: WizardFileRule = {
  contentTypes: [pdf, jpeg, png],
  typeMessage: 'wizard.error.file.documentType',
};

export const wizardFileRules: Readonly<Record<WizardFileSlot, WizardFileRule>> = {
  passportFile: passportRule,
  photoFile: photoRule,
  flightBooking: documentRule,
  accommodationBooking: documentRule,
  invitationLetter: documentRule,
  employmentLetter: documentRule,
  bankStatement: documentRule,
  yellowFeverCertificate: documentRule,
};

/** The `accept` attribute of a slot's file input. */
export function acceptFor(slot: WizardFileSlot): string {
  return wizardFileRules[slot].contentTypes.join(',');
}

/** A chosen or staged file's problem for a slot (a message key), or undefined when it is accepted. */
export function wizardFileProblem(
  slot: WizardFileSlot,
  file: { readonly size: number; readonly contentType: string },
): SiteKey | undefined {
  const rule = wizardFileRules[slot];
  if (!rule.contentTypes.includes(file.contentType)) return rule.typeMessage;
  if (file.size <= 0) return 'documents.errors.empty';
  if (file.size > wizardMaxFileBytes) return 'wizard.error.file.tooLarge';
  return undefined;
}
