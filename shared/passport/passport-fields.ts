import type { IsoDate } from '../journey/dates';

/**
 * What a passport reading holds (types and the field list), apart from the reader itself so that a
 * page can show a reading without loading the MRZ parser: the parser loads with the scan.
 */
export const passportFields = [
  'surname',
  'givenNames',
  'sex',
  'dateOfBirth',
  'nationality',
  'passportNumber',
  'issuingCountry',
  'expiryDate',
] as const;
export type PassportField = (typeof passportFields)[number];

export type PassportSex = 'male' | 'female' | 'unspecified';

/** A passport message key (site dictionaries) with its parameters (a problem, or a warning). */
export interface PassportNote {
  readonly key:
    | 'passport.error.notPassport'
    | 'passport.error.checkDigit.passportNumber'
    | 'passport.error.checkDigit.dateOfBirth'
    | 'passport.error.checkDigit.expiryDate'
    | 'passport.error.checkDigit.personalNumber'
    | 'passport.error.checkDigit.composite'
    | 'passport.error.unreadableField'
    | 'passport.warning.unknownState'
    | 'passport.warning.expired'
    | 'passport.warning.expiresSoon'
    | 'passport.warning.nameTruncated';
  readonly params?: Readonly<Record<string, string>>;
}

export interface PassportFieldsRead {
  readonly surname: string;
  readonly givenNames: string;
  readonly sex: PassportSex | '';
  readonly dateOfBirth: IsoDate | '';
  /** The ICAO code as printed (`UTO`, `D`, `GBR`) and the form's country code when it has one. */
  readonly nationality: string;
  readonly nationalityCountry?: string;
  readonly passportNumber: string;
  readonly issuingCountry: string;
  readonly issuingCountryCode?: string;
  readonly expiryDate: IsoDate | '';
}

export interface PassportRead {
  /** The two lines as read, after the parser's autocorrection (e.g. `UT0` → `UTO`). */
  readonly lines: readonly [string, string];
  /** True when it is a passport and every check digit holds (warnings do not make it invalid). */
  readonly valid: boolean;
  readonly fields: PassportFieldsRead;
  readonly fieldValid: Readonly<Record<PassportField, boolean>>;
  readonly errors: readonly PassportNote[];
  readonly warnings: readonly PassportNote[];
}
