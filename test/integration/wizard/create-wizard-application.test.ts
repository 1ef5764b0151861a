import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminApplicationPath, type ApplicationDetail } from '../../../shared/api/admin';
import { applicationPath, ifMatchHeader } from '../../../shared/api/applications';
import { paymentPath } from '../../../shared/api/payments';
import { addDays, addYears, toIsoDate } from '../../../shared/journey/dates';
import { computeProductPricing } from '../../../shared/journey/pricing';
import { applicationCreatedSchema, type ApplicationCreated } from '../../../shared/journey/schemas';
import { emptyWizardForm, type WizardForm } from '../../../shared/wizard/form-data';
import { wizardApplicationRequest } from '../../../shared/wizard/request';
import { getApplicants } from '../../../functions/lib/applications-table';
import { listDocuments } from '../../../functions/documents/document-store';
import { adminJson, signedIn, type Session } from '../admin/support';
import {
  applicationsOf,
  createApplication,
  origin,
  s3,
  storedApplication,
  table,
  uniqueEmail,
} from '../applications/support';
import { attemptsOf, bearer } from '../payments/support';
import { stack } from '../support';
import { stackNow } from '../../support/stack-clock';
import { ownAddress, stageRequiredFiles } from './support';

const deps = { ...table, s3, bucketName: stack.bucketName, now: () => new Date() };
let today: string;
let staff: Session;

beforeAll(async () => {
  today = toIsoDate(await stackNow(stack.url));
  staff = await signedIn('support');
});

/** A complete wizard form on the stack's today (private host, visited before, cash declared), files staged. */
async function wizardForm(patch: Partial<WizardForm> = {}): Promise<WizardForm> {
  return {
    ...emptyWizardForm(),
    firstName: 'Ayşe',
    lastName: 'Yılmaz',
    dateOfBirth: '1988-04-02',
    nationality: 'TR',
    gender: 'female',
    passportNumber: 'U12345678',
    passportIssueCountry: 'TR',
    passportIssueDate: addYears(today, -2),
    passportExpiryDate: addYears(today, 8),
    email: uniqueEmail(),
    phoneCountryCode: '+90',
    phoneNumber: '532 123 4567',
    homeAddress: 'Bağdat Caddesi 12',
    city: 'İstanbul',
    stateProvince: 'İstanbul',
    postalCode: '34710',
    country: 'TR',
    purposeOfVisit: 'tourism',
    arrivalDate: addDays(today, 20),
    departureDate: addDays(today, 30),
    accommodationType: 'private',
    hostName: 'Wanjiru Kamau',
    hostAddress: 'Ngong Road 4, Nairobi',
    hostPhone: '+254 712 345678',
    arrivalFlightNumber: 'TK607',
    portOfEntry: 'JKIA',
    portOfExit: 'MOI',
    previousVisitToKenya: 'yes',
    lastVisitDate: addYears(today, -3),
    convictedOfCrime: 'no',
    deniedVisa: 'no',
    carryingCash: 'yes',
    cashAmount: '12000',
    cashCurrency: 'EUR',
    carryingGoods: 'no',
    carryingMedicine: 'yes',
    medicineDescription: 'Insulin pens for personal use',
    carryingWeapons: 'no',
    carryingDrugs: 'no',
    carryingAnimals: 'no',
    customsDeclaration: true,
    files: await stageRequiredFiles(ownAddress()),
    confirmDataAccuracy: true,
    confirmTerms: true,
    confirmPrivacy: true,
    confirmPayment: true,
    ...patch,
  };
}

async function created(res: Response): Promise<ApplicationCreated> {
  expect(res.status).toBe(201);
  return applicationCreatedSchema.parse(await res.json());
}

