import type { WizardField, WizardIssue } from '../../../shared/wizard/form-data';
import type { SummaryItem } from '../form-kit/ErrorSummary';
import type { T } from '../journey/i18n';

/** Fields whose control is a date (DateField): errors link to the day, `${field}-day`. */
const dateFields: ReadonlySet<WizardField> = new Set<WizardField>([
  'dateOfBirth',
  'passportIssueDate',
  'passportExpiryDate',
  'arrivalDate',
  'departureDate',
  'lastVisitDate',
]);

/** Fields asked as radios (RadioGroup): errors link to the first radio, `${field}-0`. */
const radioFields: ReadonlySet<WizardField> = new Set<WizardField>([
  'gender',
  'accommodationType',
  'previousVisitToKenya',
  'convictedOfCrime',
  'deniedVisa',
  'carryingCash',
  'carryingGoods',
  'carryingMedicine',
  'carryingWeapons',
  'carryingDrugs',
  'carryingAnimals',
]);

/**
 * The id of a wizard field's control, the target of the error summary's links: the field's name
 * (`email`, `passportFile`), a date's day (`arrivalDate-day`) or a radio group's first radio
 * (`carryingCash-0`), the form kit's conventions. Every step's component gives its fields these ids.
 */
export function wizardFieldTarget(field: WizardField): string {
  if (dateFields.has(field)) return `${field}-day`;
  if (radioFields.has(field)) return `${field}-0`;
  return field;
}

/** The translated message of a field's first issue of the level, for the field's inline text. */
export function issueText(
  t: T,
  issues: readonly WizardIssue[],
  field: WizardField,
  level: WizardIssue['level'] = 'error',
): string | undefined {
  const issue = issues.find((i) => i.field === field && i.level === level);
  return issue && t(issue.message, issue.params);
}

/** The error summary's links for a step's errors (warnings stay inline). */
export function summaryItems(t: T, issues: readonly WizardIssue[]): SummaryItem[] {
  return issues
    .filter((i) => i.level === 'error')
    .map((i) => ({ target: wizardFieldTarget(i.field), text: t(i.message, i.params) }));
}
