import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { applicationsPath, idempotencyKeyHeader } from '../../../shared/api/applications';
import { addDays, addYears, todayFrom } from '../../../shared/journey/dates';
import type { ApplicationCreated } from '../../../shared/journey/schemas';
import { storageKeys } from '../../../shared/journey/storage-keys';
import { expect } from '../fixtures';
import { completeApplicant, seedStorage, step1Draft } from '../journey/support';

const today = todayFrom(() => new Date());

/** Creates an application through the real API (one applicant, normal processing, no insurance). */
export async function createApplication(
  request: APIRequestContext,
  locale = 'en',
): Promise<ApplicationCreated> {
  const contactEmail = `payer+${randomUUID()}@example.com`;
  const response = await request.post(applicationsPath, {
    headers: { [idempotencyKeyHeader]: randomUUID() },
    data: {
      applicationType: 'tourist',
      processingType: 'normal',
      contactEmail,
      contactPhone: '+44 7700 900123',
      applicantCount: 1,
      includeInsurance: false,
      locale,
      applicants: [
        {
          firstName: 'Amina',
          lastName: 'Otieno',
          dateOfBirth: '1990-05-20',
          gender: 'female',
          nationality: 'GB',
          passportNumber: 'AB1234567',
          passportIssuedDate: addYears(today, -2),
          passportExpiryDate: addYears(today, 8),
          passportIssuingCountry: 'GB',
          email: 'amina@example.com',
          phone: '+44 7700 900123',
          currentAddress: '1 High Street, London',
          dateOfArrival: addDays(today, 30),
          dateOfDeparture: addDays(today, 44),
          employmentStatus: 'employed',
          occupation: 'Engineer',
          emergencyContactName: 'Joseph Otieno',
          emergencyContactPhone: '+44 7700 900456',
          emergencyContactRelationship: 'spouse',
        },
      ],
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as ApplicationCreated;
}

/** Puts the saved application in the browser's storage the way the journey leaves it before payment. */
export async function seedSavedApplication(page: Page, created: ApplicationCreated): Promise<void> {
  await seedStorage(page, {
    kenyaEtaApplication: {
      ...step1Draft,
      numberOfApplicants: '1',
      contactEmail: created.contactEmail,
      processingType: 'normal',
      insurance: false,
    },
    kenyaEtaPricing: { processingType: 'normal', insurance: false },
    kenyaEtaApplicants: [completeApplicant('a1', 'Amina', 'Otieno')],
    [storageKeys.savedApplicationNumber]: created.applicationNumber,
    [storageKeys.applicationNumber]: created.applicationNumber,
    [storageKeys.savedApplicationId]: created.id,
    [storageKeys.accessToken]: created.accessToken,
    kenyaEtaSavedPricing: created.pricing,
  });
}

export const cards = {
  success: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
} as const;

/** Fills the sandbox gateway's hosted card form and submits it. */
export async function payOnHostedPage(page: Page, cardNumber: string): Promise<void> {
  await expect(page).toHaveURL(/\/sandbox-gateway\/pay/);
  await page.getByLabel('Name on card').fill('Amina Otieno');
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry (MM/YY)').fill('12/40');
  await page.getByLabel('Security code').fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
}
