import { describe, expect, it } from 'vitest';
import { pickMessages } from '../../../../../../shared/i18n';
import { adminPanelPrefixes } from '../../../../../../site/lib/island-messages';
import type { optionLists } from '../../../../../../site/islands/admin/panel/applicant-fields';
import {
  applicantName,
  fieldSpecs,
  groupApplicantFields,
} from '../../../../../../site/islands/admin/panel/applicant-fields';
import { valueText } from '../../../../../../site/islands/admin/panel/ApplicantSection';
import { fieldLabelOf, optionLabelOf } from '../../../../../../site/islands/admin/panel/i18n';
import { createTranslator } from '../../../../../../shared/i18n/translate';
import {
  accommodationTypes,
  emergencyRelationships,
  employmentStatuses,
  genders,
  maritalStatuses,
  passportTypes,
  purposesOfVisit,
} from '../../../../../../shared/journey/options';

const stored = {
  pk: 'APP#1',
  sk: 'APPLICANT#01',
  entity: 'applicant',
  applicationId: '1',
  index: 0,
  firstName: 'Amina',
  lastName: 'Otieno',
  middleName: '',
  dateOfBirth: '1990-05-20',
  gender: 'female',
  nationality: 'GB',
  passportNumber: 'AB1234567',
  passportIssuedDate: '2024-01-10',
  email: 'amina@example.com',
  currentAddress: '1 High Street, London',
  portOfEntry: 'JKIA',
  intendedLengthOfStay: 30,
  employmentStatus: 'employed',
  emergencyContactName: 'Joseph Otieno',
  emergencyContactRelationship: 'spouse',
  hasVisitedKenya: false,
  carryingCash: true,
  favouriteColour: 'green',
};

describe('grouping an applicant’s fields for the admin view', () => {
  it('groups the answers in the specification’s order and leaves out empty ones and bookkeeping', () => {
    const groups = groupApplicantFields(stored);
    expect(groups.map((g) => g.group)).toEqual([
      'personal',
      'passport',
      'contact',
      'travel',
      'employment',
      'emergency',
      'declarations',
      'other',
    ]);
    const personal = groups.find((g) => g.group === 'personal')?.rows.map((r) => r.name);
    expect(personal).toEqual(['firstName', 'lastName', 'dateOfBirth', 'gender', 'nationality']);
    const all = groups.flatMap((g) => g.rows.map((r) => r.name));
    for (const key of ['pk', 'sk', 'entity', 'applicationId', 'index', 'middleName'])
      expect(all).not.toContain(key);
  });

  it('shows the specification’s field names on the journey’s rows', () => {
    const groups = groupApplicantFields({
      firstName: 'A',
      passportIssueDate: '2024-01-10',
      homeAddress: 'Home',
    });
    const rows = groups.flatMap((g) => g.rows);
    expect(rows.find((r) => r.name === 'passportIssuedDate')?.value).toBe('2024-01-10');
    expect(rows.find((r) => r.name === 'currentAddress')?.value).toBe('Home');
  });

  it('keeps fields it does not know, under other answers, by their stored name', () => {
    const other = groupApplicantFields(stored).find((g) => g.group === 'other');
    expect(other?.rows).toEqual([
      { name: 'favouriteColour', known: false, as: { kind: 'text' }, value: 'green' },
    ]);
  });

  it('has a label, its own or the shared one, for every known field and every option value', () => {
    const t = createTranslator('en', pickMessages('en', adminPanelPrefixes));
    const missing = fieldSpecs.map((s) => s.name).filter((name) => fieldLabelOf(t, name) === name);
    const lists = {
      gender: genders,
      maritalStatus: maritalStatuses,
      passportType: passportTypes,
      purposeOfVisit: purposesOfVisit,
      accommodationType: accommodationTypes,
      employmentStatus: employmentStatuses,
      relationship: emergencyRelationships,
    } satisfies Record<(typeof optionLists)[number], readonly string[]>;
    const options = Object.entries(lists).flatMap(([list, values]) =>
      values.filter((v) => optionLabelOf(t, list, v) === v).map((v) => `${list}.${v}`),
    );
    expect([...missing, ...options]).toEqual([]);
  });

  it('names the applicant from the stored names', () => {
    expect(applicantName({ firstName: 'Amina', middleName: ' ', lastName: 'Otieno' })).toBe('Amina Otieno');
  });
});

