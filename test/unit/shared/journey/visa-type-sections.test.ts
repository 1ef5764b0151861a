import { describe, expect, it } from 'vitest';
import { tanzania } from '../../../../shared/destinations/tanzania';
import { visitQuestionSections } from '../../../../shared/destinations/types';
import { fieldsNotAsked, visaSectionsOf } from '../../../../shared/journey/section-fields';
import { applicantSchemaAsking } from '../../../../shared/journey/section-schemas';
import { createApplicantSchema } from '../../../../shared/journey/applicant-schema';
import {
  createVisaSubmissionSchema,
  visaSubmissionSchemaFor,
} from '../../../../shared/journey/visa-submission-schema';
import { validApplicant, validSubmission } from './fixtures';

const today = '2025-06-15';
const invitation = {
  invitingOrganisation: 'Serengeti Safaris Ltd',
  invitingAddress: 'Plot 12, Sokoine Road, Arusha',
  invitingPhone: '+255 27 250 1234',
};
const onward = { onwardDestination: 'za', onwardDepartureDate: '2025-07-02' };
const employment = ['employmentStatus', 'occupation', 'employerName', 'employerAddress', 'employerPhone'];

const body = (visaType: string, applicant: Record<string, unknown>) => ({
  ...validSubmission({ applicants: [applicant as never] }),
  visaType,
  departureCountry: 'GB',
});
const parse = (visaType: string, applicant: Record<string, unknown>) =>
  createVisaSubmissionSchema(tanzania, today).safeParse(body(visaType, applicant));
const issuesOf = (result: ReturnType<typeof parse>) =>
  (result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);
const without = (applicant: Record<string, unknown>, fields: readonly string[]) =>
  Object.fromEntries(Object.entries(applicant).filter(([k]) => !fields.includes(k)));

describe('the sections each Tanzania visa type asks', () => {
  it('asks the visit sections of ordinary and multiple entry, adds invitation for business, onward travel for transit', () => {
    const questions = Object.fromEntries(tanzania.visaTypes.map((t) => [t.id, visaSectionsOf(t.questions)]));
    expect(questions).toEqual({
      ordinary: [],
      multiple_entry: [],
      business: ['invitation'],
      transit: ['onwardTravel'],
    });
    expect(fieldsNotAsked(visitQuestionSections)).toEqual(
      new Set([
        ...Object.keys(invitation),
        'invitingContactPerson',
        ...Object.keys(onward),
        'onwardBookingReference',
      ]),
    );
  });
});

