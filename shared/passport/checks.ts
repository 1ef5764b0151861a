import type { IsoDate } from '../journey/dates';
import { comparePassport, type PassportComparison, type TypedPassportDetails } from './compare';
import { readPassportMrz, type PassportFieldsRead, type PassportNote } from './passport-read';
import { photoProblemsOf } from './photo-rules';
import { mrzLinesOf, type PhotoCheck } from './schemas';

/**
 * What the server records about a passport reading (re-read by the server from the MRZ text the
 * browser sent, compared with the applicant's typed details) and about a photo check (as the browser
 * reported it). Staff see both in the admin detail view; the traveller sees the comparison.
 */
export type PassportCheckSource = 'details' | 'document';

export interface PassportCheck {
  readonly source: PassportCheckSource;
  /** The two lines as the server read them. */
  readonly mrz: string;
  /** Every check digit holds. */
  readonly valid: boolean;
  readonly errors: readonly PassportNote[];
  readonly warnings: readonly PassportNote[];
  readonly read: PassportFieldsRead;
  readonly comparison: PassportComparison;
  readonly checkedAt: string;
}

export interface PhotoCheckRecord extends PhotoCheck {
  readonly passed: boolean;
  readonly checkedAt: string;
}

/** One applicant's readings (from the details page and/or the uploaded page) and photo check. */
export interface ApplicantChecks {
  readonly applicantIndex: number;
  readonly passport: readonly PassportCheck[];
  readonly photo?: PhotoCheckRecord;
}

export function passportCheckOf(
  mrz: string,
  typed: TypedPassportDetails,
  source: PassportCheckSource,
  now: Date,
): PassportCheck {
  const today: IsoDate = now.toISOString().slice(0, 10);
  const read = readPassportMrz(mrzLinesOf(mrz), today);
  return {
    source,
    mrz: read.lines.join('\n'),
    valid: read.valid,
    errors: read.errors,
    warnings: read.warnings,
    read: read.fields,
    comparison: comparePassport(read, typed),
    checkedAt: now.toISOString(),
  };
}

/**
 * A photo check as recorded: the browser's measures, with the findings (and so the verdict) recomputed
 * from them here by the same rules, never taken from the browser.
 */
export function photoCheckRecordOf(check: PhotoCheck, now: Date): PhotoCheckRecord {
  const problems = photoProblemsOf(check.measures, check.faceDetection);
  return {
    problems,
    faceDetection: check.faceDetection,
    measures: check.measures,
    passed: problems.length === 0,
    checkedAt: now.toISOString(),
  };
}

/** What the traveller is told about an uploaded passport page: verified or not, and which fields differ. */
export interface PassportCheckSummary {
  readonly valid: boolean;
  readonly matches: boolean;
  readonly differing: PassportComparison['differing'];
}

export function summaryOf(check: PassportCheck): PassportCheckSummary {
  return { valid: check.valid, matches: check.comparison.matches, differing: check.comparison.differing };
}