describe('reading a stored value', () => {
  const t = createTranslator('tr', pickMessages('tr', adminPanelPrefixes));
  const rowOf = (name: string) =>
    groupApplicantFields(stored)
      .flatMap((g) => g.rows)
      .find((r) => r.name === name);

  it('translates options, yes/no, countries and dates', () => {
    const text = (name: string) => {
      const row = rowOf(name);
      return row ? valueText(row, 'tr', t) : undefined;
    };
    expect(text('gender')).toBe('Kadın');
    expect(text('emergencyContactRelationship')).toBe('Eş');
    expect(text('carryingCash')).toBe('Evet');
    expect(text('hasVisitedKenya')).toBe('Hayır');
    expect(text('nationality')).toBe('Birleşik Krallık');
    expect(text('dateOfBirth')).toBe('20 May 1990');
    expect(text('portOfEntry')).toBe('Jomo Kenyatta International Airport (Nairobi)');
    expect(text('passportNumber')).toBe('AB1234567');
  });
});

describe('an applicant of a Tanzania application', () => {
  const t = createTranslator('en', pickMessages('en', adminPanelPrefixes));
  const tr = createTranslator('tr', pickMessages('tr', adminPanelPrefixes));

  it('reads the questions that name Kenya in Tanzania’s words', () => {
    expect(fieldLabelOf(t, 'hasVisitedKenya', 'tanzania')).toBe('Visited Tanzania before');
    expect(fieldLabelOf(t, 'refereeInKenya', 'tanzania')).toBe('Contact person in Tanzania');
    expect(fieldLabelOf(t, 'refereePhone', 'tanzania')).toBe('Phone of the contact in Tanzania');
    expect(fieldLabelOf(tr, 'hasVisitedKenya', 'tanzania')).toBe("Daha önce Tanzanya'yı ziyaret etti");
    // Kenya's (and an application stored before destinations existed) keep Kenya's.
    expect(fieldLabelOf(t, 'hasVisitedKenya', 'kenya')).toBe('Visited Kenya before');
    expect(fieldLabelOf(t, 'hasVisitedKenya')).toBe('Visited Kenya before');
    // Fields without words of their own read as Kenya's.
    expect(fieldLabelOf(t, 'firstName', 'tanzania')).toBe(fieldLabelOf(t, 'firstName'));
  });

  it('names a Tanzania port by its label in the panel’s language', () => {
    const port = (code: string, translate = t) =>
      valueText({ name: 'portOfEntry', known: true, as: { kind: 'port' }, value: code }, 'en', translate);
    expect(port('DAR')).toBe('Julius Nyerere International Airport (Dar es Salaam)');
    expect(port('NAMANGA', tr)).toBe('Namanga sınır kapısı (Kenya’dan)');
    expect(port('JKIA')).toBe('Jomo Kenyatta International Airport (Nairobi)');
    expect(port('XYZ')).toBe('XYZ');
  });
});

describe('a business or transit traveller’s own sections', () => {
  const t = createTranslator('en', pickMessages('en', adminPanelPrefixes));
  const traveller = {
    firstName: 'Amina',
    lastName: 'Otieno',
    invitingOrganisation: 'Serengeti Safaris Ltd',
    invitingAddress: 'Plot 12, Sokoine Road, Arusha',
    invitingPhone: '+255 27 250 1234',
    invitingContactPerson: 'Asha Mollel',
    onwardDestination: 'ZA',
    onwardDepartureDate: '2026-07-02',
    onwardBookingReference: 'QX7Y2Z',
  };

  it('shows the invitation and the onward travel in groups of their own, labelled and read', () => {
    const groups = groupApplicantFields(traveller);
    expect(groups.map((g) => g.group)).toEqual(['personal', 'invitation', 'onwardTravel']);
    expect(t('common.group.invitation')).toBe('Inviting company or organisation');
    expect(t('common.group.onwardTravel')).toBe('Onward travel');
    const rows = groups.flatMap((g) => g.rows);
    expect(rows.map((r) => [fieldLabelOf(t, r.name, 'tanzania'), valueText(r, 'en', t)]).slice(2)).toEqual([
      ['Name of the company or organisation', 'Serengeti Safaris Ltd'],
      ['Its address in Tanzania', 'Plot 12, Sokoine Road, Arusha'],
      ['Its phone number', '+255 27 250 1234'],
      ['Contact person', 'Asha Mollel'],
      ['Final destination country', 'South Africa'],
      ['Date you leave Tanzania', 'Jul 2, 2026'],
      ['Onward ticket or booking reference', 'QX7Y2Z'],
    ]);
  });
});
