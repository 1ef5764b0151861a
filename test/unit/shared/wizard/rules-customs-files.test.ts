import { describe, expect, it } from 'vitest';
import {
  checkWizardStep,
  firstIncompleteWizardStep,
  isWizardStepComplete,
} from '../../../../shared/wizard/rules';
import { emptyWizardForm, wizardSteps, type WizardForm } from '../../../../shared/wizard/form-data';
import { completeWizardForm, stagedFile, today, withAnswers } from './fixtures';

const wizardMaxFileBytes = 5 * 1024 * 1024;

const customs = (patch: Partial<WizardForm>) => checkWizardStep('customs', withAnswers(patch), today);

describe('step 6, Customs Declaration', () => {
  it('passes when everything is answered No and the declaration is ticked', () => {
    expect(customs({})).toEqual([]);
  });

  it('needs every yes/no answered and the truth declaration', () => {
    const blank = {
      carryingCash: '',
      carryingGoods: '',
      carryingMedicine: '',
      carryingWeapons: '',
      carryingDrugs: '',
      carryingAnimals: '',
      customsDeclaration: false,
    } as const;
    expect(customs(blank)).toEqual(
      [
        'carryingCash',
        'carryingGoods',
        'carryingMedicine',
        'carryingWeapons',
        'carryingDrugs',
        'carryingAnimals',
        'customsDeclaration',
      ].map((field) => ({ field, message: `wizard.error.${field}.required`, level: 'error' })),
    );
  });

  it('needs the amount and currency of cash above USD 10,000', () => {
    expect(customs({ carryingCash: 'yes' })).toEqual([
      { field: 'cashAmount', message: 'wizard.error.cashAmount.required', level: 'error' },
      { field: 'cashCurrency', message: 'wizard.error.cashCurrency.required', level: 'error' },
    ]);
    expect(customs({ carryingCash: 'yes', cashAmount: '12 500', cashCurrency: 'EUR' })).toEqual([]);
    expect(customs({ carryingCash: 'yes', cashAmount: '12000.50', cashCurrency: 'USD' })).toEqual([]);
  });

  it.each(['twelve thousand', '-12000', '0', '12000.505', '1e5'])('refuses the amount %s', (cashAmount) => {
    expect(customs({ carryingCash: 'yes', cashAmount, cashCurrency: 'USD' })).toEqual([
      { field: 'cashAmount', message: 'wizard.error.cashAmount.invalid', level: 'error' },
    ]);
  });

  it('takes the currency from the offered list', () => {
    expect(customs({ carryingCash: 'yes', cashAmount: '15000', cashCurrency: 'XBT' })).toEqual([
      { field: 'cashCurrency', message: 'journey.error.option.invalid', level: 'error' },
    ]);
  });

  it.each([
    ['carryingGoods', 'goodsDescription'],
    ['carryingMedicine', 'medicineDescription'],
    ['carryingAnimals', 'animalsDescription'],
  ])('needs a description when %s is Yes', (question, description) => {
    expect(customs({ [question]: 'yes' })).toEqual([
      { field: description, message: `wizard.error.${description}.required`, level: 'error' },
    ]);
    expect(customs({ [question]: 'yes', [description]: 'Two bottles of perfume' })).toEqual([]);
    expect(customs({ [question]: 'yes', [description]: 'x'.repeat(501) })).toEqual([
      { field: description, message: 'journey.error.text.tooLong', level: 'error' },
    ]);
  });

  it('asks nothing more for weapons and drugs: they are yes/no only', () => {
    expect(customs({ carryingWeapons: 'yes', carryingDrugs: 'yes' })).toEqual([]);
  });

  it('ignores the cash amount and descriptions after No', () => {
    expect(customs({ cashAmount: 'abc', cashCurrency: 'XBT', goodsDescription: 'x'.repeat(600) })).toEqual(
      [],
    );
  });
});

