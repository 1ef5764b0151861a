import { describe, expect, it } from 'vitest';
import { checkWizardStep } from '../../../../shared/wizard/rules';
import type { WizardForm } from '../../../../shared/wizard/form-data';
import { today, withAnswers } from './fixtures';

/** The issues of step 3 for a form that differs from a complete one by `patch`. */
const contact = (patch: Partial<WizardForm>) => checkWizardStep('contact', withAnswers(patch), today);
const messageOf = (patch: Partial<WizardForm>, field: string) =>
  contact(patch).find((i) => i.field === field);

describe('step 3, Contact Information', () => {
  it('passes a complete form with no issue', () => {
    expect(contact({})).toEqual([]);
  });

  it.each([
    ['firstName', 'wizard.error.firstName.required'],
    ['lastName', 'wizard.error.lastName.required'],
    ['dateOfBirth', 'wizard.error.dateOfBirth.required'],
    ['nationality', 'wizard.error.nationality.required'],
    ['gender', 'wizard.error.gender.required'],
    ['passportNumber', 'wizard.error.passportNumber.required'],
    ['passportIssueCountry', 'wizard.error.passportIssueCountry.required'],
    ['passportIssueDate', 'wizard.error.passportIssueDate.required'],
    ['passportExpiryDate', 'wizard.error.passportExpiryDate.required'],
    ['email', 'wizard.error.email.required'],
    ['phoneNumber', 'wizard.error.phoneNumber.required'],
    ['homeAddress', 'wizard.error.homeAddress.required'],
    ['city', 'wizard.error.city.required'],
    ['stateProvince', 'wizard.error.stateProvince.required'],
    ['postalCode', 'wizard.error.postalCode.required'],
    ['country', 'wizard.error.country.required'],
  ])('requires %s (blank or spaces only: %s)', (field, message) => {
    expect(contact({ [field]: '' })).toEqual([{ field, message, level: 'error' }]);
    expect(contact({ [field]: '   ' })).toEqual([{ field, message, level: 'error' }]);
  });

  it('lists every missing field of an empty step, in the order of the fields', () => {
    const blank = Object.fromEntries(
      ['firstName', 'lastName', 'dateOfBirth', 'email', 'phoneNumber', 'country'].map((f) => [f, '']),
    );
    expect(contact(blank).map((i) => i.field)).toEqual([
      'firstName',
      'lastName',
      'dateOfBirth',
      'email',
      'phoneNumber',
      'country',
    ]);
  });

  describe('date of birth', () => {
    it.each([
      ['2026-06-15', 'wizard.error.dateOfBirth.future'],
      ['2026-06-16', 'wizard.error.dateOfBirth.future'],
      ['1899-12-31', 'wizard.error.dateOfBirth.verify'],
      ['1906-06-14', 'journey.error.dateOfBirth.tooOld'],
      ['1988-02-30', 'journey.error.dateOfBirth.invalid'],
      ['1988-4-2', 'journey.error.dateOfBirth.invalid'],
    ])('%s gives %s (an error)', (dateOfBirth, message) => {
      expect(messageOf({ dateOfBirth }, 'dateOfBirth')).toEqual({
        field: 'dateOfBirth',
        message,
        level: 'error',
      });
    });

    it.each(['2026-06-14', '1906-06-15', '1950-01-01'])(
      '%s is accepted (all ages up to 120 years)',
      (dateOfBirth) => {
        expect(messageOf({ dateOfBirth, passportIssueDate: '2026-06-14' }, 'dateOfBirth')).toBeUndefined();
      },
    );
  });

  describe('passport issue date', () => {
    it.each([
      ['2026-06-16', 'journey.error.passportIssuedDate.future'],
      ['2016-06-14', 'wizard.error.passportIssueDate.tooOld'],
      ['1980-01-01', 'wizard.error.passportIssueDate.tooOld'],
      ['2022-13-01', 'journey.error.passportIssuedDate.invalid'],
    ])('%s gives %s', (passportIssueDate, message) => {
      expect(messageOf({ passportIssueDate }, 'passportIssueDate')).toMatchObject({
        message,
        level: 'error',
      });
    });

    it.each(['2026-06-15', '2016-06-15'])(
      '%s is accepted (today, exactly 10 years ago)',
      (passportIssueDate) => {
        expect(
          messageOf({ passportIssueDate, passportExpiryDate: '2026-12-15' }, 'passportIssueDate'),
        ).toBeUndefined();
      },
    );

    it('cannot be before the date of birth', () => {
      expect(
        messageOf({ dateOfBirth: '2020-05-01', passportIssueDate: '2020-04-30' }, 'passportIssueDate'),
      ).toMatchObject({
        message: 'journey.error.passportIssuedDate.beforeBirth',
      });
    });
  });

  describe('passport expiry date', () => {
    it.each([
      ['2026-06-14', 'wizard.error.passportExpiryDate.expired'],
      ['2026-06-15', 'wizard.error.passportExpiryDate.sixMonths'],
      ['2026-12-14', 'wizard.error.passportExpiryDate.sixMonths'],
      ['2036-06-16', 'wizard.error.passportExpiryDate.tooFar'],
      ['2032-02-31', 'journey.error.passportExpiryDate.invalid'],
    ])('%s gives %s', (passportExpiryDate, message) => {
      expect(messageOf({ passportExpiryDate }, 'passportExpiryDate')).toEqual({
        field: 'passportExpiryDate',
        message,
        level: 'error',
      });
    });

    it('accepts exactly 6 months from today and exactly 10 years ahead', () => {
      expect(messageOf({ passportExpiryDate: '2026-12-15' }, 'passportExpiryDate')).toBeUndefined();
      expect(
        messageOf(
          { passportIssueDate: '2026-06-15', passportExpiryDate: '2036-06-15' },
          'passportExpiryDate',
        ),
      ).toBeUndefined();
    });

    it('must be after the issue date', () => {
      const issue = messageOf(
        { passportIssueDate: '2027-01-10', passportExpiryDate: '2027-01-10' },
        'passportExpiryDate',
      );
      expect(issue).toMatchObject({
        message: 'journey.error.passportExpiryDate.beforeIssue',
        level: 'error',
      });
    });

    it('warns, without blocking, when the validity is longer than 10 years', () => {
      const patch = { passportIssueDate: '2020-01-01', passportExpiryDate: '2030-01-02' };
      expect(contact(patch)).toEqual([
        { field: 'passportExpiryDate', message: 'wizard.warning.passportValidity.long', level: 'warning' },
      ]);
      expect(contact({ passportIssueDate: '2020-01-01', passportExpiryDate: '2030-01-01' })).toEqual([]);
    });

    it('warns when the validity is shorter than half a year', () => {
      // Only reachable next to another error: an issue date in the future.
      const patch = { passportIssueDate: '2026-11-01', passportExpiryDate: '2027-01-01' };
      expect(messageOf(patch, 'passportExpiryDate')).toEqual({
        field: 'passportExpiryDate',
        message: 'wizard.warning.passportValidity.short',
        level: 'warning',
      });
    });
  });

  describe('the other personal and passport fields', () => {
    it('accepts country codes in any case and refuses unknown ones', () => {
      expect(contact({ nationality: 'tr', passportIssueCountry: 'de', country: 'gb' })).toEqual([]);
      expect(messageOf({ country: 'XX' }, 'country')).toMatchObject({
        message: 'journey.error.country.invalid',
      });
    });

    it('refuses a nationality that needs no eTA', () => {
      expect(messageOf({ nationality: 'UG' }, 'nationality')).toMatchObject({
        message: 'journey.error.nationality.etaNotNeeded',
      });
    });

    it('checks the gender is one of the options', () => {
      expect(messageOf({ gender: 'x' as never }, 'gender')).toMatchObject({
        message: 'journey.error.option.invalid',
      });
    });

    it('reads the passport number in upper case, 6 to 12 letters and digits', () => {
      expect(messageOf({ passportNumber: 'u1234567' }, 'passportNumber')).toBeUndefined();
      expect(messageOf({ passportNumber: 'U1234' }, 'passportNumber')).toMatchObject({
        message: 'journey.error.passportNumber.invalid',
      });
      expect(messageOf({ passportNumber: 'U 123 456' }, 'passportNumber')).toMatchObject({
        message: 'journey.error.passportNumber.invalid',
      });
    });

    it('refuses names and addresses that are too long', () => {
      expect(messageOf({ firstName: 'a'.repeat(51) }, 'firstName')).toMatchObject({
        message: 'journey.error.text.tooLong',
      });
      expect(messageOf({ homeAddress: 'a'.repeat(201) }, 'homeAddress')).toMatchObject({
        message: 'journey.error.text.tooLong',
      });
      expect(messageOf({ homeAddress: 'a'.repeat(200) }, 'homeAddress')).toBeUndefined();
    });
  });

  describe('contact', () => {
    it.each(['ayse@', 'ayse.example.com', 'ayse@example'])('refuses the email address %s', (email) => {
      expect(messageOf({ email }, 'email')).toMatchObject({ message: 'wizard.error.email.invalid' });
    });

    it('needs at least 8 digits in the phone number', () => {
      expect(messageOf({ phoneNumber: '123 4567' }, 'phoneNumber')).toMatchObject({
        message: 'wizard.error.phoneNumber.tooShort',
      });
      expect(messageOf({ phoneNumber: '1234 5678' }, 'phoneNumber')).toBeUndefined();
    });

    it('refuses letters and more than 15 digits with the country code', () => {
      expect(messageOf({ phoneNumber: '532 ABC 4567' }, 'phoneNumber')).toMatchObject({
        message: 'wizard.error.phoneNumber.invalid',
      });
      expect(
        messageOf({ phoneCountryCode: '+90', phoneNumber: '5321234567890' }, 'phoneNumber'),
      ).toBeUndefined();
      expect(
        messageOf({ phoneCountryCode: '+90', phoneNumber: '53212345678901' }, 'phoneNumber'),
      ).toMatchObject({
        message: 'wizard.error.phoneNumber.invalid',
      });
    });

    it('needs a dial code (+254 by default)', () => {
      expect(messageOf({ phoneCountryCode: '' }, 'phoneCountryCode')).toMatchObject({
        message: 'journey.error.countryCode.invalid',
      });
      expect(messageOf({ phoneCountryCode: '+254' }, 'phoneCountryCode')).toBeUndefined();
    });
  });
});
