import { wizardSteps, type WizardForm, type WizardIssue } from '../../../shared/wizard/form-data';
import type * as rules from '../../../shared/wizard/rules';
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

let pending: Promise<typeof rules> | undefined;

/**
 * The wizard's rules (shared/wizard/rules.ts with the upload rules' schema), loaded the first time a
 * step is checked, not with the page (its JS budget); a failed load is tried again on the next Continue.
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
 * §5) on the answers with ISO dates, with today's date in the traveller's time zone.
 */
export async function checkStep(step: StepNumber, form: WizardForm, today: string): Promise<WizardIssue[]> {
  const { checkWizardStep } = await loadRules();
  return checkWizardStep(wizardSteps[step - 1] ?? 'passport', withIsoDates(form), today);
}
