import type { Page } from '@playwright/test';
import { computeVisaPricing } from '../../../shared/destinations/rules';
import { tanzania } from '../../../shared/destinations/tanzania';
import { formatMoney } from '../../../shared/i18n/money';
import { journeyStorageKeys } from '../../../shared/journey/storage-keys';
import { axeViolations, expect, test } from '../fixtures';
import { storageValue } from '../journey/support';

/**
 * Step 1 of the Tanzania e-visa journey (`/apply-visa`) in a real browser: `?rush=true` preselects the
 * fastest speed, the visa types follow the nationality (US citizens: multiple entry, never ordinary), the
 * price is the table's, the answers are saved under Tanzania's own keys; axe in English and Arabic.
 */
const keys = journeyStorageKeys.tanzania;

async function expectNoViolations(page: Page, what: string): Promise<void> {
  expect(await axeViolations(page), what).toEqual([]);
  await expect(page.locator('main'), what).not.toContainText(
    /\b(flow|journey|visa|tanzania|common)\.[a-z]+\.[A-Za-z]/,
  );
}

for (const [language, prefix] of [
  ['English', ''],
  ['Arabic', '/ar'],
] as const) {
  test(`/apply-visa in ${language} has no axe violations, also with errors`, async ({ page }) => {
    await page.goto(`${prefix}/apply-visa`);
    await expect(page.locator('main form')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', prefix ? 'rtl' : 'ltr');
    await expectNoViolations(page, 'step 1');
    await page.locator('main form button[type="submit"]').click();
    await expect(page.locator('.error-summary')).toBeFocused();
    await expectNoViolations(page, 'step 1 with errors');
    // In Tanzania mode, the header's switch marks Tanzania as the current service.
    await expect(page.locator('.mode-switch [aria-current="true"]')).toHaveAttribute(
      'href',
      `${prefix}/tanzania`,
    );
  });
}

test('?rush=true preselects super urgent; US citizens are offered multiple entry, not ordinary; the price is the table’s', async ({
  page,
}) => {
  await page.goto('/apply-visa?rush=true');
  await expect(page.locator('main form')).toBeVisible();
  await expect(page.locator('input[name="processingType"][value="super_fast"]')).toBeChecked();

  await page.locator('#nationality').selectOption('US');
  const types = page.locator('input[name="visaType"]');
  await expect(types).toHaveCount(3);
  expect(await types.evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value))).toEqual([
    'multiple_entry',
    'business',
    'transit',
  ]);
  await page.locator('input[name="visaType"][value="multiple_entry"]').check();
  await page.locator('#numberOfApplicants').selectOption('2');

  const expected = computeVisaPricing(tanzania, {
    visaType: 'multiple_entry',
    applicantCount: 2,
    processingType: 'super_fast',
    insurance: false,
  });
  expect(expected.totalPrice).toBe((57 + 100 + 99) * 2);
  await expect(page.locator('.fee-table__total')).toContainText(formatMoney(expected.totalPrice, 'en'));

  // A British traveller is offered the ordinary visa and not multiple entry; the choice made is dropped.
  await page.locator('#nationality').selectOption('GB');
  await expect(page.locator('input[name="visaType"][value="ordinary"]')).toBeVisible();
  await expect(page.locator('input[name="visaType"][value="multiple_entry"]')).toHaveCount(0);
  await page.locator('#nationality').selectOption('KE');
  await expect(page.locator('input[name="visaType"]')).toHaveCount(0);
  await expect(page.locator('main')).toContainText('do not need a visa to visit Tanzania');
  await page.locator('#nationality').selectOption('US');
  await page.locator('input[name="visaType"][value="multiple_entry"]').check();

  await page.locator('#departureCountry').selectOption('KE');
  await expect(page.locator('main')).toContainText('yellow fever vaccination certificate');
  await page.locator('#contactEmail').fill('group@example.com');
  await page.locator('#contactPhone').fill('202 555 0100');
  await page.locator('main form button[type="submit"]').click();
  await expect(page).toHaveURL(/\/apply-visa\/details$/);

  expect(await storageValue(page, keys.application)).toMatchObject({
    nationality: 'US',
    visaType: 'multiple_entry',
    numberOfApplicants: '2',
    processingType: 'super_fast',
    departureCountry: 'KE',
    contactEmail: 'group@example.com',
    insurance: false,
  });
  expect(await storageValue(page, journeyStorageKeys.kenya.application)).toBeNull();
});
