import { describe, expect, it } from 'vitest';
import { mrzDate, readPassportMrz } from '../../../../shared/passport/passport-read';
import { specimenLines, td3Lines, withBadNumberCheckDigit } from '../../../support/mrz-lines';

const today = '2026-03-01';

describe('reading a passport MRZ', () => {
  it('reads the ICAO 9303 specimen with every check digit valid and UTO as a warning', () => {
    const read = readPassportMrz(specimenLines, today);
    expect(read.valid).toBe(true);
    expect(read.errors).toEqual([]);
    expect(read.fields).toEqual({
      surname: 'ERIKSSON',
      givenNames: 'ANNA MARIA',
      sex: 'female',
      dateOfBirth: '1974-08-12',
      nationality: 'UTO',
      passportNumber: 'L898902C3',
      issuingCountry: 'UTO',
      expiryDate: '2012-04-15',
    });
    expect(read.warnings).toEqual([
      { key: 'passport.warning.unknownState', params: { code: 'UTO' } },
      { key: 'passport.warning.expired', params: { date: '2012-04-15' } },
    ]);
  });

  it('corrects a zero read for the letter O in a state code (UT0 → UTO)', () => {
    const read = readPassportMrz([specimenLines[0], specimenLines[1].replace('UTO7408', 'UT07408')], today);
    expect(read.valid).toBe(true);
    expect(read.lines[1]).toBe(specimenLines[1]);
  });

  it('reports a passport number whose check digit does not match, and the composite digit', () => {
    const read = readPassportMrz(withBadNumberCheckDigit(specimenLines), today);
    expect(read.valid).toBe(false);
    expect(read.fieldValid.passportNumber).toBe(false);
    expect(read.errors.map((e) => e.key)).toEqual([
      'passport.error.checkDigit.passportNumber',
      'passport.error.checkDigit.composite',
    ]);
  });

  it('maps ICAO state codes to the form’s countries (D is Germany)', () => {
    const lines = td3Lines({
      issuing: 'D',
      surname: 'MUSTERMANN',
      givenNames: 'ERIKA',
      number: 'C01X00T47',
      nationality: 'D',
      birth: '830812',
      sex: 'F',
      expiry: '310101',
    });
    const read = readPassportMrz(lines, today);
    expect(read.valid).toBe(true);
    expect(read.fields.nationalityCountry).toBe('DE');
    expect(read.fields.issuingCountryCode).toBe('DE');
    expect(read.warnings).toEqual([]);
  });

  it('warns when the passport expires within 6 months', () => {
    const lines = td3Lines({
      issuing: 'KEN',
      surname: 'OTIENO',
      givenNames: 'AMINA',
      number: 'AK1234567',
      nationality: 'KEN',
      birth: '900101',
      sex: 'F',
      expiry: '260601',
    });
    expect(readPassportMrz(lines, today).warnings).toEqual([
      { key: 'passport.warning.expiresSoon', params: { date: '2026-06-01' } },
    ]);
  });

  it('says when the text is not a passport', () => {
    const read = readPassportMrz(['I<UTOD231458907<<<<<<<<<<<<<<<<<<<<<<<<<<<<<', 'x'], today);
    expect(read.valid).toBe(false);
    expect(read.errors).toEqual([{ key: 'passport.error.notPassport' }]);
  });

  it('puts two-digit years in the right century', () => {
    expect(mrzDate('740812', 'birth', today)).toBe('1974-08-12');
    expect(mrzDate('150101', 'birth', today)).toBe('2015-01-01');
    expect(mrzDate('340101', 'expiry', today)).toBe('2034-01-01');
    expect(mrzDate('991301', 'birth', today)).toBe('');
  });
});
