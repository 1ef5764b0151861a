import { describe, expect, it } from 'vitest';
import { passportPatch } from '../../../../../site/islands/wizard/PassportStep';
import { megabytes } from '../../../../../site/islands/wizard/WizardFileField';

describe('a passport reading in the wizard', () => {
  it('fills step 3’s personal and passport answers, given names together', () => {
    expect(
      passportPatch({
        firstName: 'Anna',
        middleName: 'Maria',
        lastName: 'Eriksson',
        dateOfBirth: '1974-8-12',
        gender: 'female',
        nationality: 'SE',
        passportNumber: 'l898902c3',
        passportExpiryDate: '2030-4-15',
        passportIssuingCountry: 'SE',
      }),
    ).toEqual({
      firstName: 'Anna Maria',
      lastName: 'Eriksson',
      dateOfBirth: '1974-8-12',
      gender: 'female',
      nationality: 'SE',
      passportNumber: 'L898902C3',
      passportExpiryDate: '2030-4-15',
      passportIssueCountry: 'SE',
    });
  });

  it('leaves alone what the reading did not verify', () => {
    expect(passportPatch({ lastName: 'Eriksson', gender: 'x' })).toEqual({ lastName: 'Eriksson' });
    expect(passportPatch({})).toEqual({});
  });
});

describe('a file’s size', () => {
  it('is in megabytes with two decimals, in the page’s language', () => {
    expect(megabytes(1_310_720, 'en')).toBe('1.25');
    expect(megabytes(1_310_720, 'de')).toBe('1,25');
    expect(megabytes(2048, 'en')).toBe('0.00');
    expect(megabytes(5 * 1024 * 1024, 'fr')).toBe('5,00');
  });
});
