import { wizardSteps, type WizardForm, type WizardIssue } from '../../../shared/wizard/form-data';
import { checkWizardStep } from '../../../shared/wizard/rules';
import { normalizeDateValue } from '../../lib/journey/date-parts';
import type { StepNumber } from './wizard-state';

/** The answers typed as day, month and year (kept as typed: `2026-3-5` while the traveller types). */
const dateAnswers = [
  'dateOfBirth',
  'passportIssueDate',
  'passportExpiryDate',
  'arrivalDate',
  'departureDate',
  'lastVisitDate',
] as const satisfies readonly (keyof WizardForm)[];

/** The answers with every complete, real date in ISO form (`2026-03-05`), as the rules read dates. */
export function withIsoDates(form: WizardForm): WizardForm {
  const next = { ...form };
  for (const field of dateAnswers) next[field] = normalizeDateValue(form[field]);
  return next;
}

/**
 * The check of Validate and Continue for a step: `checkWizardStep` of shared/wizard/rules.ts (spec §4,
 * §5) on the answers with ISO dates, with today's date in the traveller's time zone.
 */
export function checkStep(step: StepNumber, form: WizardForm, today: string): WizardIssue[] {
  return checkWizardStep(wizardSteps[step - 1] ?? 'passport', withIsoDates(form), today);
}