describe('a wizard application through POST /api/kenya-eta-applications', () => {
  it('is stored with its sections, one traveller and the wizard’s price of 30; staff see it', async () => {
    const form = await wizardForm();
    const app = await created(await createApplication(wizardApplicationRequest(form, 'tr')));
    expect(app.pricing).toEqual(computeProductPricing('wizard'));
    expect(app.pricing.totalPrice).toBe(30);

    const stored = await storedApplication(app.id);
    expect(stored).toMatchObject({
      product: 'wizard',
      applicationType: 'tourist',
      applicantCount: 1,
      applicantNames: ['Ayşe Yılmaz'],
      contactEmail: form.email,
      contactPhone: '+90 532 123 4567',
      includeInsurance: false,
      locale: 'tr',
      residenceCountry: 'TR',
      pricing: { totalPrice: 30, product: 'wizard', refundable: false },
      wizard: {
        hostName: 'Wanjiru Kamau',
        portOfExit: 'MOI',
        lastVisitDate: form.lastVisitDate,
        cashAmount: '12000',
        cashCurrency: 'EUR',
        medicineDescription: 'Insulin pens for personal use',
        customsDeclaration: true,
      },
    });
    const [traveller, ...others] = await getApplicants(table, app.id);
    expect(others).toEqual([]);
    expect(traveller).toMatchObject({
      firstName: 'Ayşe',
      passportNumber: 'U12345678',
      phone: '+90 532 123 4567',
      accommodationName: 'Wanjiru Kamau',
      hasVisitedKenya: true,
      countryResidence: 'TR',
    });
    // Not asked by the wizard, so not invented.
    expect(traveller).not.toHaveProperty('employmentStatus');
    expect(traveller).not.toHaveProperty('maritalStatus');

    // The staged files are the documents of traveller 0.
    const documents = await listDocuments(deps, app.id);
    expect(documents.map((d) => [d.applicantIndex, d.type]).sort()).toEqual(
      [
        [0, 'accommodation_booking'],
        [0, 'flight_booking'],
        [0, 'passport'],
        [0, 'photo'],
      ].sort(),
    );

    const detail = await adminJson<ApplicationDetail>(staff, 'GET', adminApplicationPath(app.id));
    expect(detail.application.product).toBe('wizard');
    expect(detail.wizard).toMatchObject({
      carryingCash: 'yes',
      cashCurrency: 'EUR',
      portOfEntry: 'JKIA',
      deniedVisa: 'no',
    });
    expect(detail.payment.amount).toBe(30);
  });

  it('is charged 30 by POST /api/payment, whatever the browser sends', async () => {
    const app = await created(await createApplication(wizardApplicationRequest(await wizardForm(), 'en')));
    const res = await fetch(`${origin}${paymentPath}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...bearer(app.accessToken) },
      body: JSON.stringify({ applicationId: app.id, amount: 1, currency: 'USD' }),
    });
    expect(res.status).toBe(200);
    const answer = (await res.json()) as { success: boolean; paymentUrl: string };
    expect(answer.success).toBe(true);
    const [attempt] = await attemptsOf(app.id);
    expect(attempt).toMatchObject({ amount: 30, currency: 'USD', orderId: app.applicationNumber });
  });

  it('is one application when the same request is sent twice', async () => {
    const body = wizardApplicationRequest(await wizardForm(), 'en');
    const key = randomUUID();
    const first = await created(await createApplication(body, key));
    const second = await created(await createApplication(body, key));
    expect(second.id).toBe(first.id);
    expect(await applicationsOf(body.contactEmail ?? '')).toHaveLength(1);
    expect(await listDocuments(deps, first.id)).toHaveLength(4);
  });

  it('cannot be changed through the group journey’s update call (409)', async () => {
    const app = await created(await createApplication(wizardApplicationRequest(await wizardForm(), 'en')));
    const res = await fetch(`${origin}${applicationPath(app.id)}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', [ifMatchHeader]: '1', ...bearer(app.accessToken) },
      body: JSON.stringify(wizardApplicationRequest(await wizardForm(), 'en')),
    });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ issues: [{ message: 'wizard.error.changeUnsupported' }] });
  });
});

describe('an invalid wizard section', () => {
  const refused: [string, () => Promise<Partial<WizardForm>>, [string, string][]][] = [
    [
      'contact',
      async () => ({ email: 'ayse@', phoneNumber: '123' }),
      [
        ['wizard.email', 'wizard.error.email.invalid'],
        ['wizard.phoneNumber', 'wizard.error.phoneNumber.tooShort'],
      ],
    ],
    [
      'trip',
      async () => ({ arrivalDate: today, accommodationType: 'hotel', hotelName: '' }),
      [
        ['wizard.arrivalDate', 'wizard.error.arrivalDate.tooSoon'],
        ['wizard.hotelName', 'wizard.error.hotelName.required'],
        ['wizard.hotelAddress', 'wizard.error.hotelAddress.required'],
      ],
    ],
    [
      'travel',
      async () => ({ portOfEntry: '', lastVisitDate: addYears(today, -21) }),
      [
        ['wizard.portOfEntry', 'wizard.error.portOfEntry.required'],
        ['wizard.lastVisitDate', 'wizard.error.lastVisitDate.tooOld'],
      ],
    ],
    [
      'customs',
      async () => ({ cashAmount: '', carryingAnimals: 'yes', customsDeclaration: false }),
      [
        ['wizard.cashAmount', 'wizard.error.cashAmount.required'],
        ['wizard.animalsDescription', 'wizard.error.animalsDescription.required'],
        ['wizard.customsDeclaration', 'wizard.error.customsDeclaration.required'],
      ],
    ],
    [
      'documents',
      async () => {
        const { flightBooking: _missing, ...files } = await stageRequiredFiles(ownAddress());
        return { files };
      },
      [['files.flightBooking', 'wizard.error.flightBooking.required']],
    ],
  ];

  it.each(refused)(
    '(%s) is refused with 400 and its issues, and nothing is stored',
    async (_, patch, issues) => {
      const form = await wizardForm(await patch());
      const res = await createApplication(wizardApplicationRequest(form, 'en'));
      expect(res.status).toBe(400);
      const body = (await res.json()) as { error: string; issues: { path: string; message: string }[] };
      expect(body.error).toBe('validation_failed');
      expect(body.issues.map((i) => [i.path, i.message])).toEqual(issues);
      expect(await applicationsOf(form.email)).toEqual([]);
    },
  );
});
