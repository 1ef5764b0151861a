import type { WizardForm, WizardIssue } from '../../../shared/wizard/form-data';
import type { T } from '../journey/i18n';

/**
 * What the wizard gives every step's component (steps 3 to 6 in `./steps/`): the answers, the
 * findings of the step's last Continue (inline errors and warnings), a way to change answers
 * (merged into the form and saved in the same-device draft) and the page's translator.
 */
export interface WizardStepProps {
  readonly form: WizardForm;
  readonly issues: readonly WizardIssue[];
  readonly onChange: (patch: Partial<WizardForm>) => void;
  readonly t: T;
}
