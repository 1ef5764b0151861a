import type { WizardAnswers, WizardForm } from '../../shared/wizard/form-data';
import { completeWizardForm, withAnswers } from '../unit/shared/wizard/fixtures';

/** What the server stores as `wizard`: the form without its files and confirmations. */
export function answersOf(form: WizardForm): WizardAnswers {
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

/** A wizard traveller staying with a private host, who visited before and declares cash and medicine. */
export const privateHostAnswers = (): WizardAnswers =>
  answersOf(
    withAnswers({
      accommodationType: 'private',
      hotelName: '',
      hotelAddress: '',
      hostName: 'Wanjiru Kamau',
      hostAddress: 'Ngong Road 4, Nairobi',
      hostPhone: '+254 712 345678',
      hostEmail: 'wanjiru@example.com',
      previousVisitToKenya: 'yes',
      lastVisitDate: '2019-03-27',
      carryingCash: 'yes',
      cashAmount: '12000',
      cashCurrency: 'EUR',
      carryingMedicine: 'yes',
      medicineDescription: 'Insulin, 10 pens',
      portOfExit: 'NAMANGA',
    }),
  );

export const hotelAnswers = (): WizardAnswers => answersOf(completeWizardForm());
