import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { createApplication as storeApplication } from '../../../functions/applications/create-application';
import { newApplicationNumber } from '../../../functions/applications/application-number';
import { addDays, addYears, todayFrom } from '../../../shared/journey/dates';
import { createApplicationSubmissionSchema } from '../../../shared/journey/schemas';
import { e2eTable } from '../../support/staff';
import { axeViolations, expect, test } from '../fixtures';
import {
  createApplication as createKenyaApplication,
  payThroughGateway,
  type CreatedApplication,
} from '../status/support';
import { jpegFile, pdfFile, seedSession } from './support';

/**
 * The cross-sell on the final page (issue 18 item 5): a paid Tanzania application offers the Kenya eTA;
 * the panel lists exactly what would be carried over; "Use these details" writes the other journey's
 * records and opens its first page. And the reverse: a paid Kenya application offers the Tanzania
 * e-visa, whose journey opens with the carried travellers.
 */
const hydrated = (page: Page) => page.locator('[data-hydrated]');
const today = todayFrom(() => new Date());

/** Uploads every slot marked Required on the documents page, then submits. */
async function uploadRequiredAndSubmit(page: Page, passportValid: string) {
  await page.goto('/kenya-eta-documents');
  await expect(hydrated(page)).toBeAttached();
  await expect(page.getByText(passportValid)).toBeVisible();
  const slots = page.locator('[data-slot]', { has: page.locator('.tag--todo') });
  await expect(slots.first()).toBeVisible();
  const names = await slots.evaluateAll((els) => els.map((el) => el.getAttribute('data-slot') ?? ''));
  for (const name of names) {
    const [index, type] = name.split('.');
    const file = type === 'photo' ? jpegFile(`${name}.jpg`, 20_000) : pdfFile(`${name}.pdf`, 20_000);
    await page.locator(`#doc-${index}-${type}`).setInputFiles(file);
    await expect(page.locator(`[data-slot="${name}"] .document-slot__done`)).toBeVisible({
      timeout: 60_000,
    });
  }
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page).toHaveURL(/\/kenya-eta-final-success\/?$/, { timeout: 30_000 });
  await expect(hydrated(page)).toBeAttached();
}

/** A Tanzania application of two travellers from the United Kingdom, stored through the engine and paid. */
async function tanzaniaApplication(request: Parameters<typeof payThroughGateway>[0]) {
  const contactEmail = `traveller+${randomUUID()}@example.com`;
  const traveller = (firstName: string, passportNumber: string) => ({
    firstName,
    lastName: 'Mushi',
    dateOfBirth: '1988-03-14',
    gender: 'female',
    nationality: 'GB',
    passportNumber,
    passportIssuedDate: addYears(today, -2),
    passportExpiryDate: addYears(today, 8),
    passportIssuingCountry: 'GB',
    email: contactEmail,
    phone: '+44 7700 900123',
    currentAddress: '1 High Street, London',
    dateOfArrival: addDays(today, 30),
    dateOfDeparture: addDays(today, 44),
    employmentStatus: 'employed',
    occupation: 'Engineer',
    emergencyContactName: 'Joseph Mushi',
    emergencyContactPhone: '+44 7700 900456',
    emergencyContactRelationship: 'spouse',
  });
  const body = createApplicationSubmissionSchema(today).parse({
    applicationType: 'tourist',
    processingType: 'normal',
    contactEmail,
    contactPhone: '+44 7700 900123',
    applicantCount: 2,
    includeInsurance: false,
    applicants: [traveller('Neema', 'TZ1234567'), traveller('Baraka', 'TZ7654321')],
    locale: 'en',
  });
  const app = await storeApplication(
    { ...e2eTable(), now: () => new Date(), newApplicationNumber },
    { ...body, destination: 'tanzania', visaType: 'ordinary', departureCountry: 'GB' },
    { key: randomUUID(), ttlSeconds: 3600 },
  );
  await payThroughGateway(request, app);
  return { ...app, contactEmail } as CreatedApplication;
}

