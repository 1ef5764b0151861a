import type { Page } from '@playwright/test';
import { destinationApplicationsPaths, idempotencyKeyHeader } from '../../../shared/api/applications';
import { expect, test } from '../fixtures';
import {
  agreeAndSign,
  dateFromToday,
  typeApplicant,
  typeDate,
  type Traveller,
} from '../journey/applicant-input';
import { chooseByKeyboard, typeInto } from '../journey/support';

/**
 * A Tanzania visa type asks its own sections (`VisaType.questions`): a business traveller is asked the
 * inviting company, which check your answers shows in a section of its own; a transit traveller is
 * asked no employment, trip or accommodation, but the onward journey. Each reaches the payment page.
 * The server refuses a business application without the invitation.
 */
const traveller = (firstName: string): Traveller => ({
  firstName,
  lastName: 'Mwangi',
  birth: ['4', '3', '1985'],
  gender: 'Female',
  nationality: ['United Kingdom', 'GB'],
  passportNumber: 'GB1234567',
  email: `${firstName.toLowerCase()}@example.com`,
  phone: '+44 20 7946 0000',
});

/** Step 1 for one British traveller and the visa type; then the details page of applicant 1. */
async function startWith(page: Page, visaType: string, contactEmail: string) {
  await page.goto('/apply-visa');
  await expect(page.locator('main form')).toBeVisible();
  await page.locator('#nationality').selectOption('GB');
  await page.locator(`input[name="visaType"][value="${visaType}"]`).check();
  await page.locator('#numberOfApplicants').selectOption('1');
  await page.locator('input[name="processingType"][value="normal"]').check();
  await page.locator('#departureCountry').selectOption('GB');
  await page.locator('#contactEmail').fill(contactEmail);
  await page.locator('#contactEmail2').fill(contactEmail);
  await page.locator('#contactPhone').fill('20 7946 0000');
  await page.locator('main form button[type="submit"]').click();
  await expect(page).toHaveURL(/\/apply-visa\/details$/);
  await expect(page.getByRole('heading', { name: 'Applicant 1 of 1' })).toBeVisible();
}

async function submitToPayment(page: Page) {
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page).toHaveURL(/\/apply-visa\/payment$/, { timeout: 30_000 });
}

test('a business traveller is asked the inviting company, shown on check your answers, and reaches payment', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await startWith(page, 'business', `tz-business-${Date.now()}@example.com`);
  const invitation = page.getByRole('group', { name: 'Inviting company or organisation' });
  await expect(invitation).toBeVisible();
  await expect(page.getByRole('group', { name: 'Onward travel' })).toHaveCount(0);
  await typeApplicant(page, traveller('Wanjiru'), { trip: false, nationalityGiven: true });

  // Continue without the invitation: the company's questions are required, each linked from the summary.
  await agreeAndSign(page, 'Wanjiru Mwangi');
  await page.getByRole('button', { name: 'Continue' }).click();
  const summary = page.locator('.error-summary');
  await expect(summary).toContainText('Enter the name of the inviting company or organisation');
  await expect(summary).toContainText('Enter the phone number of the company or organisation');

  await typeInto(page, invitation.getByLabel('Name of the company or organisation'), 'Serengeti Safaris Ltd');
  await typeInto(page, invitation.getByLabel('Its address in Tanzania'), 'Plot 12, Sokoine Road, Arusha');
  await typeInto(page, invitation.getByLabel('Its phone number'), '+255 27 250 1234');
  await typeInto(page, invitation.getByLabel('Contact person (optional)'), 'Asha Mollel');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/apply-visa\/check-answers$/);

  // Check your answers: the invitation in a section of its own, with a Change link to its first field.
  const main = page.getByRole('main');
  await expect(main).toContainText('Business');
  const section = main.getByRole('heading', { name: 'Inviting company or organisation' });
  await expect(section).toBeVisible();
  await expect(main).toContainText('Serengeti Safaris Ltd');
  await expect(main).toContainText('Asha Mollel');
  await expect(main).not.toContainText('Onward travel');
  await expect(main.locator('a[href$="/apply-visa/details#applicant-1-invitingOrganisation"]')).toHaveCount(
    1,
  );
  await submitToPayment(page);
});

