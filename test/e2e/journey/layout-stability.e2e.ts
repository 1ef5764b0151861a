import type { Page } from '@playwright/test';
import { catalogs } from '../../../shared/i18n';
import { expect, test } from '../fixtures';
import { withConsentGiven } from '../public/support';

/**
 * The screens whose islands replace a pre-rendered "loading" or "checking" state once they know the
 * traveller's data or the staff session: the swap moves nothing the user can see (the placeholder is as
 * tall as the window, so the footer starts below the fold). Lighthouse measured CLS 0.23-0.32 on these
 * before; the browser's own layout-shift entries must now be none.
 */
async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: { value: number; sources: string[] }[] = [];
    (window as unknown as { shifts: typeof shifts }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        const sources = (entry.sources ?? []).map((s) =>
          s.node instanceof Element ? `${s.node.tagName.toLowerCase()}.${s.node.className}` : 'text',
        );
        shifts.push({ value: entry.value, sources });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const shifts = async (page: Page) => {
  // Layout-shift entries arrive after the frame that caused them: wait for two frames.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  return page.evaluate(() => (window as unknown as { shifts: unknown[] }).shifts);
};

test.describe('no layout shift while a screen loads', () => {
  for (const prefix of ['', '/ar']) {
    test(`step 1 of the application (${prefix || 'en'})`, async ({ page }) => {
      await withConsentGiven(page);
      await recordShifts(page);
      await page.goto(`${prefix}/kenya-eta-new-application`);
      const locale = prefix ? 'ar' : 'en';
      await expect(
        page.getByRole('button', { name: catalogs.journey[locale]['flow.nav.continue'] }),
      ).toBeVisible();
      expect(await shifts(page)).toEqual([]);
    });
  }

  test('the admin sign-in', async ({ page }) => {
    await recordShifts(page);
    await page.goto('/kenya-eta-admin');
    await expect(page.getByLabel(catalogs.adminAuth.en['admin.signIn.username'])).toBeVisible();
    expect(await shifts(page)).toEqual([]);
  });
});
