import type { LocaleCode } from '../locales';
import { products } from '../journey/pricing';
import { etaTypeOfPurpose, wizardApplicant, wizardContactPhone } from './applicant';
import { wizardProductId, type WizardAnswers, type WizardFileChecks, type WizardForm } from './form-data';
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
 * The passport read and the photo check to send: each only for the very file the form holds (a check of
 * a file since replaced or removed is left out). The server re-reads the MRZ and recomputes the photo's
 * findings; what is sent is the reading, never a verdict.
 */
export function wizardChecksRequest(
  files: WizardForm['files'],
  checks: WizardFileChecks,
): Pick<WizardSubmissionInput, 'passportScan' | 'photoCheck'> {
  const { passportFile, photoFile } = checks;
  return {
    ...(passportFile && passportFile.fileKey === files.passportFile?.key
      ? { passportScan: { mrz: passportFile.mrz } }
      : {}),
    ...(photoFile && photoFile.fileKey === files.photoFile?.key
      ? {
          photoCheck: {
            problems: [...photoFile.photo.problems],
            faceDetection: photoFile.photo.faceDetection,
            measures: { ...photoFile.photo.measures },
          },
        }
      : {}),
  };
}

/**
 * The body of `POST /api/kenya-eta-applications` for the wizard (spec §7): the call's own fields for one
 * traveller (the combined phone value, amount 30 as the price table says, standard processing, no
 * insurance), the one applicant built from the personal and passport answers, `wizard` with every
 * answer, the staged files by slot, and `product: 'wizard'`, which makes the server validate it with the
 * wizard's schema and price it as the wizard's product. The server recomputes everything it derives.
 * With `checks`, the passport page's MRZ and the photo check of steps 1 and 2 go with it.
 */
export function wizardApplicationRequest(
  form: WizardForm,
  locale: LocaleCode,
  checks: WizardFileChecks = {},
): WizardSubmissionInput {
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
    ...wizardChecksRequest(form.files, checks),
  };
}