test.describe('the other destination, offered on the final page', () => {
  test('a paid Tanzania application offers the Kenya eTA; "Start without them" writes nothing; confirming lands in Kenya’s journey with the passport numbers on its details page', async ({
    page,
    request,
  }) => {
    test.setTimeout(420_000);
    const app = await tanzaniaApplication(request);
    await seedSession(page, app);
    await uploadRequiredAndSubmit(page, 'Valid for at least 6 months from your arrival in Tanzania.');

    // The final page speaks of the e-visa (the destination's wording), not of Kenya's eTA.
    await expect(page.getByText('Do not travel before your e-visa is approved.')).toBeVisible();
    await expect(page.getByText('Do not travel before your eTA is approved.')).toBeHidden();
    const offer = page.getByRole('region', { name: 'Need a Kenya eTA as well?' });
    await offer.getByRole('button', { name: 'Apply for a Kenya eTA too' }).click();
    await expect(offer.getByRole('heading', { name: 'Applicant 1: Neema Mushi' })).toBeVisible();
    await expect(offer.getByText('TZ7654321')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // "Start without them": the Kenya journey opens and nothing was written.
    const before = await page.evaluate(() => localStorage.getItem('kenyaEtaApplicants'));
    await offer.getByRole('link', { name: 'Start without them' }).click();
    await expect(page).toHaveURL(/\/apply-kenya-eta\/?$/);
    expect(await page.evaluate(() => localStorage.getItem('kenyaEtaApplicants'))).toBe(before);

    await page.goto('/kenya-eta-final-success');
    await expect(hydrated(page)).toBeAttached();
    await page.getByRole('button', { name: 'Apply for a Kenya eTA too' }).click();
    await page.getByRole('button', { name: 'Use these details' }).click();
    await expect(page).toHaveURL(/\/apply-kenya-eta\/?$/);

    // The traveller chooses the eTA type, transport and speed; the details page shows the carried passports.
    await page.evaluate(() => {
      const record = JSON.parse(localStorage.getItem('kenyaEtaApplication') ?? '{}') as Record<
        string,
        unknown
      >;
      localStorage.setItem(
        'kenyaEtaApplication',
        JSON.stringify({
          ...record,
          etaType: 'tourist',
          transportationMethod: 'air',
          processingType: 'normal',
        }),
      );
    });
    await page.goto('/kenya-eta-details');
    await expect(page.getByLabel('First name')).toHaveValue('Neema');
    await expect(page.getByLabel('Passport number')).toHaveValue('TZ1234567');
    const switcher = page.getByRole('navigation', { name: 'Applicants' });
    await expect(switcher.getByRole('button')).toHaveText([
      /Applicant 1.*Neema Mushi/,
      /Applicant 2.*Baraka Mushi/,
    ]);
    await switcher.getByRole('button', { name: /Applicant 2/ }).click();
    await expect(page.getByLabel('Passport number')).toHaveValue('TZ7654321');
    await expect(page.getByLabel('Last name')).toHaveValue('Mushi');
  });

  test('a paid Kenya application offers the Tanzania e-visa; confirming opens its journey with the nationality, contact and passports carried over', async ({
    page,
    request,
  }) => {
    test.setTimeout(420_000);
    const app = await createKenyaApplication(request);
    await payThroughGateway(request, app);
    await seedSession(page, app);
    await uploadRequiredAndSubmit(page, 'Valid for at least 6 months from your arrival in Kenya.');

    const offer = page.getByRole('region', { name: 'Need a Tanzania e-visa as well?' });
    await offer.getByRole('button', { name: 'Apply for a Tanzania e-visa too' }).click();
    await expect(offer.getByRole('heading', { name: 'Applicant 1: Amina Otieno' })).toBeVisible();
    const kenyaRecords = await page.evaluate(() => localStorage.getItem('kenyaEtaApplicants'));
    await offer.getByRole('button', { name: 'Use these details' }).click();
    await expect(page).toHaveURL(/\/apply-visa\/?$/);

    // Step 1 starts from the carried travellers' nationality and the contact e-mail.
    await expect(page.locator('#nationality')).toHaveValue('GB');
    await expect(page.locator('#contactEmail')).toHaveValue(app.contactEmail);
    await page.locator('input[name="visaType"][value="ordinary"]').check();
    await page.locator('#numberOfApplicants').selectOption('2');
    await page.locator('input[name="processingType"][value="normal"]').check();
    await page.locator('#departureCountry').selectOption('GB');
    await page.locator('#contactEmail2').fill(app.contactEmail);
    await page.locator('#contactPhone').fill('7700 900123');
    await page.locator('main form button[type="submit"]').click();

    // The details page of Tanzania's journey shows the carried passports; Kenya's records are untouched.
    await expect(page).toHaveURL(/\/apply-visa\/details$/);
    await expect(page.getByLabel('First name')).toHaveValue('Amina');
    await expect(page.getByLabel('Passport number')).toHaveValue('AB1234567');
    const switcher = page.getByRole('navigation', { name: 'Applicants' });
    await switcher.getByRole('button', { name: /Applicant 2/ }).click();
    await expect(page.getByLabel('Passport number')).toHaveValue('CD7654321');
    expect(await page.evaluate(() => localStorage.getItem('kenyaEtaApplicants'))).toBe(kenyaRecords);
  });
});
