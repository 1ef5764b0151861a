import { addDays, addYears, daysBetween } from '../journey/dates';
import { isEmail, isPhoneNumber, maxEmailLength, maxPhoneLength } from '../journey/field-rules';
import { accommodationTypes, purposesOfVisit } from '../journey/options';
import type { WizardForm, WizardIssue } from './form-data';
import { wizardPortCodes } from './ports';
import {
  compact,
  error,
  optionalText,
  readDate,
  requiredChoice,
  requiredText,
  requiredYesNo,
  text,
  tooLong,
  validDate,
  wizardTextLimits as max,
} from './rule-parts';

/** Step 4, Trip Information, and step 5, Travel Information (spec §5 "Wizard trip step", "Wizard travel step"). */
export const wizardTripLimits = {
  minArrivalDaysAhead: 1,
  maxArrivalYearsAhead: 1,
  minStayDays: 1,
  maxStayDays: 90,
  /** Changing the arrival moves a departure on or before it to this many days after it (spec §4). */
  defaultStayDays: 7,
  maxLastVisitYearsAgo: 20,
} as const;
const limits = wizardTripLimits;

function arrival(form: WizardForm, today: string): WizardIssue | undefined {
  const { date, issue } = readDate(
    form,
    'arrivalDate',
    'wizard.error.arrivalDate.required',
    'journey.error.dateOfArrival.invalid',
  );
  if (!date) return issue;
  if (date < addDays(today, limits.minArrivalDaysAhead))
    return error('arrivalDate', 'wizard.error.arrivalDate.tooSoon');
  if (date > addYears(today, limits.maxArrivalYearsAhead))
    return error('arrivalDate', 'wizard.error.arrivalDate.tooFar');
  return undefined;
}

function departure(form: WizardForm): WizardIssue | undefined {
  const { date, issue } = readDate(
    form,
    'departureDate',
    'wizard.error.departureDate.required',
    'journey.error.dateOfDeparture.invalid',
  );
  if (!date) return issue;
  const arrives = validDate(form, 'arrivalDate');
  if (!arrives) return undefined;
  if (date < arrives) return error('departureDate', 'wizard.error.departureDate.beforeArrival');
  const stay = daysBetween(arrives, date);
  if (stay < limits.minStayDays) return error('departureDate', 'wizard.error.departureDate.minStay');
  if (stay > limits.maxStayDays) return error('departureDate', 'wizard.error.departureDate.maxStay');
  return undefined;
}

function hostEmail(form: WizardForm): WizardIssue | undefined {
  const value = text(form, 'hostEmail');
  if (value === '') return undefined;
  if (value.length > maxEmailLength) return error('hostEmail', tooLong);
  return isEmail(value) ? undefined : error('hostEmail', 'wizard.error.email.invalid');
}

function hostPhone(form: WizardForm): WizardIssue | undefined {
  const value = text(form, 'hostPhone');
  if (value === '') return error('hostPhone', 'wizard.error.hostPhone.required');
  if (value.length > maxPhoneLength) return error('hostPhone', tooLong);
  return isPhoneNumber(value) ? undefined : error('hostPhone', 'journey.error.phone.invalid');
}

function accommodation(form: WizardForm): (WizardIssue | undefined)[] {
  if (form.accommodationType === 'hotel') {
    return [
      requiredText(form, 'hotelName', 'wizard.error.hotelName.required', max.shortText),
      requiredText(form, 'hotelAddress', 'wizard.error.hotelAddress.required', max.address),
    ];
  }
  if (form.accommodationType === 'private') {
    return [
      requiredText(form, 'hostName', 'wizard.error.hostName.required', max.shortText),
      requiredText(form, 'hostAddress', 'wizard.error.hostAddress.required', max.address),
      hostPhone(form),
      hostEmail(form),
    ];
  }
  return [];
}

export function checkTripStep(form: WizardForm, today: string): WizardIssue[] {
  return compact([
    requiredChoice(form, 'purposeOfVisit', purposesOfVisit, 'wizard.error.purposeOfVisit.required'),
    arrival(form, today),
    departure(form),
    requiredChoice(form, 'accommodationType', accommodationTypes, 'wizard.error.accommodationType.required'),
    ...accommodation(form),
  ]);
}

function lastVisit(form: WizardForm, today: string): WizardIssue | undefined {
  if (form.previousVisitToKenya !== 'yes') return undefined;
  const field = 'lastVisitDate';
  const { date, issue } = readDate(
    form,
    field,
    'wizard.error.lastVisitDate.required',
    'journey.error.lastVisitDate.invalid',
  );
  if (!date) return issue;
  if (date >= today) return error(field, 'journey.error.lastVisitDate.future');
  const arrives = validDate(form, 'arrivalDate');
  if (arrives && date >= arrives) return error(field, 'wizard.error.lastVisitDate.afterArrival');
  if (date < addYears(today, -limits.maxLastVisitYearsAgo))
    return error(field, 'wizard.error.lastVisitDate.tooOld');
  return undefined;
}

function optionalPort(form: WizardForm): WizardIssue | undefined {
  const value = text(form, 'portOfExit');
  return value === '' || (wizardPortCodes as readonly string[]).includes(value)
    ? undefined
    : error('portOfExit', 'journey.error.option.invalid');
}

export function checkTravelStep(form: WizardForm, today: string): WizardIssue[] {
  return compact([
    requiredText(form, 'arrivalFlightNumber', 'wizard.error.arrivalFlightNumber.required', max.flightNumber),
    optionalText(form, 'departureFlightNumber', max.flightNumber),
    requiredChoice(form, 'portOfEntry', wizardPortCodes, 'wizard.error.portOfEntry.required'),
    optionalPort(form),
    requiredYesNo(form, 'previousVisitToKenya', 'wizard.error.previousVisitToKenya.required'),
    lastVisit(form, today),
    requiredYesNo(form, 'convictedOfCrime', 'wizard.error.convictedOfCrime.required'),
    requiredYesNo(form, 'deniedVisa', 'wizard.error.deniedVisa.required'),
  ]);
}
