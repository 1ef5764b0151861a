import { axeViolations, expect, test } from '../fixtures';
import { publicAliases, publicPages, withConsentGiven } from './support';

/**
 * Pages whose markup another checked page already has: `/kenya-home` is the home page itself (its own
 * test in pages.e2e.ts); in Arabic, the legal pages carry the same English text in the same layout as in
 * English, so one of them stands for the others.
 */
const sameAsChecked: Record<string, readonly string[]> = {
  '': ['/kenya-home'],
  '/ar': ['/kenya-home', '/terms-of-service', '/refund-policy', '/security-policy', '/payment-policy'],
};

test.describe('accessibility of every public page', () => {
  for (const prefix of ['', '/ar']) {
    for (const path of publicPages.filter((p) => !sameAsChecked[prefix]?.includes(p))) {
      const url = path === '/' ? `${prefix}/` : `${prefix}${path}`;
      test(`${url} has no axe violations`, async ({ page }) => {
        await withConsentGiven(page);
        const response = await page.goto(url);
        expect(response?.status()).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('lang', prefix ? 'ar' : 'en');
        await expect(page.locator('html')).toHaveAttribute('dir', prefix ? 'rtl' : 'ltr');
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        // The inline script that marks the page as scripted ran: the enforced CSP let it (the fixture
        // fails the test on any violation; test/e2e/public/csp.e2e.ts covers the other page types).
        await expect(page.locator('html.js')).toHaveCount(1);
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  }

  for (const prefix of ['', '/ar']) {
    test(`the cookie banner and its settings dialog have no axe violations (${prefix || 'en'})`, async ({
      page,
    }) => {
      await page.goto(`${prefix}/faq`);
      const banner = page.locator('[data-consent-banner]');
      await expect(banner).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await banner.locator('[data-consent-action="settings"]').click();
      await expect(page.getByRole('dialog')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  // Every alias in English; the language prefix is kept the same way for all, so Arabic checks one.
  // The page an alias leads to is one of the pages above, whose axe check is not repeated here.
  for (const [alias, target] of Object.entries(publicAliases)) {
    for (const prefix of alias === '/about' ? ['', '/ar'] : ['']) {
      test(`${prefix}${alias} leads to ${prefix}${target}`, async ({ page }) => {
        await withConsentGiven(page);
        await page.goto(`${prefix}${alias}`);
        await expect(page).toHaveURL((url) => url.pathname === `${prefix}${target}`);
        await expect(page.locator('main h1')).not.toHaveText('');
      });
    }
  }

  test('the English legal text inside an Arabic page is marked English, left to right', async ({ page }) => {
    await withConsentGiven(page);
    await page.goto('/ar/privacy-policy');
    const body = page.locator('article.legal__body');
    await expect(body).toHaveAttribute('lang', 'en');
    await expect(body).toHaveAttribute('dir', 'ltr');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });
});
