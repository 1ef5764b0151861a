import type { MessageKey } from '../../../shared/i18n';
import type { optionLabels } from '../../../shared/journey/options';
import type { applicantSchema } from '../../../shared/journey/applicant-schema';
import type { VisaSectionField } from '../../../shared/journey/question-sections';

/** Every field of an applicant every journey asks of a visit (spec §3), in the order it is asked. */
export type VisitField = Exclude<keyof (typeof applicantSchema)['shape'], 'id' | 'intendedLengthOfStay'>;
/** Those and the fields of the sections only some visa types ask (`shared/journey/question-sections.ts`). */
export type ApplicantField = VisitField | VisaSectionField;

export type FieldKind =
  'text' | 'textarea' | 'email' | 'tel' | 'date' | 'country' | 'select' | 'radio' | 'yesno';
type OptionList = keyof typeof optionLabels;

export interface FieldSpec {
  readonly name: ApplicantField;
  readonly kind: FieldKind;
  /** Required fields have no "(optional)" after their label (spec §5). */
  readonly optional?: boolean;
  /** The option list of a select or radio group. */
  readonly options?: OptionList;
  readonly autocomplete?: string;
  /** Left to right even in Arabic: e-mails, phones, passport numbers. */
  readonly ltr?: boolean;
  readonly hint?: MessageKey;
  /** Shown only when another field has a value. */
  readonly showWhen?: { readonly field: ApplicantField; readonly equals: string };
}

export interface FieldGroup {
  readonly id: 'personal' | 'passport' | 'contact' | 'trip' | 'employment' | 'emergency' | 'history';
  readonly legend: MessageKey;
  readonly fields: readonly FieldSpec[];
}

export const applicantFieldGroups: readonly FieldGroup[] = [
  {
    id: 'personal',
    legend: 'common.group.personal',
    fields: [
      { name: 'firstName', kind: 'text', autocomplete: 'given-name', hint: 'flow.field.firstName.hint' },
      { name: 'middleName', kind: 'text', optional: true, autocomplete: 'additional-name' },
      { name: 'lastName', kind: 'text', autocomplete: 'family-name' },
      { name: 'dateOfBirth', kind: 'date', autocomplete: 'bday', hint: 'flow.field.dateOfBirth.hint' },
      { name: 'gender', kind: 'radio', options: 'gender' },
      { name: 'nationality', kind: 'country' },
      { name: 'countryOfBirth', kind: 'country', optional: true },
      { name: 'placeOfBirth', kind: 'text', optional: true },
      { name: 'maritalStatus', kind: 'select', options: 'maritalStatus' },
    ],
  },
  {
    id: 'passport',
    legend: 'common.group.passport',
    fields: [
      { name: 'passportNumber', kind: 'text', ltr: true, hint: 'flow.field.passportNumber.hint' },
      { name: 'passportType', kind: 'select', options: 'passportType' },
      { name: 'passportIssuedDate', kind: 'date', hint: 'flow.field.passportIssuedDate.hint' },
      { name: 'passportExpiryDate', kind: 'date', hint: 'flow.field.passportExpiryDate.hint' },
      { name: 'passportIssuingCountry', kind: 'country' },
    ],
  },
  {
    id: 'contact',
    legend: 'common.group.contact',
    fields: [
      { name: 'email', kind: 'email', ltr: true, autocomplete: 'email' },
      { name: 'phone', kind: 'tel', ltr: true, autocomplete: 'tel', hint: 'flow.field.phone.hint' },
      { name: 'currentAddress', kind: 'textarea', autocomplete: 'street-address' },
      { name: 'permanentAddress', kind: 'textarea', optional: true },
    ],
  },
  {
    id: 'emergency',
    legend: 'common.group.emergency',
    fields: [
      { name: 'emergencyContactName', kind: 'text' },
      { name: 'emergencyContactPhone', kind: 'tel', ltr: true },
      { name: 'emergencyContactEmail', kind: 'email', optional: true, ltr: true },
      { name: 'emergencyContactRelationship', kind: 'select', options: 'emergencyContactRelationship' },
    ],
  },
  {
    id: 'trip',
    legend: 'common.group.trip',
    fields: [
      { name: 'portOfEntry', kind: 'select', options: 'portOfEntry' },
      { name: 'dateOfArrival', kind: 'date', optional: true, hint: 'flow.field.dateOfArrival.hint' },
      { name: 'dateOfDeparture', kind: 'date', optional: true, hint: 'flow.field.dateOfDeparture.hint' },
      { name: 'accommodationType', kind: 'select', options: 'accommodationType', optional: true },
      { name: 'accommodationName', kind: 'text', optional: true },
      { name: 'accommodationAddress', kind: 'textarea', optional: true },
      { name: 'accommodationPhone', kind: 'tel', optional: true, ltr: true },
      // Set from the eTA type of step 1 (a tourist's: tourism): after the dates and the stay, where a
      // traveller who gives those and nothing else stops (Enter in the hotel's name goes on).
      { name: 'purposeOfVisit', kind: 'select', options: 'purposeOfVisit', optional: true },
    ],
  },
  {
    id: 'employment',
    legend: 'common.group.employment',
    fields: [
      { name: 'employmentStatus', kind: 'select', options: 'employmentStatus' },
      { name: 'occupation', kind: 'text', autocomplete: 'organization-title' },
      { name: 'employerName', kind: 'text', optional: true, autocomplete: 'organization' },
      { name: 'employerAddress', kind: 'textarea', optional: true },
      { name: 'employerPhone', kind: 'tel', optional: true, ltr: true },
    ],
  },
  {
    id: 'history',
    legend: 'common.group.history',
    fields: [
      { name: 'hasVisitedKenya', kind: 'yesno', optional: true },
      {
        name: 'lastVisitDate',
        kind: 'date',
        optional: true,
        showWhen: { field: 'hasVisitedKenya', equals: 'yes' },
      },
      { name: 'refereeInKenya', kind: 'text', optional: true, hint: 'flow.field.refereeInKenya.hint' },
      { name: 'refereePhone', kind: 'tel', optional: true, ltr: true },
    ],
  },
];

export const applicantFields: readonly FieldSpec[] = applicantFieldGroups.flatMap((g) => g.fields);
export const applicantFieldNames: readonly VisitField[] = applicantFields.map((f) => f.name as VisitField);

/** The label key of a field. */
export function fieldLabel(name: ApplicantField): MessageKey {
  return `common.field.${name}` as MessageKey;
}

/** The id of a field's (first) input for applicant `index` (0-based): the target of error links. */
export function fieldId(index: number, name: ApplicantField): string {
  const spec = applicantFields.find((f) => f.name === name);
  const base = `applicant-${index + 1}-${name}`;
  // A field of the visa sections (not in this list) named `…Date` is a date (`onwardDepartureDate`).
  if ((spec?.kind ?? (name.endsWith('Date') && 'date')) === 'date') return `${base}-day`;
  if (spec?.kind === 'radio' || spec?.kind === 'yesno') return `${base}-0`;
  return base;
}

/** Parses an id made by `fieldId` (also a bare `applicant-2-dateOfBirth`). */
export function parseFieldId(id: string): { index: number; name: ApplicantField } | undefined {
  const match = /^applicant-(\d{1,2})-([A-Za-z]+)/.exec(id);
  if (!match) return undefined;
  const name = match[2] as ApplicantField;
  if (!applicantFieldNames.includes(name as VisitField)) return undefined;
  return { index: Number(match[1]) - 1, name };
}
