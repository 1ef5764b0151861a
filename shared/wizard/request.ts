import type { LocaleCode } from '../locales';
import { products } from '../journey/pricing';
import { etaTypeOfPurpose, wizardApplicant, wizardContactPhone } from './applicant';
import { wizardProductId, type WizardAnswers, type WizardForm } from './form-data';
import { normaliseWizardAnswers } from './schema';
import type { WizardSubmissionInput } from './submission-schema';

/** The answers of a form (what the server stores as `wizard`): the form without files and confirmations. */
export function wizardAnswersOf(form: WizardForm): WizardAnswers {
  const {
    files: _files,
    confirmDataAccuracy: _accuracy,
    confirmTerms: _terms,
    confirmPrivacy: _privacy,
    confirmPayment: _payment,
    ...answers
  } = form;
  return answers;
}

/**
 * The body of `POST /api/kenya-eta-applications` for the wizard (spec §7): the call's own fields for one
 * traveller (the combined phone value, amount 30 as the price table says, standard processing, no
 * insurance), the one applicant built from the personal and passport answers, `wizard` with every
 * answer, the staged files by slot, and `product: 'wizard'`, which makes the server validate it with the
 * wizard's schema and price it as the wizard's product. The server recomputes everything it derives.
 */
export function wizardApplicationRequest(form: WizardForm, locale: LocaleCode): WizardSubmissionInput {
  const answers = normaliseWizardAnswers(wizardAnswersOf(form));
  const applicant = wizardApplicant(answers);
  return {
    product: wizardProductId,
    locale,
    applicationType: etaTypeOfPurpose(answers.purposeOfVisit),
    processingType: 'standard',
    totalAmount: products.wizard.price,
    contactEmail: answers.email,
    contactPhone: wizardContactPhone(answers.phoneCountryCode, answers.phoneNumber),
    applicantCount: 1,
    includeInsurance: false,
    applicants: [{ ...applicant }],
    wizard: answers,
    files: { ...form.files },
  };
}
