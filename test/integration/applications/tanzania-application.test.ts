import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  applicationPath,
  destinationApplicationPath,
  destinationApplicationsPaths,
  idempotencyKeyHeader,
} from '../../../shared/api/applications';
import { computeVisaPricing } from '../../../shared/destinations/rules';
import { tanzania } from '../../../shared/destinations/tanzania';
import type { ApplicationCreated, ApplicationUpdated } from '../../../shared/journey/application-schemas';
import type { ApplicantInput } from '../../../shared/journey/applicant-schema';
import type { VisaSubmissionInput } from '../../../shared/journey/visa-submission-schema';
import { getApplicants } from '../../../functions/lib/applications-table';
import { applicant, applicationsOf, origin, postJson, storedApplication, submission, table } from './support';

/** A business visa's inviting company (its `invitation` section). */
const invitation = {
  invitingOrganisation: 'Serengeti Safaris Ltd',
  invitingAddress: 'Plot 12, Sokoine Road, Arusha',
  invitingPhone: '+255 27 250 1234',
  invitingContactPerson: 'Asha Mollel',
};

/** A traveller with the answers of a section Kenya's applicant type does not name. */
const withAnswers = (traveller: ApplicantInput, answers: Readonly<Record<string, string>>) =>
  ({ ...traveller, ...answers }) as ApplicantInput;

/** The Tanzania e-visa's create route: the destination comes from the route, never from the body. */
const path = destinationApplicationsPaths.tanzania;

function tanzaniaBody(overrides: Partial<VisaSubmissionInput> = {}): VisaSubmissionInput {
  const applicants = overrides.applicants ?? [
    applicant({ nationality: 'US', passportIssuingCountry: 'US' }),
    applicant({
      firstName: 'Joseph',
      nationality: 'US',
      passportIssuingCountry: 'US',
      passportNumber: 'XY7654321',
    }),
  ];
  const { applicationType: _kenyas, ...group } = submission({
    applicants,
    applicantCount: applicants.length,
  });
  return {
    ...group,
    visaType: 'multiple_entry',
    departureCountry: 'KE',
    processingType: 'super_fast',
    ...overrides,
  };
}

const create = (body: unknown) => postJson(path, body, { [idempotencyKeyHeader]: randomUUID() });

async function created(body: unknown): Promise<ApplicationCreated> {
  const res = await create(body);
  const text = await res.text();
  expect(res.status, text).toBe(201);
  return JSON.parse(text) as ApplicationCreated;
}

interface ValidationError {
  readonly error: string;
  readonly issues: readonly { readonly path: string; readonly message: string }[];
}

