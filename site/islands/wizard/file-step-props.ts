import type { LocaleCode } from '../../../shared/locales';
import type { WizardFile, WizardFileSlot } from '../../../shared/wizard/form-data';
import type { WizardStepProps } from './step-props';
import type { UploadFile } from './WizardFileField';
import type { FileCheckResult } from './wizard-state';

/** What the file steps (1, 2 and 7) receive besides a step's props: the upload and the file changes. */
export interface FileStepProps extends WizardStepProps {
  readonly locale: LocaleCode;
  readonly upload: UploadFile;
  readonly onFile: (slot: WizardFileSlot, file: WizardFile | undefined) => void;
  /** A file was chosen for a slot (its check begins; the slot's earlier check no longer holds). */
  readonly onFileChosen: (slot: WizardFileSlot) => void;
  /** The browser's check of the file chosen last ended: kept with the file, sent with the create call. */
  readonly onChecked: (result: FileCheckResult) => void;
}
