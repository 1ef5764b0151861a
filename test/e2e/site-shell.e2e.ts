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

  test('has no accessibility violations in English and Arabic', async ({ page }) => {
    for (const path of ['/', '/ar/', '/no-such-page', '/ar/no-such-page']) {
      await page.goto(path);
      expect(await axeViolations(page), path).toEqual([]);
    }
  });

  test('shows the 404 page for an unknown path', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found');
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);
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