describe('the file steps', () => {
  it('step 1 needs the passport bio page, step 2 the photo', () => {
    const form = withAnswers({ files: {} });
    expect(checkWizardStep('passport', form, today)).toEqual([
      { field: 'passportFile', message: 'wizard.error.passportFile.required', level: 'error' },
    ]);
    expect(checkWizardStep('photo', form, today)).toEqual([
      { field: 'photoFile', message: 'wizard.error.photoFile.required', level: 'error' },
    ]);
  });

  it('step 7 needs the flight and accommodation bookings; the four others are optional', () => {
    expect(checkWizardStep('documents', withAnswers({ files: {} }), today)).toEqual([
      { field: 'flightBooking', message: 'wizard.error.flightBooking.required', level: 'error' },
      {
        field: 'accommodationBooking',
        message: 'wizard.error.accommodationBooking.required',
        level: 'error',
      },
    ]);
    expect(checkWizardStep('documents', completeWizardForm(), today)).toEqual([]);
  });

  it('checks the type and size of a staged file against its slot', () => {
    const files = {
      ...completeWizardForm().files,
      photoFile: stagedFile('photo.pdf', 'application/pdf'),
      yellowFeverCertificate: stagedFile('card.jpg', 'image/jpeg', wizardMaxFileBytes + 1),
    };
    const form = withAnswers({ files });
    expect(checkWizardStep('photo', form, today)).toEqual([
      { field: 'photoFile', message: 'wizard.upload.error.photoType', level: 'error' },
    ]);
    expect(checkWizardStep('documents', form, today)).toEqual([
      { field: 'yellowFeverCertificate', message: 'wizard.upload.error.tooLarge', level: 'error' },
    ]);
  });

  it('checks the recorded content type too (the name alone could be renamed)', () => {
    const files = { ...completeWizardForm().files, passportFile: stagedFile('passport.pdf', 'image/gif') };
    expect(checkWizardStep('passport', withAnswers({ files }), today)).toEqual([
      { field: 'passportFile', message: 'wizard.upload.error.passportType', level: 'error' },
    ]);
  });

  it('accepts a file of exactly 5 MB and refuses an empty one', () => {
    const files = {
      ...completeWizardForm().files,
      flightBooking: stagedFile('flight.pdf', 'application/pdf', wizardMaxFileBytes),
      invitationLetter: stagedFile('letter.pdf', 'application/pdf', 0),
    };
    expect(checkWizardStep('documents', withAnswers({ files }), today)).toEqual([
      { field: 'invitationLetter', message: 'documents.errors.empty', level: 'error' },
    ]);
  });
});

describe('step 8 and the whole wizard', () => {
  it('step 8 needs the four confirmations', () => {
    const form = withAnswers({
      confirmDataAccuracy: false,
      confirmTerms: false,
      confirmPrivacy: false,
      confirmPayment: false,
    });
    expect(checkWizardStep('confirm', form, today)).toEqual([
      { field: 'confirmDataAccuracy', message: 'journey.error.agreements.dataAccuracy', level: 'error' },
      { field: 'confirmTerms', message: 'journey.error.agreements.terms', level: 'error' },
      { field: 'confirmPrivacy', message: 'journey.error.agreements.privacy', level: 'error' },
      { field: 'confirmPayment', message: 'journey.error.agreements.paymentAgreement', level: 'error' },
    ]);
  });

  it('a complete form completes every step', () => {
    const form = completeWizardForm();
    expect(wizardSteps.filter((step) => !isWizardStepComplete(step, form, today))).toEqual([]);
    expect(firstIncompleteWizardStep(form, today)).toBeUndefined();
  });

  it('a warning does not stop a step from being complete', () => {
    const form = withAnswers({ passportIssueDate: '2020-01-01', passportExpiryDate: '2030-06-01' });
    expect(checkWizardStep('contact', form, today)).toHaveLength(1);
    expect(isWizardStepComplete('contact', form, today)).toBe(true);
  });

  it('finds the first step with an error', () => {
    expect(firstIncompleteWizardStep(emptyWizardForm(), today)).toBe('passport');
    expect(firstIncompleteWizardStep(withAnswers({ carryingDrugs: '' }), today)).toBe('customs');
  });

  it('every step of an empty form has an error (nothing passes by default)', () => {
    const form = emptyWizardForm();
    expect(wizardSteps.filter((step) => isWizardStepComplete(step, form, today))).toEqual([]);
  });
});
