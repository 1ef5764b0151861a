import { describe, expect, it } from 'vitest';
import { comparePassport, mrzNameForms } from '../../../../shared/passport/compare';
import { readPassportMrz } from '../../../../shared/passport/passport-read';
import { specimenLines, td3Lines, withBadNumberCheckDigit } from '../../../support/mrz-lines';

const specimen = readPassportMrz(specimenLines, '2026-01-01');
const typed = {
  firstName: 'Anna',
  middleName: 'Maria',
  lastName: 'Eriksson',
  dateOfBirth: '1974-08-12',
  gender: 'female',
  nationality: 'SE',
  passportNumber: 'l898902c3',
  passportExpiryDate: '2012-4-15',
  passportIssuingCountry: 'SE',
};

describe('comparing a passport reading with the typed details', () => {
  it('matches the same details typed in mixed case, with unpadded dates', () => {
    const result = comparePassport(specimen, typed);
    expect(result.differing).toEqual([]);
    expect(result.matches).toBe(true);
    // UTO is no country of the form: the countries cannot be compared, and do not count against it.
    expect(result.fields.nationality).toBe('unknown');
  });

  it('names every field that differs', () => {
    const result = comparePassport(specimen, {
      ...typed,
      passportNumber: 'L898902C4',
      dateOfBirth: '1974-08-13',
    });
    expect(result.matches).toBe(false);
    expect(result.differing).toEqual(['dateOfBirth', 'passportNumber']);
  });

  it('does not count a field whose check digit failed as differing', () => {
    const read = readPassportMrz(withBadNumberCheckDigit(specimenLines), '2026-01-01');
    expect(comparePassport(read, { ...typed, passportNumber: 'X1' }).fields.passportNumber).toBe('unknown');
  });

  it('compares names as ICAO writes them: accents dropped or spelt out, hyphens as fillers', () => {
    const lines = td3Lines({
      issuing: 'D',
      surname: 'MUELLER LUEDENSCHEIDT',
      givenNames: 'JOSE',
      number: 'C01X00T47',
      nationality: 'D',
      birth: '830812',
      sex: 'M',
      expiry: '310101',
    });
    const read = readPassportMrz(lines, '2026-01-01');
    const result = comparePassport(read, {
      firstName: 'José',
      lastName: 'Müller-Lüdenscheidt',
      nationality: 'DE',
    });
    expect(result.fields.surname).toBe('matches');
    expect(result.fields.givenNames).toBe('matches');
    expect(result.fields.nationality).toBe('matches');
    expect(mrzNameForms("O'Brien")).toEqual(['OBRIEN']);
  });
});
