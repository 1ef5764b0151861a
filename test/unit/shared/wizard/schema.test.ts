import { describe, expect, it } from 'vitest';
import { createWizardAnswersSchema, wizardAnswerErrors } from '../../../../shared/wizard/schema';
import { checkWizardStep } from '../../../../shared/wizard/rules';
import { wizardAnswersOf } from '../../../../shared/wizard/request';
import type { WizardForm } from '../../../../shared/wizard/form-data';
import { completeWizardForm, today, withAnswers } from './fixtures';

const schema = createWizardAnswersSchema(today);

/** Forms that differ from a complete one in one or two ways each: valid, invalid, warnings. */
const variants: Partial<WizardForm>[] = [
  {},
  { firstName: '' },
  { lastName: '  ' },
  { dateOfBirth: '2030-01-01' },
  { dateOfBirth: '1899-05-05' },
  { dateOfBirth: '1988-02-30' },
  { nationality: 'ug' },
  { nationality: 'xx' },
  { gender: '' },
  { passportNumber: 'ab12345' },
  { passportNumber: 'A1' },
  { passportIssueDate: '2015-01-01' },
  { passportExpiryDate: '2026-07-01' },
  { passportIssueDate: '2020-01-01', passportExpiryDate: '2030-06-01' },
  { email: 'ayse@' },
  { phoneNumber: '1234' },
  { phoneCountryCode: '254' },
  { postalCode: '' },
  { country: 'DE' },
  { purposeOfVisit: 'business' },
  { purposeOfVisit: 'holiday' },
  { arrivalDate: '2026-06-15' },
  { arrivalDate: '2027-06-16', departureDate: '2027-06-20' },
  { departureDate: '2026-07-01' },
  { departureDate: '2026-09-30' },
  { accommodationType: 'private' },
  {
    accommodationType: 'private',
    hostName: 'W. Kamau',
    hostAddress: 'Ngong Rd',
    hostPhone: '+254 712 345678',
  },
  { accommodationType: 'other', hotelName: '' },
  { arrivalFlightNumber: '' },
  { portOfEntry: 'BUSIA', portOfExit: '' },
  { portOfExit: 'NOPE' },
  { previousVisitToKenya: 'yes' },
  { previousVisitToKenya: 'yes', lastVisitDate: '2019-03-03' },
  { previousVisitToKenya: 'yes', lastVisitDate: '2001-03-03' },
  { convictedOfCrime: 'yes', deniedVisa: 'yes' },
  { deniedVisa: '' },
  { carryingCash: 'yes' },
  { carryingCash: 'yes', cashAmount: '15000', cashCurrency: 'EUR' },
  { carryingCash: 'yes', cashAmount: 'lots', cashCurrency: 'EUR' },
  { carryingGoods: 'yes', goodsDescription: 'A drone' },
  { carryingMedicine: 'yes' },
  { carryingAnimals: 'yes', animalsDescription: 'Seeds' },
  { carryingWeapons: '' },
  { customsDeclaration: false },
];

describe('the server’s schema of the wizard’s answers', () => {
  it.each(variants.map((patch, i) => [i, patch] as const))(
    'accepts exactly what the step checks accept, with the same messages (variant %i)',
    (_, patch) => {
      const form = withAnswers(patch);
      const errors = (['contact', 'trip', 'travel', 'customs'] as const)
        .flatMap((step) => checkWizardStep(step, form, today))
        .filter((i) => i.level === 'error');
      const result = schema.safeParse(wizardAnswersOf(form));
      expect(result.success).toBe(errors.length === 0);
      const issues = result.success
        ? []
        : result.error.issues.map((i) => ({ path: i.path, message: i.message }));
      expect(issues).toEqual(errors.map((e) => ({ path: [e.field], message: e.message })));
    },
  );

  it('treats a missing answer as blank: the rules’ own required message', () => {
    const { email: _email, ...rest } = wizardAnswersOf(completeWizardForm());
    const result = schema.safeParse(rest);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path, i.message])).toEqual([
      [['email'], 'wizard.error.email.required'],
    ]);
  });

  it('refuses an answer of the wrong type or beyond any length, before the rules', () => {
    const answers = wizardAnswersOf(completeWizardForm());
    expect(schema.safeParse({ ...answers, firstName: 7 }).success).toBe(false);
    expect(schema.safeParse({ ...answers, customsDeclaration: 'yes' }).success).toBe(false);
    const long = schema.safeParse({ ...answers, goodsDescription: 'x'.repeat(1001) });
    expect(long.error?.issues[0]).toMatchObject({
      path: ['goodsDescription'],
      message: 'journey.error.text.tooLong',
    });
  });

  it('stores codes in upper case and clears the answers of questions that do not apply', () => {
    const form = withAnswers({
      nationality: 'tr',
      passportNumber: 'u1234567',
      firstName: '  Ayşe ',
      hostName: 'left over',
      lastVisitDate: '2019-01-01',
      cashAmount: '99',
      goodsDescription: 'left over',
    });
    const result = schema.parse(wizardAnswersOf(form));
    expect(result).toMatchObject({
      nationality: 'TR',
      passportNumber: 'U1234567',
      firstName: 'Ayşe',
      hostName: '',
      lastVisitDate: '',
      cashAmount: '',
      goodsDescription: '',
      hotelName: 'Nairobi Serena Hotel',
    });
  });

  it('keeps the answers that apply', () => {
    const form = withAnswers({
      accommodationType: 'private',
      hotelName: 'left over',
      hostName: 'Wanjiru Kamau',
      hostAddress: 'Ngong Road 4',
      hostPhone: '+254 712 345678',
      previousVisitToKenya: 'yes',
      lastVisitDate: '2019-01-01',
      carryingCash: 'yes',
      cashAmount: '12 000',
      cashCurrency: 'USD',
    });
    expect(schema.parse(wizardAnswersOf(form))).toMatchObject({
      hotelName: '',
      hostName: 'Wanjiru Kamau',
      lastVisitDate: '2019-01-01',
      cashAmount: '12000',
      cashCurrency: 'USD',
    });
  });

  it('leaves warnings out: they never block a submission', () => {
    const form = withAnswers({ passportIssueDate: '2020-01-01', passportExpiryDate: '2030-06-01' });
    expect(wizardAnswerErrors(wizardAnswersOf(form), today)).toEqual([]);
    expect(schema.safeParse(wizardAnswersOf(form)).success).toBe(true);
  });
});
