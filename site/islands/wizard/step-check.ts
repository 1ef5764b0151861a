import { wizardSteps, type WizardForm, type WizardIssue } from '../../../shared/wizard/form-data';
import { checkWizardStep } from '../../../shared/wizard/rules';
import type { StepNumber } from './wizard-state';

/**
 * The check of Validate and Continue for a step: `checkWizardStep` of shared/wizard/rules.ts (spec §4,
 * §5), with today's date in the traveller's time zone.
 */
export function checkStep(step: StepNumber, form: WizardForm, today: string): WizardIssue[] {
  return checkWizardStep(wizardSteps[step - 1], form, today);
}
