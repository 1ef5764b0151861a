import { isCountryCode } from '../country-codes';
import { isEtaExempt } from '../eta-exemptions';
import { addMonths, addYears } from '../journey/dates';
import { digitCount, isEmail, maxEmailLength } from '../journey/field-rules';
import { genders } from '../journey/options';
import type { WizardForm, WizardIssue } from './form-data';
import {
  compact,
  countryInvalid,
  error,
  readDate,
  requiredChoice,
  requiredText,
  text,
  tooLong,
  validDate,
  warning,
  wizardTextLimits as max,
} from './rule-parts';

/**
 * Step 3, Contact Information (spec §5 "Upload-form messages" for the personal and passport sections,
 * "Wizard contact step" for the contact section and the passport dates' bounds, §9 limits).
 */
export const wizardContactLimits = {
  earliestBirthYear: 1900,
  maxAgeYears: 120,
  maxPassportAgeYears: 10,
  minValidityMonths: 6,
  maxExpiryYearsAhead: 10,
  minPhoneDigits: 8,
  /** E.164: at most 15 digits, the country code included. */
  maxPhoneDigits: 15,
} as const;
const limits = wizardContactLimits;

function country(form: WizardForm, field: 'nationality' | 'passportIssueCountry' | 'country') {
  const value = text(form, field).toUpperCase();
  const required = `wizard.error.${field}.required` as const;
  if (value === '') return error(field, required);
  if (!isCountryCode(value)) return error(field, countryInvalid);
  if (field === 'nationality' && isEtaExempt(value))
    return error(field, 'journey.error.nationality.etaNotNeeded');
  return undefined;
}

function birth(form: WizardForm, today: string): WizardIssue | undefined {
  const { date, issue } = readDate(
    form,
    'dateOfBirth',
    'wizard.error.dateOfBirth.required',
    'journey.error.dateOfBirth.invalid',
  );
  if (!date) return issue;
  if (date >= today) return error('dateOfBirth', 'wizard.error.dateOfBirth.future');
  // Before 1900 is an error (it is also beyond the 120 years), with the spec's own wording.
  if (date < `${limits.earliestBirthYear}-01-01`)
    return error('dateOfBirth', 'wizard.error.dateOfBirth.verify');
  if (date < addYears(today, -limits.maxAgeYears))
    return error('dateOfBirth', 'journey.error.dateOfBirth.tooOld');
  return undefined;
}

function passportIssue(form: WizardForm, today: string): WizardIssue | undefined {
  const { date, issue } = readDate(
    form,
    'passportIssueDate',
    'wizard.error.passportIssueDate.required',
    'journey.error.passportIssuedDate.invalid',
  );
  if (!date) return issue;
  if (date > today) return error('passportIssueDate', 'journey.error.passportIssuedDate.future');
  if (date < addYears(today, -limits.maxPassportAgeYears)) {
    return error('passportIssueDate', 'wizard.error.passportIssueDate.tooOld');
  }
  const born = validDate(form, 'dateOfBirth');
  if (born && date < born) return error('passportIssueDate', 'journey.error.passportIssuedDate.beforeBirth');
  return undefined;
}

function passportExpiry(form: WizardForm, today: string): WizardIssue | undefined {
  const field = 'passportExpiryDate';
  const { date, issue } = readDate(
    form,
    field,
    'wizard.error.passportExpiryDate.required',
    'journey.error.passportExpiryDate.invalid',
  );
  if (!date) return issue;
  const issued = validDate(form, 'passportIssueDate');
  if (date < today) return error(field, 'wizard.error.passportExpiryDate.expired');
  if (date < addMonths(today, limits.minValidityMonths))
    return error(field, 'wizard.error.passportExpiryDate.sixMonths');
  if (issued && date <= issued) return error(field, 'journey.error.passportExpiryDate.beforeIssue');
  if (date > addYears(today, limits.maxExpiryYearsAhead))
    return error(field, 'wizard.error.passportExpiryDate.tooFar');
  if (issued && date > addYears(issued, 10)) return warning(field, 'wizard.warning.passportValidity.long');
  if (issued && date < addMonths(issued, 6)) return warning(field, 'wizard.warning.passportValidity.short');
  return undefined;
}

function passportNumber(form: WizardForm): WizardIssue | undefined {
  const value = text(form, 'passportNumber').toUpperCase();
  if (value === '') return error('passportNumber', 'wizard.error.passportNumber.required');
  return /^[A-Z0-9]{6,12}$/.test(value)
    ? undefined
    : error('passportNumber', 'journey.error.passportNumber.invalid');
}

function email(form: WizardForm): WizardIssue | undefined {
  const value = text(form, 'email');
  if (value === '') return error('email', 'wizard.error.email.required');
  if (value.length > maxEmailLength) return error('email', tooLong);
  return isEmail(value) ? undefined : error('email', 'wizard.error.email.invalid');
}

/** The dial code: a + and one to four digits (every code of the country list). */
export const isDialCode = (value: string) => /^\+[1-9]\d{0,3}$/.test(value);

function phone(form: WizardForm): WizardIssue | undefined {
  const code = text(form, 'phoneCountryCode');
  if (!isDialCode(code)) return error('phoneCountryCode', 'journey.error.countryCode.invalid');
  const value = text(form, 'phoneNumber');
  if (value === '') return error('phoneNumber', 'wizard.error.phoneNumber.required');
  if (!/^[\d\s()-]+$/.test(value)) return error('phoneNumber', 'wizard.error.phoneNumber.invalid');
  if (digitCount(value) < limits.minPhoneDigits)
    return error('phoneNumber', 'wizard.error.phoneNumber.tooShort');
  if (digitCount(code) + digitCount(value) > limits.maxPhoneDigits) {
    return error('phoneNumber', 'wizard.error.phoneNumber.invalid');
  }
  return undefined;
}

/** Every issue of step 3, in the order of its fields. */
export function checkContactStep(form: WizardForm, today: string): WizardIssue[] {
  return compact([
    requiredText(form, 'firstName', 'wizard.error.firstName.required', max.name),
    requiredText(form, 'lastName', 'wizard.error.lastName.required', max.name),
    birth(form, today),
    country(form, 'nationality'),
    requiredChoice(form, 'gender', genders, 'wizard.error.gender.required'),
    passportNumber(form),
    country(form, 'passportIssueCountry'),
    passportIssue(form, today),
    passportExpiry(form, today),
    email(form),
    phone(form),
    requiredText(form, 'homeAddress', 'wizard.error.homeAddress.required', max.address),
    requiredText(form, 'city', 'wizard.error.city.required', max.shortText),
    requiredText(form, 'stateProvince', 'wizard.error.stateProvince.required', max.shortText),
    requiredText(form, 'postalCode', 'wizard.error.postalCode.required', max.postalCode),
    country(form, 'country'),
  ]);
}