describe(`POST ${path}`, () => {
  it('creates a Tanzania application with a TZ- number, the visa type’s price and the departure country', async () => {
    const body = tanzaniaBody({ includeInsurance: true });
    const app = await created(body);
    expect(app.applicationNumber).toMatch(/^TZ-\d{8}$/);
    const expected = computeVisaPricing(tanzania, {
      visaType: 'multiple_entry',
      applicantCount: 2,
      processingType: 'super_fast',
      insurance: true,
    });
    // Service fee for 2 (57) + multiple entry (100) + super urgent (99) + insurance (45), per person.
    expect(expected.totalPrice).toBe((57 + 100 + 99 + 45) * 2);
    expect(app.pricing).toEqual(expected);
    expect(await storedApplication(app.id)).toMatchObject({
      applicationNumber: app.applicationNumber,
      destination: 'tanzania',
      visaType: 'multiple_entry',
      departureCountry: 'KE',
      applicationType: 'tourist',
      pricing: { totalPrice: expected.totalPrice },
      status: 'pending',
      paymentStatus: 'unpaid',
    });
  });

  it('stores the departure country upper-cased, and a business visa as a business application', async () => {
    const body = tanzaniaBody({
      applicants: [withAnswers(applicant({ nationality: 'GB' }), invitation)],
      visaType: 'business',
      departureCountry: 'gb',
      processingType: 'normal',
    });
    const app = await created(body);
    expect(app.pricing.totalPrice).toBe(59 + 250);
    expect(await storedApplication(app.id)).toMatchObject({
      departureCountry: 'GB',
      visaType: 'business',
      applicationType: 'business',
    });
    // The invitation is stored with the applicant.
    expect(await getApplicants(table, app.id)).toEqual([expect.objectContaining(invitation)]);
  });

  it('refuses a business visa without the invitation, naming the traveller’s fields, and stores nothing', async () => {
    const body = tanzaniaBody({ applicants: [applicant({ nationality: 'GB' })], visaType: 'business' });
    const res = await create(body);
    expect(res.status).toBe(400);
    expect(((await res.json()) as ValidationError).issues).toEqual([
      { path: 'applicants.0.invitingOrganisation', message: 'journey.error.invitingOrganisation.required' },
      { path: 'applicants.0.invitingAddress', message: 'journey.error.invitingAddress.required' },
      { path: 'applicants.0.invitingPhone', message: 'journey.error.invitingPhone.required' },
    ]);
    expect(await applicationsOf(body.contactEmail)).toEqual([]);
  });

  it('refuses a visa type the nationality may not have, naming the traveller, and stores nothing', async () => {
    // US citizens are issued the multiple-entry visa, never the ordinary one; others may not have multiple entry.
    const body = tanzaniaBody({
      applicants: [
        applicant({ nationality: 'US' }),
        applicant({ firstName: 'Joseph', nationality: 'GB', passportNumber: 'XY7654321' }),
      ],
      visaType: 'ordinary',
    });
    const res = await create(body);
    expect(res.status).toBe(400);
    const error = (await res.json()) as ValidationError;
    expect(error.error).toBe('validation_failed');
    expect(error.issues).toEqual([
      { path: 'applicants.0.nationality', message: 'journey.error.visaType.notForNationality' },
    ]);
    const multiple = await create(tanzaniaBody({ ...body, visaType: 'multiple_entry' }));
    expect(((await multiple.json()) as ValidationError).issues).toEqual([
      { path: 'applicants.1.nationality', message: 'journey.error.visaType.notForNationality' },
    ]);
    expect(await applicationsOf(body.contactEmail)).toEqual([]);
  });

  it('refuses a nationality that needs no visa for Tanzania, and a Kenyan one is not refused for Kenya’s rule', async () => {
    // Kenya is visa-free for Tanzania (East African Community).
    const body = tanzaniaBody({ applicants: [applicant({ nationality: 'KE' })], visaType: 'ordinary' });
    const res = await create(body);
    expect(res.status).toBe(400);
    expect(((await res.json()) as ValidationError).issues).toEqual([
      { path: 'applicants.0.nationality', message: 'journey.error.nationality.visaNotNeeded' },
    ]);
    expect(await applicationsOf(body.contactEmail)).toEqual([]);
  });

  it('refuses a body without a visa type or departure country, or with another destination’s type', async () => {
    const { visaType: _type, departureCountry: _country, ...rest } = tanzaniaBody();
    const res = await create(rest);
    expect(res.status).toBe(400);
    expect(((await res.json()) as ValidationError).issues).toEqual(
      expect.arrayContaining([
        { path: 'visaType', message: 'journey.error.visaType.required' },
        { path: 'departureCountry', message: 'journey.error.departureCountry.required' },
      ]),
    );
    const eta = await create(tanzaniaBody({ visaType: 'eta', departureCountry: 'ZZ' }));
    expect(((await eta.json()) as ValidationError).issues).toEqual(
      expect.arrayContaining([
        { path: 'visaType', message: 'journey.error.visaType.required' },
        { path: 'departureCountry', message: 'journey.error.country.invalid' },
      ]),
    );
  });

  it('ignores a destination sent in the body', async () => {
    const app = await created({ ...tanzaniaBody(), destination: 'kenya' });
    expect(app.applicationNumber).toMatch(/^TZ-/);
    expect((await storedApplication(app.id))?.destination).toBe('tanzania');
  });
});

describe(`PUT ${path}/:id`, () => {
  const put = (url: string, token: string, body: unknown) =>
    fetch(`${origin}${url}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });

  it('updates the visa type, speed and departure country, repricing from Tanzania’s table', async () => {
    const body = tanzaniaBody({
      applicants: [applicant({ nationality: 'GB' })],
      visaType: 'ordinary',
      processingType: 'normal',
    });
    const app = await created(body);
    expect(app.pricing.totalPrice).toBe(59 + 50);
    const res = await put(destinationApplicationPath('tanzania', app.id), app.accessToken, {
      ...body,
      // A transit visa asks the onward journey (and no employment).
      applicants: [
        withAnswers(applicant({ nationality: 'GB' }), {
          onwardDestination: 'ZA',
          onwardDepartureDate: '2099-01-10',
        }),
      ],
      visaType: 'transit',
      processingType: 'fast',
      departureCountry: 'NG',
    });
    const text = await res.text();
    expect(res.status, text).toBe(200);
    const updated = JSON.parse(text) as ApplicationUpdated;
    expect(updated.applicationNumber).toBe(app.applicationNumber);
    expect(updated.pricing.totalPrice).toBe(59 + 30 + 79);
    expect(updated.changed).toEqual(
      expect.arrayContaining(['visaType', 'departureCountry', 'processingType']),
    );
    expect(await storedApplication(app.id)).toMatchObject({
      destination: 'tanzania',
      visaType: 'transit',
      departureCountry: 'NG',
      applicationType: 'transit',
    });
  });

  it('refuses the update of a Tanzania application through Kenya’s route body, and a Kenya one through Tanzania’s', async () => {
    const body = tanzaniaBody({ applicants: [applicant({ nationality: 'GB' })], visaType: 'ordinary' });
    const app = await created(body);
    // Kenya's body has no visa type: Tanzania's route answers 400 and changes nothing.
    const { visaType: _t, ...noType } = body;
    expect((await put(destinationApplicationPath('tanzania', app.id), app.accessToken, noType)).status).toBe(
      400,
    );

    const kenya = (await (
      await postJson(applicationPath('').slice(0, -1), submission(), { [idempotencyKeyHeader]: randomUUID() })
    ).json()) as ApplicationCreated;
    const res = await put(destinationApplicationPath('tanzania', kenya.id), kenya.accessToken, body);
    expect(res.status).toBe(404);
    expect((await storedApplication(kenya.id))?.destination ?? 'kenya').toBe('kenya');
  });
});
