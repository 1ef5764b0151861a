import type { Page } from '@playwright/test';
import { axeViolations, expect, test } from '../fixtures';
import { completeDraft, seedStorage, step1Draft } from './support';

const savedApplication = {
  savedApplicationNumber: 'KE-12345678',
  savedApplicationId: '0b7c6f0e-8d4c-4a5b-9e1f-2a3b4c5d6e7f',
  kenyaEtaSavedPricing: {
    serviceFee: 57,
    governmentFee: 69,
    processingFee: 90,
    insurancePrice: 0,
    totalPerPerson: 216,
    totalPrice: 432,
    processingTime: { minBusinessDays: 7, maxBusinessDays: 15 },
    currency: 'USD',
  },
};

async function expectNoViolations(page: Page, what: string): Promise<void> {
  expect(await axeViolations(page), what).toEqual([]);
  // Every message reached the island: no untranslated key shows instead of a text.
  await expect(page.locator('main'), what).not.toContainText(/\b(flow|journey)\.[a-z]+\.[A-Za-z]/);
}

/** Submits the page's form and waits for its error summary. */
async function submitAndSeeErrors(page: Page): Promise<void> {
  await page.locator('main form button[type="submit"]').last().click();
  await expect(page.locator('.error-summary')).toBeFocused();
}

for (const [locale, prefix] of [
  ['English', ''],
  ['Arabic', '/ar'],
] as const) {
  test.describe(`accessibility of the journey in ${locale}`, () => {
    test('the start, how-to, declaration and residence pages (with errors)', async ({ page }) => {
      for (const path of ['/kenya-eta-start', '/apply-kenya-eta', '/kenya-eta-how-to-apply?type=tourist']) {
        await page.goto(`${prefix}${path}`);
        await expectNoViolations(page, path);
      }
      await page.goto(`${prefix}/kenya-eta-declaration`);
      await expectNoViolations(page, 'declaration');
      await page.goto(`${prefix}/kenya-eta-residence-country`);
      await expectNoViolations(page, 'residence');
      await submitAndSeeErrors(page);
      await expectNoViolations(page, 'residence with errors');
    });

    test('step 1 and pricing (with errors)', async ({ page }) => {
      await page.goto(`${prefix}/kenya-eta-new-application`);
      await expect(page.locator('main form')).toBeVisible();
      await expectNoViolations(page, 'step 1');
      await submitAndSeeErrors(page);
      await expectNoViolations(page, 'step 1 with errors');
      await seedStorage(page, { kenyaEtaApplication: step1Draft });
      await page.goto(`${prefix}/kenya-eta-pricing`);
      await expect(page.locator('main form')).toBeVisible();
      await expectNoViolations(page, 'pricing');
      await submitAndSeeErrors(page);
      await expectNoViolations(page, 'pricing with errors');
    });

    test('details: an applicant with errors, and the last applicant with agreements and signature', async ({
      page,
    }) => {
      await seedStorage(page, { kenyaEtaApplication: { ...step1Draft, processingType: 'fast' } });
      await page.goto(`${prefix}/kenya-eta-details`);
      await expect(page.locator('main form')).toBeVisible();
      await expectNoViolations(page, 'details');
      await submitAndSeeErrors(page);
      await expectNoViolations(page, 'details with errors');
      await page.locator('.applicant-switcher__button').last().click();
      await expect(page.locator('#signature')).toBeVisible();
      await expectNoViolations(page, 'details, last applicant');
      await submitAndSeeErrors(page);
      await expectNoViolations(page, 'details, last applicant with errors');
      await page.locator('#signature').click();
      await expect(page.locator('input#signature')).toBeFocused();
      await expectNoViolations(page, 'details, typed signature');
    });

    test('check your answers and the payment screen', async ({ page }) => {
      await seedStorage(page, completeDraft('a11y@example.com'));
      await page.goto(`${prefix}/kenya-eta-check-answers`);
      await expect(page.locator('.summary-list').first()).toBeVisible();
      await expectNoViolations(page, 'check answers');
      await page.goto(`${prefix}/kenya-eta-payment-new`);
      await expect(page.locator('.notice')).toBeVisible();
      await expectNoViolations(page, 'payment before the application is saved');
      await seedStorage(page, savedApplication);
      for (const path of ['/kenya-eta-payment-new', '/kenya-eta-gpayprocessing']) {
        await page.goto(`${prefix}${path}`);
        await expect(page.locator('.payment-summary')).toBeVisible();
        await expectNoViolations(page, path);
      }
    });
  });
}
