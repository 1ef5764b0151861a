import type { SiteKey } from '../i18n/types';
import { isIsoDate } from '../journey/dates';
import type { WizardField, WizardForm, WizardIssue, YesNo } from './form-data';

/**
 * The building blocks of the wizard's step checks (`rules.ts`): each check returns the first issue of a
 * field (one message per mistake), or nothing. Messages are site dictionary keys.
 */

export const error = (field: WizardField, message: SiteKey, params?: WizardIssue['params']): WizardIssue =>
  params ? { field, message, level: 'error', params } : { field, message, level: 'error' };

export const warning = (field: WizardField, message: SiteKey): WizardIssue => ({
  field,
  message,
  level: 'warning',
});

export const tooLong: SiteKey = 'journey.error.text.tooLong';
export const optionInvalid: SiteKey = 'journey.error.option.invalid';
export const countryInvalid: SiteKey = 'journey.error.country.invalid';

/** The longest answer each text field accepts (the schema's limits). */
export const wizardTextLimits = {
  name: 50,
  shortText: 100,
  address: 200,
  postalCode: 20,
  flightNumber: 12,
  cashAmount: 15,
  description: 500,
} as const;

/** The answer of a text field as the rules read it: trimmed. */
export const text = (form: WizardForm, field: keyof WizardForm): string => {
  const value = form[field];
  return typeof value === 'string' ? value.trim() : '';
};

/** A required text: its required message when blank, `tooLong` past `max`. */
export function requiredText(
  form: WizardForm,
  field: keyof WizardForm & WizardField,
  required: SiteKey,
  max: number,
): WizardIssue | undefined {
  const value = text(form, field);
  if (value === '') return error(field, required);
  if (value.length > max) return error(field, tooLong);
  return undefined;
}

/** An optional text: only its length is checked. */
export function optionalText(
  form: WizardForm,
  field: keyof WizardForm & WizardField,
  max: number,
): WizardIssue | undefined {
  return text(form, field).length > max ? error(field, tooLong) : undefined;
}

/** A required choice from a list. */
export function requiredChoice(
  form: WizardForm,
  field: keyof WizardForm & WizardField,
  values: readonly string[],
  required: SiteKey,
  invalid: SiteKey = optionInvalid,
): WizardIssue | undefined {
  const value = text(form, field);
  if (value === '') return error(field, required);
  return values.includes(value) ? undefined : error(field, invalid);
}

/** A required yes/no answer. */
export function requiredYesNo(form: WizardForm, field: keyof WizardForm & WizardField, required: SiteKey) {
  return requiredChoice(form, field, ['yes', 'no'], required);
}

export const isYes = (value: YesNo) => value === 'yes';

/**
 * A date field read for the rules: `{ issue }` when blank (required) or not a real date, else
 * `{ date }` (trimmed ISO). `required` undefined makes a blank date simply absent.
 */
export function readDate(
  form: WizardForm,
  field: keyof WizardForm & WizardField,
  required: SiteKey | undefined,
  invalid: SiteKey,
): { date?: string; issue?: WizardIssue } {
  const value = text(form, field);
  if (value === '') return required ? { issue: error(field, required) } : {};
  return isIsoDate(value) ? { date: value } : { issue: error(field, invalid) };
}

/** A date value of the form if it is a real date, else undefined (for comparisons between fields). */
export function validDate(form: WizardForm, field: keyof WizardForm): string | undefined {
  const value = text(form, field);
  return isIsoDate(value) ? value : undefined;
}

/** Collects the defined issues. */
export const compact = (issues: readonly (WizardIssue | undefined)[]): WizardIssue[] =>
  issues.filter((i): i is WizardIssue => i !== undefined);
