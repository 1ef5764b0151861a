import type { Page } from '@playwright/test';
import { preferredLanguageKey } from '../../../shared/public/language';
import { expect, test } from '../fixtures';
import { withConsentGiven } from './support';

const preference = (page: Page) => page.evaluate((key) => localStorage.getItem(key), preferredLanguageKey);

test.describe('choosing a language', () => {
  test.beforeEach(async ({ page }) => {
    await withConsentGiven(page);
  });

  test('keeps the page and stores preferred-language, from the header and from the footer', async ({
    page,
  }) => {
    await page.goto('/faq');
    await page.getByRole('banner').locator('summary').click();
    await page.getByRole('banner').getByRole('link', { name: 'العربية' }).click();
    await expect(page).toHaveURL(/\/ar\/faq$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    expect(await preference(page)).toBe('ar');

    await page.getByRole('contentinfo').locator('summary').click();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Deutsch' }).click();
    await expect(page).toHaveURL(/\/de\/faq$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    expect(await preference(page)).toBe('de');
  });

  test('sends a later visit to the home page to the stored language', async ({ page }) => {
    await page.goto('/visa-requirements');
    await page.getByRole('banner').locator('summary').click();
    await page.getByRole('banner').getByRole('link', { name: '日本語' }).click();
    await expect(page).toHaveURL(/\/ja\/visa-requirements$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/ja\/$/);
  });

  test('switching back to English on the home page stays in English', async ({ page }) => {
    await page.goto('/tr/');
    await page.getByRole('banner').locator('summary').click();
    await page.getByRole('banner').getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('Escape closes an open language list', async ({ page }) => {
    await page.goto('/about-us');
    const selector = page.getByRole('banner').locator('details.language-selector');
    await selector.locator('summary').click();
    await expect(selector).toHaveAttribute('open', '');
    await page.keyboard.press('Escape');
    await expect(selector).not.toHaveAttribute('open', '');
    await expect(selector.locator('summary')).toBeFocused();
  });
});

test.describe('a first visit to the home page', () => {
  test.use({ locale: 'de-DE' });

  test('goes to the page in the browser language when the site has it', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/de\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  });

  test('does not move a visitor who has chosen English', async ({ page }) => {
    await page.addInitScript((key) => localStorage.setItem(key, 'en'), preferredLanguageKey);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(new URL(page.url()).pathname).toBe('/');
  });

  test('leaves other pages in the language of their address', async ({ page }) => {
    await page.goto('/faq');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});

test.describe('a first visit from a browser in a language the site lacks', () => {
  test.use({ locale: 'nl-NL' });

  test('stays in English', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(new URL(page.url()).pathname).toBe('/');
  });
});
