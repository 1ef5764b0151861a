import { describe, expect, it } from 'vitest';
import { mrzCandidates } from '../../../../shared/passport/mrz-text';
import { readPassportMrz } from '../../../../shared/passport/passport-read';
import { specimenLines } from '../../../support/mrz-lines';

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
