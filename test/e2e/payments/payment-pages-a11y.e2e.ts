import { axeViolations, expect, test } from '../fixtures';
import { cards, createApplication, payOnHostedPage, seedSavedApplication } from './support';

for (const locale of ['en', 'ar'] as const) {
  const prefix = locale === 'en' ? '' : `/${locale}`;

  test(`the result page after a success and the success page are axe clean (${locale})`, async ({
    page,
    request,
  }) => {
    const created = await createApplication(request, locale);
    await seedSavedApplication(page, created);
    await page.goto(`${prefix}/kenya-eta-payment-new`);
    await page.locator('.pay-action button').click();
    await payOnHostedPage(page, cards.success);
    await expect(page).toHaveURL(new RegExp(`${prefix}/kenya-eta-payment-result\\?`));
    await expect(page.locator('#result-heading')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await page.goto(`${prefix}/payment-success`);
    await expect(page.getByText(created.applicationNumber)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test(`the result page after a decline is axe clean (${locale})`, async ({ page, request }) => {
    const created = await createApplication(request, locale);
    await seedSavedApplication(page, created);
    await page.goto(`${prefix}/kenya-eta-payment-new`);
    await page.locator('.pay-action button').click();
    await payOnHostedPage(page, cards.declined);
    await expect(page.getByText('0051')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test(`the cancel page is axe clean (${locale})`, async ({ page }) => {
    await page.goto(`${prefix}/payment-cancel?ref=KE-12345678`);
    await expect(page.getByText('KE-12345678')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
}
