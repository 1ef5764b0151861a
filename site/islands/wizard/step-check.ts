import { wizardSteps, type WizardForm, type WizardIssue } from '../../../shared/wizard/form-data';
import type * as rules from '../../../shared/wizard/rules';
import type { StepNumber } from './wizard-state';

let pending: Promise<typeof rules> | undefined;

/**
 * The wizard's rules (shared/wizard/rules.ts with the upload rules' schema), loaded the first time a
 * step is checked, not with the page; a failed load is tried again on the next Continue.
 */
export function loadRules(): Promise<typeof rules> {
  pending ??= import('../../../shared/wizard/rules').catch((error: unknown) => {
    pending = undefined;
    throw error;
  });
  return pending;
}

/**
 * The check of Validate and Continue for a step: `checkWizardStep` of shared/wizard/rules.ts (spec §4,
 * §5), with today's date in the traveller's time zone.
 */
export async function checkStep(step: StepNumber, form: WizardForm, today: string): Promise<WizardIssue[]> {
  const { checkWizardStep } = await loadRules();
  return checkWizardStep(wizardSteps[step - 1] ?? 'passport', form, today);
}
