import type { PassportField, PassportRead } from './passport-read';

/**
 * Compares what a passport's machine-readable zone says with what the traveller typed. Names are
 * compared as ICAO 9303 writes them (upper case Latin letters, accents dropped or spelt out: `Müller` is
 * `MULLER` or `MUELLER`, hyphens and spaces are fillers, apostrophes left out); dates as calendar dates.
 */
export interface TypedPassportDetails {
  readonly firstName?: string;
  readonly middleName?: string;
  readonly lastName?: string;
  /** `YYYY-MM-DD` (also `YYYY-M-D` as the forms keep drafts). */
  readonly dateOfBirth?: string;
  readonly gender?: string;
  /** ISO 3166-1 alpha-2. */
  readonly nationality?: string;
  readonly passportNumber?: string;
  readonly passportExpiryDate?: string;
  readonly passportIssuingCountry?: string;
}

export type FieldComparison = 'matches' | 'differs' | 'unknown';

export interface PassportComparison {
  /** True when no field differs (a field that cannot be compared does not count against it). */
  readonly matches: boolean;
  readonly fields: Readonly<Record<PassportField, FieldComparison>>;
  readonly differing: readonly PassportField[];
}

const spelled: Readonly<Record<string, string>> = { Ä: 'AE', Ö: 'OE', Ü: 'UE', Å: 'AA', Æ: 'AE', Ø: 'OE' };
const always: Readonly<Record<string, string>> = {
  ß: 'SS',
  Æ: 'AE',
  Ø: 'O',
  Þ: 'TH',
  Ð: 'D',
  Ł: 'L',
  Œ: 'OE',
};

function ascii(text: string, spell: boolean): string {
  const upper = text.toUpperCase().replace(/ẞ/g, 'ß');
  const replaced = [...upper].map((c) => (spell && spelled[c]) || always[c] || c).join('');
  return replaced
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/['’`]/g, '')
    .replace(/[^A-Z]/g, '');
}

/** The spellings of a typed name an MRZ may hold, without fillers. */
export function mrzNameForms(typed: string): string[] {
  return [...new Set([ascii(typed, false), ascii(typed, true)])];
}

function nameComparison(typed: string, read: string, truncated: boolean): FieldComparison {
  const target = read.replace(/[^A-Z]/g, '');
  if (!target) return 'unknown';
  const forms = mrzNameForms(typed);
  const same = forms.some((f) => f === target || (truncated && f.startsWith(target)));
  return same ? 'matches' : 'differs';
}

/** `YYYY-M-D` → `YYYY-MM-DD`; anything else unchanged. */
export function paddedDate(value: string): string {
  const m = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value.trim());
  return m ? `${m[1]}-${(m[2] ?? '').padStart(2, '0')}-${(m[3] ?? '').padStart(2, '0')}` : value.trim();
}

function plain(typed: string | undefined, read: string | undefined): FieldComparison {
  if (!read || !typed) return 'unknown';
  return typed === read ? 'matches' : 'differs';
}

export function comparePassport(read: PassportRead, typed: TypedPassportDetails): PassportComparison {
  const f = read.fields;
  const truncated = read.warnings.some((w) => w.key === 'passport.warning.nameTruncated');
  const given = [typed.firstName, typed.middleName].filter(Boolean).join(' ');
  const sexTyped =
    typed.gender === 'male' || typed.gender === 'female' ? typed.gender : typed.gender ? 'unspecified' : '';
  const fields: Record<PassportField, FieldComparison> = {
    surname: nameComparison(typed.lastName ?? '', f.surname, truncated),
    givenNames: nameComparison(given, f.givenNames, truncated),
    sex: plain(sexTyped, f.sex),
    dateOfBirth: plain(paddedDate(typed.dateOfBirth ?? ''), f.dateOfBirth),
    nationality: plain(typed.nationality?.toUpperCase(), f.nationalityCountry),
    passportNumber: plain(
      typed.passportNumber?.toUpperCase().replace(/[^A-Z0-9]/g, ''),
      f.passportNumber.replace(/</g, ''),
    ),
    issuingCountry: plain(typed.passportIssuingCountry?.toUpperCase(), f.issuingCountryCode),
    expiryDate: plain(paddedDate(typed.passportExpiryDate ?? ''), f.expiryDate),
  };
  // A field the OCR could not read reliably (a failed check digit) proves nothing either way.
  for (const name of Object.keys(fields) as PassportField[])
    if (!read.fieldValid[name] && fields[name] === 'differs') fields[name] = 'unknown';
  const differing = (Object.keys(fields) as PassportField[]).filter((k) => fields[k] === 'differs');
  return { matches: differing.length === 0, fields, differing };
}