test('a transit traveller is asked no employment, trip or accommodation but the onward journey, and reaches payment', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await startWith(page, 'transit', `tz-transit-${Date.now()}@example.com`);
  const onward = page.getByRole('group', { name: 'Onward travel' });
  await expect(onward).toBeVisible();
  await expect(page.getByRole('group', { name: 'Inviting company or organisation' })).toHaveCount(0);
  await expect(page.getByLabel('Port of entry')).toHaveCount(0);
  await expect(page.getByLabel('Type of accommodation', { exact: false })).toHaveCount(0);
  await typeApplicant(page, traveller('Achieng'), { trip: false, nationalityGiven: true, employment: false });

  // A departure in the past is refused; then the onward journey as asked.
  await chooseByKeyboard(page, onward.getByLabel('Final destination country'), 'South Africa', 'ZA');
  await typeDate(page, 'Date you leave Tanzania', dateFromToday(-2));
  await typeInto(page, onward.getByLabel('Onward ticket or booking reference (optional)'), 'QX7Y2Z');
  await agreeAndSign(page, 'Achieng Mwangi');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.locator('.error-summary')).toContainText('Onward departure date cannot be in the past');
  await typeDate(page, 'Date you leave Tanzania', dateFromToday(20));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/apply-visa\/check-answers$/);

  const main = page.getByRole('main');
  await expect(main).toContainText('Transit');
  await expect(main.getByRole('heading', { name: 'Onward travel' })).toBeVisible();
  await expect(main).toContainText('South Africa');
  await expect(main).toContainText('QX7Y2Z');
  await expect(main.getByRole('heading', { name: 'Employment' })).toHaveCount(0);
  await expect(main).not.toContainText('Occupation');
  await submitToPayment(page);
});

test('the server refuses a business application without the invitation', async ({ request }) => {
  const today = new Date().toISOString().slice(0, 10);
  const year = Number(today.slice(0, 4));
  const res = await request.post(destinationApplicationsPaths.tanzania, {
    headers: { [idempotencyKeyHeader]: crypto.randomUUID() },
    data: {
      visaType: 'business',
      departureCountry: 'GB',
      processingType: 'normal',
      contactEmail: `tz-api-${Date.now()}@example.com`,
      contactPhone: '+44 20 7946 0000',
      applicantCount: 1,
      includeInsurance: false,
      locale: 'en',
      applicants: [
        {
          firstName: 'Wanjiru',
          lastName: 'Mwangi',
          dateOfBirth: '1985-03-04',
          gender: 'female',
          nationality: 'GB',
          passportNumber: 'GB1234567',
          passportIssuedDate: `${year - 2}-01-15`,
          passportExpiryDate: `${year + 8}-01-14`,
          passportIssuingCountry: 'GB',
          email: 'wanjiru@example.com',
          phone: '+44 20 7946 0000',
          currentAddress: '1 High Street, London',
          employmentStatus: 'employed',
          occupation: 'Engineer',
          emergencyContactName: 'Sam Mwangi',
          emergencyContactPhone: '+44 20 7946 0001',
          emergencyContactRelationship: 'spouse',
        },
      ],
    },
  });
  expect(res.status()).toBe(400);
  const body = (await res.json()) as { issues: { path: string; message: string }[] };
  expect(body.issues).toEqual([
    { path: 'applicants.0.invitingOrganisation', message: 'journey.error.invitingOrganisation.required' },
    { path: 'applicants.0.invitingAddress', message: 'journey.error.invitingAddress.required' },
    { path: 'applicants.0.invitingPhone', message: 'journey.error.invitingPhone.required' },
  ]);
});
