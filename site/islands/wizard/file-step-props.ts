import type { LocaleCode } from '../../../shared/locales';
import type { WizardFile, WizardFileSlot } from '../../../shared/wizard/form-data';
import type { WizardStepProps } from './step-props';
import type { UploadFile } from './WizardFileField';

/** What the file steps (1, 2 and 7) receive besides a step's props: the upload and the file changes. */
export interface FileStepProps extends WizardStepProps {
  readonly locale: LocaleCode;
  readonly upload: UploadFile;
  readonly onFile: (slot: WizardFileSlot, file: WizardFile | undefined) => void;
}