describe('the server’s schema of a Tanzania application, per visa type', () => {
  it('accepts an ordinary visa without invitation or onward travel, as before', () => {
    expect(issuesOf(parse('ordinary', validApplicant()))).toEqual([]);
  });

  it('refuses a business visa without its invitation, naming each required field', () => {
    expect(issuesOf(parse('business', validApplicant()))).toEqual([
      ['applicants.0.invitingOrganisation', 'journey.error.invitingOrganisation.required'],
      ['applicants.0.invitingAddress', 'journey.error.invitingAddress.required'],
      ['applicants.0.invitingPhone', 'journey.error.invitingPhone.required'],
    ]);
    expect(visaSubmissionSchemaFor(tanzania).safeParse(body('business', validApplicant())).success).toBe(
      false,
    );
  });

  it('accepts a business visa with its invitation and stores it with the applicant (the contact person optional)', () => {
    const parsed = parse('business', {
      ...validApplicant(),
      ...invitation,
      invitingContactPerson: ' Asha Mollel ',
    });
    expect(issuesOf(parsed)).toEqual([]);
    expect(parsed.data?.applicants[0]).toMatchObject({ ...invitation, invitingContactPerson: 'Asha Mollel' });
    expect(issuesOf(parse('business', { ...validApplicant(), ...invitation }))).toEqual([]);
  });

  it('checks the invitation’s phone number', () => {
    expect(
      issuesOf(parse('business', { ...validApplicant(), ...invitation, invitingPhone: 'call us' })),
    ).toEqual([['applicants.0.invitingPhone', 'journey.error.phone.invalid']]);
  });

  it('accepts a transit visa without employment, trip or accommodation, and ignores them when sent', () => {
    const transit = without(validApplicant(), [
      ...employment,
      'dateOfArrival',
      'dateOfDeparture',
      'portOfEntry',
    ]);
    const parsed = parse('transit', { ...transit, ...onward });
    expect(issuesOf(parsed)).toEqual([]);
    expect(parsed.data?.applicants[0]).toMatchObject({
      onwardDestination: 'ZA',
      onwardDepartureDate: '2025-07-02',
    });
    expect(parsed.data?.applicants[0]).not.toHaveProperty('employmentStatus');
    // Answers of sections the type does not ask are dropped, whatever they are.
    const sent = parse('transit', {
      ...validApplicant(),
      ...onward,
      employmentStatus: 'astronaut',
      occupation: '',
    });
    expect(issuesOf(sent)).toEqual([]);
    expect(sent.data?.applicants[0]).not.toHaveProperty('occupation');
  });

  it('refuses a transit visa without its onward travel', () => {
    const transit = without(validApplicant(), employment);
    expect(issuesOf(parse('transit', transit))).toEqual([
      ['applicants.0.onwardDestination', 'journey.error.onwardDestination.required'],
      ['applicants.0.onwardDepartureDate', 'journey.error.onwardDepartureDate.required'],
    ]);
  });

  it('refuses an onward departure in the past, or a real date that is not one', () => {
    const transit = without(validApplicant(), employment);
    expect(issuesOf(parse('transit', { ...transit, ...onward, onwardDepartureDate: '2025-06-14' }))).toEqual([
      ['applicants.0.onwardDepartureDate', 'journey.error.onwardDepartureDate.past'],
    ]);
    expect(issuesOf(parse('transit', { ...transit, ...onward, onwardDepartureDate: '2025-02-30' }))).toEqual([
      ['applicants.0.onwardDepartureDate', 'journey.error.onwardDepartureDate.invalid'],
    ]);
  });

  it('still requires employment of an ordinary visa', () => {
    expect(issuesOf(parse('ordinary', without(validApplicant(), employment)))).toEqual([
      ['applicants.0.employmentStatus', 'journey.error.employmentStatus.required'],
      ['applicants.0.occupation', 'journey.error.occupation.required'],
    ]);
  });
});

describe('the browser’s check of one traveller, per visa type', () => {
  const transit = tanzania.visaTypes.find((t) => t.id === 'transit')?.questions ?? [];
  const check = (questions: typeof transit, applicant: Record<string, unknown>) =>
    (
      applicantSchemaAsking(createApplicantSchema(today), questions, today).safeParse(applicant).error
        ?.issues ?? []
    ).map((i) => [i.path.join('.'), i.message]);

  it('refuses an onward departure before the arrival date when the type asks both', () => {
    const both = [...visitQuestionSections.slice(0, -1), 'onwardTravel' as const, 'declarations' as const];
    const applicant = {
      ...validApplicant(),
      ...onward,
      dateOfArrival: '2025-07-10',
      dateOfDeparture: '2025-07-20',
    };
    expect(check(both, applicant)).toEqual([
      ['onwardDepartureDate', 'journey.error.onwardDepartureDate.beforeArrival'],
    ]);
  });

  it('asks a transit traveller no employment, and the onward travel', () => {
    expect(check(transit, without(validApplicant(), employment))).toEqual([
      ['onwardDestination', 'journey.error.onwardDestination.required'],
      ['onwardDepartureDate', 'journey.error.onwardDepartureDate.required'],
    ]);
    expect(check(transit, { ...without(validApplicant(), employment), ...onward })).toEqual([]);
  });
});
