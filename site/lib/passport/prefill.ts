import type { PassportRead } from '../../../shared/passport/passport-fields';

/**
 * The form values a passport reading fills in (the details page's applicant fields, which the wizard
 * shares): only fields the reading verified, and only those with a value. Dates go in as the date
 * fields keep them (`year-month-day` without leading zeros); the first given name is the first name,
 * the others the middle name; countries only when the code is one the forms know.
 */
export interface PassportPrefill {
  firstName?: string;
  middleName?: string;
  lastName?: string;
  dateOfBirth?: string;
  gender?: string;
  nationality?: string;
  passportNumber?: string;
  passportExpiryDate?: string;
  passportIssuingCountry?: string;
}

const titleCase = (name: string) =>
  name.toLowerCase().replace(/(^|[\s-])(\p{L})/gu, (_, sep: string, c: string) => sep + c.toUpperCase());

const draftDate = (iso: string) => {
  const [y, m, d] = iso.split('-');
  return `${y}-${Number(m)}-${Number(d)}`;
};

export function prefillFromRead(read: PassportRead): PassportPrefill {
  const { fields: f, fieldValid: ok } = read;
  const out: PassportPrefill = {};
  if (ok.surname && f.surname) out.lastName = titleCase(f.surname);
  if (ok.givenNames && f.givenNames) {
    const [first = '', ...rest] = f.givenNames.split(/\s+/);
    out.firstName = titleCase(first);
    out.middleName = titleCase(rest.join(' '));
  }
  if (ok.sex && f.sex) out.gender = f.sex === 'unspecified' ? 'other' : f.sex;
  if (ok.dateOfBirth && f.dateOfBirth) out.dateOfBirth = draftDate(f.dateOfBirth);
  if (ok.nationality && f.nationalityCountry) out.nationality = f.nationalityCountry;
  if (ok.passportNumber && f.passportNumber) out.passportNumber = f.passportNumber;
  if (ok.expiryDate && f.expiryDate) out.passportExpiryDate = draftDate(f.expiryDate);
  if (ok.issuingCountry && f.issuingCountryCode) out.passportIssuingCountry = f.issuingCountryCode;
  return out;
}
