import { addDays, isIsoDate } from '../journey/dates';
import {
  requiredWizardDocumentSlots,
  wizardDocumentSlots,
  wizardSteps,
  type WizardFileSlot,
  type WizardForm,
  type WizardIssue,
  type WizardStepId,
  type YesNo,
} from './form-data';
import { wizardContentTypesFor, wizardFileProblem, wizardFileRules } from './uploads';
import { compact, error } from './rule-parts';
import { checkContactStep } from './rules-contact';
import { checkCustomsStep } from './rules-customs';
import { checkTravelStep, checkTripStep, wizardTripLimits } from './rules-trip';

/**
 * The wizard's step checks (spec §4 "Checks on Continue", §5 the wizard's rules and messages): what
 * Validate and Continue shows, in the form kit's error summary and inline, and what the server's schema
 * (`schema.ts`) enforces with the same functions. `today` is passed in (the browser's date, the server's
 * clock, a fixed date in tests), never read here. Errors block Continue; warnings are shown and do not.
 */

const requiredFileMessage = {
  passportFile: 'wizard.error.passportFile.required',
  photoFile: 'wizard.error.photoFile.required',
  flightBooking: 'wizard.error.flightBooking.required',
  accommodationBooking: 'wizard.error.accommodationBooking.required',
} as const;

function file(form: WizardForm, slot: WizardFileSlot, required: boolean): WizardIssue | undefined {
  const staged = form.files[slot];
  if (!staged) {
    const message = required ? requiredFileMessage[slot as keyof typeof requiredFileMessage] : undefined;
    return message ? error(slot, message) : undefined;
  }
  // The staged file's name, size and recorded content type against the slot's rules (the server also
  // checks the stored bytes when it attaches the file).
  const problem =
    wizardFileProblem(slot, { name: staged.fileName, size: staged.size }) ??
    (wizardContentTypesFor(slot).includes(staged.contentType)
      ? undefined
      : wizardFileRules[slot].typeMessage);
  return problem ? error(slot, problem) : undefined;
}

function checkDocuments(form: WizardForm): WizardIssue[] {
  return compact(
    wizardDocumentSlots.map((slot) => file(form, slot, requiredWizardDocumentSlots.includes(slot))),
  );
}

function checkConfirm(form: WizardForm): WizardIssue[] {
  return compact([
    form.confirmDataAccuracy
      ? undefined
      : error('confirmDataAccuracy', 'journey.error.agreements.dataAccuracy'),
    form.confirmTerms ? undefined : error('confirmTerms', 'journey.error.agreements.terms'),
    form.confirmPrivacy ? undefined : error('confirmPrivacy', 'journey.error.agreements.privacy'),
    form.confirmPayment ? undefined : error('confirmPayment', 'journey.error.agreements.paymentAgreement'),
  ]);
}

/** Every issue of one step (errors and warnings), in the order of the step's fields. */
export function checkWizardStep(step: WizardStepId, form: WizardForm, today: string): WizardIssue[] {
  switch (step) {
    case 'passport':
      return compact([file(form, 'passportFile', true)]);
    case 'photo':
      return compact([file(form, 'photoFile', true)]);
    case 'contact':
      return checkContactStep(form, today);
    case 'trip':
      return checkTripStep(form, today);
    case 'travel':
      return checkTravelStep(form, today);
    case 'customs':
      return checkCustomsStep(form);
    case 'documents':
      return checkDocuments(form);
    case 'confirm':
      return checkConfirm(form);
  }
}

/** True when the step has no error (warnings allowed): Continue may move on. */
export function isWizardStepComplete(step: WizardStepId, form: WizardForm, today: string): boolean {
  return checkWizardStep(step, form, today).every((issue) => issue.level !== 'error');
}

/** The first step with an error (where Submit sends the traveller back), or undefined when all pass. */
export function firstIncompleteWizardStep(form: WizardForm, today: string): WizardStepId | undefined {
  return wizardSteps.find((step) => !isWizardStepComplete(step, form, today));
}

/**
 * The form after the arrival date changes (spec §4): a departure on or before the new arrival moves to
 * the arrival plus 7 days. A blank or partly typed date moves nothing.
 */
export function withArrivalDate(form: WizardForm, arrival: string): WizardForm {
  const next = { ...form, arrivalDate: arrival };
  const departure = form.departureDate.trim();
  if (isIsoDate(arrival) && isIsoDate(departure) && departure <= arrival) {
    next.departureDate = addDays(arrival, wizardTripLimits.defaultStayDays);
  }
  return next;
}

/** The form after the previous-visit answer changes (spec §4): No clears the last visit date. */
export function withPreviousVisit(form: WizardForm, answer: YesNo): WizardForm {
  return { ...form, previousVisitToKenya: answer, lastVisitDate: answer === 'no' ? '' : form.lastVisitDate };
}
