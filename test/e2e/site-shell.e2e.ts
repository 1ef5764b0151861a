import { axeViolations, expect, test } from './fixtures';

test.describe('the site shell', () => {
  test('shows the English home page with its header, footer and lang="en"', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kenya eTA: apply online in minutes');
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('not affiliated with the Government of Kenya');
  });

  test('shows the Arabic home page right-to-left', async ({ page }) => {
    await page.goto('/ar/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'eTA كينيا: قدّم طلبك عبر الإنترنت في دقائق',
    );
  });

  // The home page's axe check in both languages is in test/e2e/public/accessibility.e2e.ts.
  test('has no accessibility violations on the 404 page in English and Arabic', async ({ page }) => {
    for (const path of ['/no-such-page', '/ar/no-such-page']) {
      await page.goto(path);
      expect(await axeViolations(page), path).toEqual([]);
    }
  });

  test('shows the 404 page for an unknown path, with the ways on and no developer hint', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    const main = page.getByRole('main');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found');
    await expect(main).not.toContainText('router');
    await expect(main.getByRole('link', { name: 'Apply for eTA' })).toHaveAttribute(
      'href',
      '/kenya-eta-start',
    );
    await expect(main.getByRole('link', { name: 'Check status' })).toHaveAttribute(
      'href',
      '/kenya-eta-check-status',
    );
    await main.getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL(/\/contact-us$/);
  });

  test('shows the 404 page in the language of the path, its links staying in that language', async ({
    page,
  }) => {
    const response = await page.goto('/ar/no-such-page');
    expect(response?.status()).toBe(404);
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'قدّم طلب eTA' })).toHaveAttribute(
      'href',
      '/ar/kenya-eta-start',
    );
    await expect(main.getByRole('link', { name: 'اتصل بنا' })).toHaveAttribute('href', '/ar/contact-us');
    await main.getByRole('link', { name: 'تحقق من الحالة' }).click();
    await expect(page).toHaveURL(/\/ar\/kenya-eta-check-status$/);
  });

  test('switches language from the header and keeps the page', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await header.locator('summary', { hasText: 'Change language' }).click();
    await header.getByRole('link', { name: 'Türkçe' }).click();
    await expect(page).toHaveURL(/\/tr\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Kenya eTA: dakikalar içinde çevrimiçi başvurun',
    );
  });

  test("keeps the header's language selector where it is whether or not its name is read yet", async ({
    page,
  }) => {
    // A first paint can come with the header half parsed: the selector there, its name not yet. On a
    // phone it then must not sit a row higher than where it ends up (a layout shift; issue 12).
    await page.setViewportSize({ width: 412, height: 823 });
    for (const locale of ['en', 'pt', 'sw', 'ru', 'de', 'ja', 'ar']) {
      await page.goto(locale === 'en' ? '/privacy-policy' : `/${locale}/privacy-policy`);
      const selector = page.locator('.site-header .language-selector');
      // Where it sits and how wide (its height follows the text's line, and moves nothing painted yet).
      const place = async () => {
        const box = await selector.boundingBox();
        return box && { x: box.x, y: box.y, width: box.width };
      };
      const named = await place();
      await selector.locator('summary > span[lang]').evaluate((name) => name.remove());
      expect(await place(), locale).toEqual(named);
    }
  });

  test('lets a keyboard user skip to the main content first', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main$/);
    await expect(page.locator('main')).toBeFocused();
  });
});
