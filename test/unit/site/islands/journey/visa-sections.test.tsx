import { describe, expect, it } from 'vitest';
import { tanzania } from '../../../../../shared/destinations/tanzania';
import { askedQuestions, type AskedQuestions } from '../../../../../shared/journey/section-fields';
import { pickMessages } from '../../../../../shared/i18n';
import { createTranslator } from '../../../../../shared/i18n/translate';
import type { MessageKey } from '../../../../../shared/i18n/types';
import { ApplicantFields } from '../../../../../site/islands/journey/ApplicantFields';
import VisaSections from '../../../../../site/islands/journey/VisaSections';
import { checkStep, initialDetails, ownerOf } from '../../../../../site/islands/journey/details-editor-state';
import * as checks from '../../../../../site/lib/journey/details-validation';
import { fieldId } from '../../../../../site/lib/journey/applicant-fields';
import { blankApplicant, readApplicants, writeApplicants } from '../../../../../site/lib/journey/draft';
import { noneSameAsFirst } from '../../../../../site/lib/journey/same-as-first';
import { memoryStore } from '../../../../../site/lib/journey/storage';
import { render } from '../form-kit/dom';

const t = createTranslator<MessageKey>(
  'en',
  pickMessages('en', ['flow.', 'journey.', 'common.']) as Record<MessageKey, string>,
);
const noop = () => undefined;
const questionsOf = (id: string) => tanzania.visaTypes.find((type) => type.id === id)?.questions ?? [];
const asked = (id: string) => askedQuestions(questionsOf(id));

function fields(questions?: AskedQuestions) {
  const page = render(
    <ApplicantFields
      t={t}
      locale="en"
      index={0}
      applicant={blankApplicant('a1', 'tourist')}
      first={undefined}
      sameAsFirst={noneSameAsFirst}
      onSameAsFirst={noop}
      onChange={noop}
      errors={{}}
      warnings={{}}
      countries={new Map()}
      questions={questions}
    />,
  );
  return { page, legends: page.texts('legend.fieldset__legend--m') };
}

describe('the sections the details page asks, by the chosen visa type', () => {
  it('asks a visit’s every group when the page names no sections (Kenya) or an ordinary visa', () => {
    expect(fields().legends).toEqual(fields(asked('ordinary')).legends);
    expect(fields().legends).toContain('Employment');
  });

  it('asks a transit traveller neither employment, trip nor previous visits', () => {
    const { page, legends } = fields(asked('transit'));
    expect(legends).not.toContain('Employment');
    expect(legends).not.toContain('Trip details');
    expect(legends).not.toContain('Previous visits and contacts in Kenya');
    expect(page.all('[name="applicant-1-occupation"], [name="applicant-1-portOfEntry"]')).toHaveLength(0);
    expect(page.all('[name="applicant-1-currentAddress"], [name="applicant-1-email"]')).toHaveLength(2);
    expect(
      page.all('[name^="applicant-1-accommodation"], [name="applicant-1-hasVisitedKenya"]'),
    ).toHaveLength(0);
  });

  it('renders the invitation and the onward travel with the page’s own fields, labelled', () => {
    const { page } = fields();
    const field = (name: string) => page.all(`[name^="applicant-1-${name}"]`).length;
    expect(field('firstName')).toBe(1);
    const own = render(
      <VisaSections
        t={t}
        sections={['invitation', 'onwardTravel']}
        field={(spec) => (
          <label key={spec.name} htmlFor={spec.name}>
            {spec.name}:{spec.kind}
            {spec.optional ? '?' : ''}
          </label>
        )}
      />,
    );
    expect(own.texts('legend')).toEqual(['Inviting company or organisation', 'Onward travel']);
    expect(own.texts('label')).toEqual([
      'invitingOrganisation:text',
      'invitingAddress:textarea',
      'invitingPhone:tel',
      'invitingContactPerson:text?',
      'onwardDestination:country',
      'onwardDepartureDate:date',
      'onwardBookingReference:text?',
    ]);
  });
});

describe('the details checks of a visa type’s sections', () => {
  const today = '2025-06-15';
  const complete = {
    ...blankApplicant('a1', 'tourist'),
    firstName: 'Amina',
    lastName: 'Otieno',
    dateOfBirth: '1990-05-20',
    gender: 'female',
    nationality: 'GB',
    passportNumber: 'AB1234567',
    passportIssuedDate: '2020-01-10',
    passportExpiryDate: '2030-01-09',
    passportIssuingCountry: 'GB',
    email: 'amina@example.com',
    phone: '+44 20 7946 0000',
    currentAddress: '1 High Street, London',
    emergencyContactName: 'Joseph Otieno',
    emergencyContactPhone: '+44 20 7946 0001',
    emergencyContactRelationship: 'spouse',
  };

  it('does not ask a transit traveller’s employment but refuses one without onward travel', () => {
    expect(checks.applicantErrors(complete, today, questionsOf('transit'))).toEqual({
      onwardDestination: 'journey.error.onwardDestination.required',
      onwardDepartureDate: 'journey.error.onwardDepartureDate.required',
    });
    const onward = { ...complete, onwardDestination: 'ZA', onwardDepartureDate: '2025-7-2' };
    expect(checks.applicantErrors(onward, today, questionsOf('transit'))).toEqual({});
    // Kenya's (no sections named) still asks employment, and nothing of onward travel.
    expect(Object.keys(checks.applicantErrors(onward, today))).toEqual(['employmentStatus', 'occupation']);
  });

  it('refuses a business traveller without the invitation, at Next', () => {
    const withJob = { ...complete, employmentStatus: 'employed', occupation: 'Engineer' };
    const state = initialDetails({
      count: 2,
      all: [withJob, { ...withJob, id: 'a2' }],
      sameAsFirst: noneSameAsFirst,
      agreements: { termsAccepted: true, privacyAccepted: true, dataAccuracy: true, paymentAgreement: true },
      signature: 'Amina Otieno',
      questions: asked('business'),
    });
    expect(checkStep(state, checks, today)).toEqual({
      type: 'refused',
      legal: false,
      errors: {
        applicants: [
          {
            invitingOrganisation: 'journey.error.invitingOrganisation.required',
            invitingAddress: 'journey.error.invitingAddress.required',
            invitingPhone: 'journey.error.invitingPhone.required',
          },
          {},
        ],
        agreements: {},
      },
    });
  });

  it('links an error to the field of the right traveller, a date to its day', () => {
    expect(ownerOf('applicant-2-invitingPhone', 3)).toBe(1);
    expect(fieldId(0, 'onwardDepartureDate')).toBe('applicant-1-onwardDepartureDate-day');
  });

  it('keeps the answers in the draft', () => {
    const store = memoryStore();
    writeApplicants(store, [{ ...complete, invitingOrganisation: 'Serengeti Safaris Ltd' }]);
    expect(readApplicants(store)[0]?.invitingOrganisation).toBe('Serengeti Safaris Ltd');
    expect(readApplicants(store)[0]).not.toHaveProperty('onwardDestination');
  });
});
