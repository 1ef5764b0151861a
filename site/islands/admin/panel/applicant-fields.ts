/**
 * How the admin view shows an applicant's stored fields (spec §3 "Applicant (payment/admin view)"):
 * grouped, each with its label key and how its value reads. The journey stores some fields under
 * other names than the specification lists (`passportIssuedDate` for `passportIssueDate`): both name
 * the same row. Fields this table does not know are still shown, under "Other", by their stored name.
 */

export const fieldGroups = [
  'personal',
  'passport',
  'contact',
  'travel',
  'accommodation',
  'employment',
  'invitation',
  'onwardTravel',
  'emergency',
  'declarations',
  'other',
] as const;
export type FieldGroup = (typeof fieldGroups)[number];

/** Option lists whose values have labels of their own (`admin.panel.option.<list>.<value>`). */
export const optionLists = [
  'gender',
  'maritalStatus',
  'passportType',
  'purposeOfVisit',
  'accommodationType',
  'employmentStatus',
  'relationship',
] as const;
export type OptionList = (typeof optionLists)[number];

/** How a value reads: text as stored, left-to-right text (e-mail, phone, passport number), etc. */
export type FieldKind =
  | { readonly kind: 'text' }
  | { readonly kind: 'ltr' }
  | { readonly kind: 'date' }
  | { readonly kind: 'country' }
  | { readonly kind: 'yesNo' }
  | { readonly kind: 'port' }
  | { readonly kind: 'option'; readonly list: OptionList };

interface FieldSpec {
  /** The label is `admin.panel.field.<name>`. */
  readonly name: string;
  readonly group: Exclude<FieldGroup, 'other'>;
  readonly as: FieldKind;
  /** Other stored names of the same field. */
  readonly aliases?: readonly string[];
}

const text = { kind: 'text' } as const;
const ltr = { kind: 'ltr' } as const;
const date = { kind: 'date' } as const;
const country = { kind: 'country' } as const;
const yesNo = { kind: 'yesNo' } as const;
const option = (list: OptionList) => ({ kind: 'option', list }) as const;

const f = (
  group: FieldSpec['group'],
  name: string,
  as: FieldKind = text,
  aliases?: readonly string[],
): FieldSpec => ({ group, name, as, aliases });

export const fieldSpecs: readonly FieldSpec[] = [
  f('personal', 'firstName'),
  f('personal', 'middleName'),
  f('personal', 'lastName'),
  f('personal', 'dateOfBirth', date),
  f('personal', 'gender', option('gender')),
  f('personal', 'nationality', country),
  f('personal', 'countryOfBirth', country),
  f('personal', 'placeOfBirth'),
  f('personal', 'maritalStatus', option('maritalStatus')),
  f('passport', 'passportNumber', ltr),
  f('passport', 'passportType', option('passportType')),
  f('passport', 'passportIssuedDate', date, ['passportIssueDate']),
  f('passport', 'passportExpiryDate', date),
  f('passport', 'passportIssuingCountry', country, ['passportIssueCountry']),
  f('contact', 'email', ltr),
  f('contact', 'phone', ltr),
  f('contact', 'currentAddress', text, ['homeAddress']),
  f('contact', 'permanentAddress'),
  f('contact', 'city'),
  f('contact', 'stateProvince'),
  f('contact', 'postalCode', ltr),
  f('contact', 'countryResidence', country),
  f('travel', 'purposeOfVisit', option('purposeOfVisit')),
  f('travel', 'portOfEntry', { kind: 'port' }),
  f('travel', 'dateOfArrival', date, ['arrivalDate']),
  f('travel', 'dateOfDeparture', date, ['departureDate']),
  f('travel', 'intendedLengthOfStay'),
  f('travel', 'refereeInKenya'),
  f('travel', 'refereePhone', ltr),
  f('accommodation', 'accommodationType', option('accommodationType')),
  f('accommodation', 'accommodationName'),
  f('accommodation', 'accommodationAddress'),
  f('accommodation', 'accommodationPhone', ltr),
  f('accommodation', 'hotelName'),
  f('accommodation', 'hotelAddress'),
  f('accommodation', 'hostName'),
  f('accommodation', 'hostPhone', ltr),
  f('accommodation', 'hostAddress'),
  f('employment', 'employmentStatus', option('employmentStatus')),
  f('employment', 'occupation'),
  f('employment', 'employerName'),
  f('employment', 'employerPhone', ltr),
  f('employment', 'employerAddress'),
  // A business visa's inviting company and a transit visa's onward journey (`VisaType.questions`).
  f('invitation', 'invitingOrganisation'),
  f('invitation', 'invitingAddress'),
  f('invitation', 'invitingPhone', ltr),
  f('invitation', 'invitingContactPerson'),
  f('onwardTravel', 'onwardDestination', country),
  f('onwardTravel', 'onwardDepartureDate', date),
  f('onwardTravel', 'onwardBookingReference', ltr),
  f('emergency', 'emergencyContactName'),
  f('emergency', 'emergencyContactRelationship', option('relationship')),
  f('emergency', 'emergencyContactPhone', ltr),
  f('emergency', 'emergencyContactEmail', ltr),
  f('declarations', 'hasVisitedKenya', yesNo),
  f('declarations', 'lastVisitDate', date),
  f('declarations', 'carryingCash', yesNo),
  f('declarations', 'cashAmount'),
  f('declarations', 'carryingGoods', yesNo),
  f('declarations', 'goodsDescription'),
  f('declarations', 'carryingMedicine', yesNo),
  f('declarations', 'medicineDescription'),
];

