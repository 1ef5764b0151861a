import { describe, expect, it } from 'vitest';
import { confusionFixes, mrzCandidates } from '../../../../shared/passport/mrz-text';
import { readPassportMrz } from '../../../../shared/passport/passport-read';
import { specimenLines, td3Lines } from '../../../support/mrz-lines';

const firstValid = (text: string) =>
  mrzCandidates(text).find((lines) => readPassportMrz(lines, '2026-01-01').valid);

describe('finding the MRZ lines in OCR text', () => {
  it('finds the two lines among other text, with spaces and stray marks removed', () => {
    const text = `PASSPORT\nERIKSSON\n${specimenLines[0].replace('<<ANNA', '<< ANNA')}\n${specimenLines[1]}.\n`;
    expect(mrzCandidates(text)[0]).toEqual(specimenLines);
  });

  it('pads a first line that lost fillers at its end', () => {
    const text = `${specimenLines[0].slice(0, 40)}\n${specimenLines[1]}`;
    expect(mrzCandidates(text)[0]).toEqual(specimenLines);
  });

  it('recovers a second line with one character too many (a 0 read as 06)', () => {
    const misread = specimenLines[1].replace('F1204159', 'F12064159');
    expect(firstValid(`${specimenLines[0]}\n${misread}`)).toEqual(specimenLines);
  });

  it('recovers a second line that lost one filler', () => {
    const misread = specimenLines[1].replace('B<<<<<10', 'B<<<<10');
    expect(firstValid(`${specimenLines[0]}\n${misread}`)).toEqual(specimenLines);
  });

  it('finds nothing in text without an MRZ', () => {
    expect(mrzCandidates('REPUBLIC OF UTOPIA\nPASSPORT\n')).toEqual([]);
  });
});

describe('the names line', () => {
  it('turns filler runs misread as L and K back into fillers after the names', () => {
    const text =
      'P<GBROTIENO<<AMINA<<<<<<<<<<<<<<<L<<L<LLL<L<L<<\nAB12345671GBR9005204F3411252<<<<<<<<<<<<<<<0';
    expect(mrzCandidates(text)[0]?.[0]).toBe('P<GBROTIENO<<AMINA<<<<<<<<<<<<<<<<<<<<<<<<<<');
    expect(mrzCandidates('P<GBROTIENO<<AMINA<L<<<<<<<<<<<<<<<<<<<<<<<<\n' + 'A'.repeat(44))[0]?.[0]).toBe(
      'P<GBROTIENO<<AMINA<<<<<<<<<<<<<<<<<<<<<<<<<<',
    );
  });

  it('keeps given names separated by single fillers', () => {
    expect(mrzCandidates(`${specimenLines[0]}\n${specimenLines[1]}`)[0]?.[0]).toBe(specimenLines[0]);
  });
});

describe('confusable characters', () => {
  it('recovers a document number with a zero read as the letter O', () => {
    const lines = td3Lines({
      issuing: 'D',
      surname: 'MUSTERMANN',
      givenNames: 'ERIKA',
      number: 'C01X00T47',
      nationality: 'D',
      birth: '830812',
      sex: 'F',
      expiry: '310801',
    });
    const misread: [string, string] = [lines[0], lines[1].replace('C01X', 'CO1X')];
    expect(readPassportMrz(misread, '2026-01-01').valid).toBe(false);
    const fixed = confusionFixes(misread).find((l) => readPassportMrz(l, '2026-01-01').valid);
    expect(fixed).toEqual(lines);
  });
});
