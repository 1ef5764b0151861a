import type { Page } from '@playwright/test';
import { siteDictionaries } from '../../../shared/i18n';
import { expect, test } from '../fixtures';
import { cumulative, layoutShifts, recordLayoutShifts, shiftsOf } from '../layout-shifts';
import { withConsentGiven } from '../public/support';
import { seedStorage, step1Draft } from './support';

/**
 * The screens whose islands replace a pre-rendered "loading" or "checking" state once they know the
 * traveller's data or the staff session: the swap moves nothing the user can see (the placeholder is as
 * tall as the window, so the footer starts below the fold). Lighthouse measured CLS 0.23-0.32 on these
 * before, all of it the footer moving. The footer, the main content and the island must not move at all;
 * the page as a whole stays far under the 0.1 "good" threshold (once, on a loaded machine, Chromium
 * reported a shift of 0.0005 in the Arabic header's mode switch and language selector; not explained yet).
 */
const expectStable = async (page: Page) => {
  const shifts = await layoutShifts(page);
  expect(shiftsOf(shifts, ['footer.', 'main.', 'astro-island.', 'form.', 'div.admin-app'])).toEqual([]);
  expect(cumulative(shifts)).toBeLessThan(0.01);
};

test.describe('no layout shift while a screen loads', () => {
  for (const prefix of ['', '/ar']) {
    test(`step 1 of the application (${prefix || 'en'})`, async ({ page }) => {
      await withConsentGiven(page);
      await recordLayoutShifts(page);
      await page.goto(`${prefix}/kenya-eta-new-application`);
      const locale = prefix ? 'ar' : 'en';
      await expect(
        page.getByRole('button', { name: siteDictionaries[locale]['common.form.continue'] }),
      ).toBeVisible();
      await expectStable(page);
    });
  }

  test('the admin sign-in', async ({ page }) => {
    await recordLayoutShifts(page);
    await page.goto('/kenya-eta-admin');
    await expect(page.getByLabel(siteDictionaries.en['admin.signIn.username'])).toBeVisible();
    await expectStable(page);
  });

  /**
   * A group's details page: the applicant switcher and its Complete/Incomplete tags come from chunks
   * loaded after the form's first render. Every script asked for once the form is on screen is held
   * back here, so whatever they add arrives after a painted frame, as on a slow phone: the heading, the
   * passport scan and the fields below the switcher must not move (Lighthouse saw them move down, 0.008
   * to 0.039, when the switcher and then its tags arrived).
   */
  test('the details page of a group, when its later chunks arrive late', async ({ page }) => {
    await withConsentGiven(page);
    await seedStorage(page, { kenyaEtaApplication: { ...step1Draft, processingType: 'normal' } });
    let shown = false;
    await page.exposeFunction('formShown', () => {
      shown = true;
    });
    await page.addInitScript(() => {
      const seen = new MutationObserver(() => {
        if (!document.querySelector('form.journey-form')) return;
        seen.disconnect();
        void (window as unknown as { formShown: () => Promise<void> }).formShown();
      });
      seen.observe(document, { childList: true, subtree: true });
    });
    await page.route('**/_astro/*.js', async (route) => {
      if (shown) await new Promise((later) => setTimeout(later, 400));
      await route.fallback();
    });
    await recordLayoutShifts(page);
    await page.goto('/kenya-eta-details');
    const switcher = page.getByRole('navigation', { name: siteDictionaries.en['common.label.applicants'] });
    await expect(switcher.getByText(siteDictionaries.en['flow.details.incomplete'])).toHaveCount(2);
    const shifts = await layoutShifts(page);
    expect(shiftsOf(shifts, ['form.', 'h2.', 'div.applicant', 'nav.', 'fieldset.', 'section.'])).toEqual([]);
    await expectStable(page);
  });
});