/** Stored attributes that are bookkeeping, not the applicant's answers (documents are shown apart). */
const hidden = new Set([
  'pk',
  'sk',
  'entity',
  'id',
  'index',
  'applicationId',
  'expiresAt',
  'passportScanPath',
  'photoPath',
]);

export interface FieldRow {
  /** The stored name (the label key's suffix for known fields). */
  readonly name: string;
  readonly known: boolean;
  readonly as: FieldKind;
  readonly value: string | number | boolean;
}

export interface GroupedFields {
  readonly group: FieldGroup;
  readonly rows: readonly FieldRow[];
}

function present(value: unknown): value is string | number | boolean {
  if (typeof value === 'string') return value.trim() !== '';
  return typeof value === 'number' || typeof value === 'boolean';
}

/**
 * An applicant's answers in display order, grouped; empty groups and empty values left out.
 * Known fields come in the specification's order; unknown scalar fields follow under "other".
 */
export function groupApplicantFields(applicant: Readonly<Record<string, unknown>>): GroupedFields[] {
  const used = new Set<string>(hidden);
  const rows = new Map<FieldGroup, FieldRow[]>();
  const add = (group: FieldGroup, row: FieldRow) => rows.set(group, [...(rows.get(group) ?? []), row]);
  for (const spec of fieldSpecs) {
    for (const stored of [spec.name, ...(spec.aliases ?? [])]) used.add(stored);
    const stored = [spec.name, ...(spec.aliases ?? [])].find((n) => present(applicant[n]));
    if (stored === undefined) continue;
    add(spec.group, {
      name: spec.name,
      known: true,
      as: spec.as,
      value: applicant[stored] as FieldRow['value'],
    });
  }
  for (const [name, value] of Object.entries(applicant)) {
    if (used.has(name) || /^gsi\d/.test(name) || !present(value)) continue;
    add('other', { name, known: false, as: typeof value === 'boolean' ? yesNo : text, value });
  }
  return fieldGroups.filter((g) => rows.has(g)).map((group) => ({ group, rows: rows.get(group) ?? [] }));
}

/** "Amina Wanjiru Otieno": the applicant's names as stored, for headings. */
export function applicantName(applicant: Readonly<Record<string, unknown>>): string {
  return ['firstName', 'middleName', 'lastName']
    .map((n) => applicant[n])
    .filter((v): v is string => typeof v === 'string' && v.trim() !== '')
    .join(' ');
}
