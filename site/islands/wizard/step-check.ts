import { wizardSteps, type WizardForm, type WizardIssue } from '../../../shared/wizard/form-data';
import type { StepNumber } from './wizard-state';

/**
 * The check of Validate and Continue for a step: `checkWizardStep` of shared/wizard/rules.ts (spec §4,
 * §5), with today's date in the traveller's time zone.
 */
export function checkStep(step: StepNumber, form: WizardForm, today: string): WizardIssue[] {
  const id = wizardSteps[step - 1];
  // Until the rules module lands (branch wizard-rules), step 1 and 2 check their required files here.
  void today;
  if (id === 'passport' && !form.files.passportFile)
    return [{ field: 'passportFile', message: 'wizard.upload.error.passportRequired', level: 'error' }];
  if (id === 'photo' && !form.files.photoFile)
    return [{ field: 'photoFile', message: 'wizard.upload.error.photoRequired', level: 'error' }];
  return [];
}
