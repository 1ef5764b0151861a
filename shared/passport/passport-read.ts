import { parse, type Details, type FieldName } from 'mrz';
import { addMonths, isIsoDate, type IsoDate } from '../journey/dates';
import { countryOfIcaoCode } from './icao-codes';
import {
  passportFields,
  type PassportField,
  type PassportNote,
  type PassportRead,
  type PassportSex,
} from './passport-fields';

export {
  passportFields,
  type PassportField,
  type PassportFieldsRead,
  type PassportNote,
  type PassportRead,
  type PassportSex,
} from './passport-fields';

/**
 * What a passport's machine-readable zone (ICAO 9303 TD3: two lines of 44 characters) says, read with
 * the `mrz` package, every check digit verified. Used by the browser after OCR and by the server,
 * which re-reads the text it receives rather than trusting the browser's reading.
 */
const ownField: Partial<Record<FieldName, PassportField>> = {
  lastName: 'surname',
  firstName: 'givenNames',
  sex: 'sex',
  birthDate: 'dateOfBirth',
  birthDateCheckDigit: 'dateOfBirth',
  nationality: 'nationality',
  documentNumber: 'passportNumber',
  documentNumberCheckDigit: 'passportNumber',
  issuingState: 'issuingCountry',
  expirationDate: 'expiryDate',
  expirationDateCheckDigit: 'expiryDate',
};

const checkDigitError: Partial<Record<FieldName, PassportNote['key']>> = {
  documentNumberCheckDigit: 'passport.error.checkDigit.passportNumber',
  birthDateCheckDigit: 'passport.error.checkDigit.dateOfBirth',
  expirationDateCheckDigit: 'passport.error.checkDigit.expiryDate',
  personalNumberCheckDigit: 'passport.error.checkDigit.personalNumber',
  compositeCheckDigit: 'passport.error.checkDigit.composite',
};

/** `YYMMDD` as a date: a birth date is never in the future, an expiry at most 50 years ahead. */
export function mrzDate(yymmdd: string, kind: 'birth' | 'expiry', today: IsoDate): IsoDate | '' {
  if (!/^\d{6}$/.test(yymmdd)) return '';
  const yy = Number(yymmdd.slice(0, 2));
  const thisYear = Number(today.slice(0, 4));
  let year = 2000 + yy;
  if (kind === 'birth' && year > thisYear) year -= 100;
  if (kind === 'expiry' && year > thisYear + 50) year -= 100;
  const iso = `${year}-${yymmdd.slice(2, 4)}-${yymmdd.slice(4, 6)}`;
  return isIsoDate(iso) ? iso : '';
}

const sexOf = (value: string | null | undefined): PassportSex | '' =>
  value === 'male' || value === 'female' ? value : value === 'nonspecified' ? 'unspecified' : '';

function correctedLines(input: readonly [string, string], details: readonly Details[]): [string, string] {
  const chars = input.map((line) => [...line]);
  for (const d of details)
    for (const c of d.autocorrect) {
      const line = chars[c.line];
      if (line) line[c.column] = c.corrected;
    }
  return [chars[0]?.join('') ?? '', chars[1]?.join('') ?? ''];
}

function failedRead(lines: readonly [string, string]): PassportRead {
  const fields = { surname: '', givenNames: '', sex: '', dateOfBirth: '', nationality: '' } as const;
  return {
    lines,
    valid: false,
    fields: { ...fields, passportNumber: '', issuingCountry: '', expiryDate: '' },
    fieldValid: Object.fromEntries(passportFields.map((f) => [f, false])) as Record<PassportField, boolean>,
    errors: [{ key: 'passport.error.notPassport' }],
    warnings: [],
  };
}

/** Reads the two TD3 lines (upper case, `<` fillers) of a passport; `today` dates the warnings. */
export function readPassportMrz(input: readonly [string, string], today: IsoDate): PassportRead {
  let result: ReturnType<typeof parse>;
  try {
    result = parse([input[0], input[1]], { autocorrect: true });
  } catch {
    return failedRead(input);
  }
  const lines = correctedLines(input, result.details);
  if (result.format !== 'TD3' || !lines[0].startsWith('P')) return failedRead(lines);

  const fieldValid = Object.fromEntries(passportFields.map((f) => [f, true])) as Record<
    PassportField,
    boolean
  >;
  const errors: PassportNote[] = [];
  const warnings: PassportNote[] = [];
  for (const d of result.details) {
    if (d.valid || !d.field) continue;
    const own = ownField[d.field];
    const raw = (lines[d.line] ?? '').slice(d.start, d.end);
    if ((d.field === 'issuingState' || d.field === 'nationality') && /^[A-Z<]{3}$/.test(raw)) {
      // A state the parser does not know (the specimen's fictional UTO): a warning, not a failed read.
      const code = raw.replace(/</g, '');
      if (!warnings.some((w) => w.params?.code === code))
        warnings.push({ key: 'passport.warning.unknownState', params: { code } });
      continue;
    }
    if (own) fieldValid[own] = false;
    const key = checkDigitError[d.field];
    if (key) errors.push({ key });
    else if (own && !errors.some((e) => e.params?.field === own))
      errors.push({ key: 'passport.error.unreadableField', params: { field: own } });
  }

  const issuing = lines[0].slice(2, 5).replace(/</g, '');
  const nationality = lines[1].slice(10, 13).replace(/</g, '');
  const f = result.fields;
  const expiryDate = mrzDate(f.expirationDate ?? '', 'expiry', today);
  if (expiryDate && fieldValid.expiryDate) {
    if (expiryDate < today) warnings.push({ key: 'passport.warning.expired', params: { date: expiryDate } });
    else if (expiryDate < addMonths(today, 6))
      warnings.push({ key: 'passport.warning.expiresSoon', params: { date: expiryDate } });
  }
  // The name field is full to its last character: the names may have been cut short.
  if (/[A-Z]$/.test(lines[0])) warnings.push({ key: 'passport.warning.nameTruncated' });

  const nationalityCountry = countryOfIcaoCode(nationality);
  const issuingCountryCode = countryOfIcaoCode(issuing);
  return {
    lines,
    valid: errors.length === 0,
    fields: {
      surname: (f.lastName ?? '').trim(),
      givenNames: (f.firstName ?? '').trim(),
      sex: sexOf(f.sex),
      dateOfBirth: mrzDate(f.birthDate ?? '', 'birth', today),
      nationality,
      ...(nationalityCountry ? { nationalityCountry } : {}),
      passportNumber: (f.documentNumber ?? lines[1].slice(0, 9)).replace(/</g, ''),
      issuingCountry: issuing,
      ...(issuingCountryCode ? { issuingCountryCode } : {}),
      expiryDate,
    },
    fieldValid,
    errors,
    warnings,
  };
}
