import type { Page } from '@playwright/test';
import { siteDictionaries } from '../../../shared/i18n';
import { consentStorageKey } from '../../../shared/public/consent';
import { expect, test } from '../fixtures';
import { cumulative, layoutShifts, recordLayoutShifts, shiftsOf } from '../layout-shifts';

declare global {
  interface Window {
    __etaAnalyticsLoaded?: boolean;
    __etaMarketingLoaded?: boolean;
  }
}

/** Records every request for the optional scripts. */
function watchOptionalScripts(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path === '/scripts/analytics.js' || path === '/scripts/marketing.js') seen.push(path);
  });
  return seen;
}

const banner = (page: Page, name = siteDictionaries.en['consent.title']) =>
  page.getByRole('region', { name });
const stored = (page: Page) =>
  page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? 'null') as Record<string, unknown> | null,
    consentStorageKey,
  );
const flags = (page: Page) => page.evaluate(() => [window.__etaAnalyticsLoaded, window.__etaMarketingLoaded]);

test.describe('cookie consent', () => {
  test('appears a second after the page has loaded when nothing is stored, and loads no optional script', async ({
    page,
  }) => {
    // Record when the page finished loading and when the banner was first shown.
    await page.addInitScript(() => {
      const times: Record<string, number> = {};
      (window as unknown as { consentTimes: Record<string, number> }).consentTimes = times;
      addEventListener('load', () => (times.load = performance.now()));
      new MutationObserver(() => {
        const shown = document.querySelector('[data-consent-banner]:not([hidden])');
        if (shown && times.shown === undefined) times.shown = performance.now();
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['hidden'] });
    });
    const scripts = watchOptionalScripts(page);
    await page.goto('/');
    await expect(banner(page)).toBeVisible();
    const times = await page.evaluate(
      () => (window as unknown as { consentTimes: Record<string, number> }).consentTimes,
    );
    expect((times.shown ?? 0) - (times.load ?? 0)).toBeGreaterThanOrEqual(1000 - 5);
    expect(scripts).toEqual([]);
    expect(await flags(page)).toEqual([undefined, undefined]);
    expect(await stored(page)).toBeNull();
  });

  for (const path of ['/', '/ar/faq']) {
    test(`showing the banner on ${path} shifts no layout (the chat bubble rises by a transform)`, async ({
      page,
    }) => {
      await recordLayoutShifts(page);
      await page.goto(path);
      await expect(page.locator('[data-consent-banner]')).toBeVisible();
      await expect(page.locator('[data-chat-bubble]')).toBeVisible();
      // The bubble has risen above the banner: the move happened.
      const bubble = await page.locator('[data-chat-bubble]').boundingBox();
      const bannerBox = await page.locator('[data-consent-banner]').boundingBox();
      expect((bubble?.y ?? 0) + (bubble?.height ?? 0)).toBeLessThanOrEqual(bannerBox?.y ?? 0);
      // The banner's height is set on the bubble's slot alone: on the root, every element inherits it
      // and the whole page is restyled.
      expect(
        await page.evaluate(() => document.documentElement.style.getPropertyValue('--consent-offset')),
      ).toBe('');
      // The bubble's rise moved no layout; nothing else did much either.
      const shifts = await layoutShifts(page);
      expect(shiftsOf(shifts, ['div.chat-slot', 'button.chat-bubble'])).toEqual([]);
      expect(cumulative(shifts)).toBeLessThan(0.01);
    });
  }

  for (const path of ['/kenya-eta-admin', '/ar/admin', '/lookup/ta', '/kenya-eta-admin/chat']) {
    test(`staff page ${path} asks nothing and loads no optional script or chat bubble`, async ({ page }) => {
      const scripts = watchOptionalScripts(page);
      await page.goto(path);
      await page.waitForLoadState('load');
      // Not hidden but absent: the page carries no banner, settings button or bubble to show later.
      await expect(page.locator('[data-consent-banner]')).toHaveCount(0);
      await expect(page.locator('[data-consent-reopen]')).toHaveCount(0);
      await expect(page.locator('[data-chat-slot]')).toHaveCount(0);
      expect(scripts).toEqual([]);
      expect(await stored(page)).toBeNull();
    });
  }

  test('Accept Necessary stores both off, closes the banner and loads nothing, then or after a reload', async ({
    page,
  }) => {
    const scripts = watchOptionalScripts(page);
    await page.goto('/faq');
    await banner(page).getByRole('button', { name: 'Accept Necessary' }).click();
    await expect(banner(page)).toBeHidden();
    expect(await stored(page)).toMatchObject({ necessary: true, analytics: false, marketing: false });
    expect(Date.parse(String((await stored(page))?.timestamp))).toBeGreaterThan(Date.now() - 60_000);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('load');
    expect(scripts).toEqual([]);
    expect(await flags(page)).toEqual([undefined, undefined]);
    await expect(banner(page)).toBeHidden();
  });

  test('Accept All stores both on and loads each script once; a reload loads both with no banner', async ({
    page,
  }) => {
    const scripts = watchOptionalScripts(page);
    await page.goto('/');
    await banner(page).getByRole('button', { name: 'Accept All' }).click();
    await expect(banner(page)).toBeHidden();
    expect(await stored(page)).toMatchObject({ necessary: true, analytics: true, marketing: true });
    await expect.poll(() => flags(page)).toEqual([true, true]);
    // Saving the same choice again does not load the scripts a second time.
    await page.getByRole('button', { name: 'Cookie settings' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Save Settings' }).click();
    expect(scripts.sort()).toEqual(['/scripts/analytics.js', '/scripts/marketing.js']);
    await page.reload();
    await expect.poll(() => flags(page)).toEqual([true, true]);
    await expect(banner(page)).toBeHidden();
  });

  test('Settings stores the toggles chosen and loads only that category', async ({ page }) => {
    const scripts = watchOptionalScripts(page);
    await page.goto('/contact-us');
    await banner(page).getByRole('button', { name: 'Settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cookie settings' });
    await expect(dialog.getByRole('checkbox', { name: /Necessary/ })).toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: /Necessary/ })).toBeDisabled();
    await dialog.getByRole('checkbox', { name: 'Analytics' }).check();
    await dialog.getByRole('button', { name: 'Save Settings' }).click();
    await expect(dialog).toBeHidden();
    await expect(banner(page)).toBeHidden();
    expect(await stored(page)).toMatchObject({ necessary: true, analytics: true, marketing: false });
    await expect.poll(() => flags(page)).toEqual([true, undefined]);
    expect(scripts).toEqual(['/scripts/analytics.js']);
  });

  test('the settings dialog keeps focus inside, and Escape closes it without saving', async ({ page }) => {
    await page.goto('/');
    await banner(page).getByRole('button', { name: 'Settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cookie settings' });
    await expect(dialog.getByRole('checkbox', { name: 'Analytics' })).toBeFocused();
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(banner(page)).toBeVisible();
    expect(await stored(page)).toBeNull();
  });

  test('asks again when the stored choice is more than 365 days old, and removes the old one', async ({
    page,
  }) => {
    await page.addInitScript((key) => {
      const old = new Date(Date.now() - 366 * 86_400_000).toISOString();
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem(
          key,
          JSON.stringify({ necessary: true, analytics: true, marketing: true, timestamp: old }),
        );
      }
    }, consentStorageKey);
    const scripts = watchOptionalScripts(page);
    await page.goto('/');
    await expect(banner(page)).toBeVisible();
    expect(await stored(page)).toBeNull();
    expect(scripts).toEqual([]);
  });

  test('slides out over time, but at once when reduced motion is preferred', async ({ page }) => {
    const hiddenRightAfterClick = () =>
      page.evaluate(() => {
        document.querySelector<HTMLButtonElement>('[data-consent-action="necessary"]')?.click();
        return document.querySelector<HTMLElement>('[data-consent-banner]')?.hidden;
      });
    await page.goto('/');
    await expect(banner(page)).toBeVisible();
    expect(await hiddenRightAfterClick()).toBe(false);
    await expect(banner(page)).toBeHidden();

    await page.evaluate((key) => localStorage.removeItem(key), consentStorageKey);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.reload();
    await expect(banner(page)).toBeVisible();
    expect(await hiddenRightAfterClick()).toBe(true);
  });

  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 800 },
  ]) {
    test(`keeps the live-chat slot clear of the banner buttons at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/ar/');
      const arabicBanner = banner(page, siteDictionaries.ar['consent.title']);
      await expect(arabicBanner).toBeVisible();
      const slot = await page.locator('[data-chat-slot]').boundingBox();
      expect(slot?.width).toBeGreaterThan(0);
      for (const button of await arabicBanner.getByRole('button').all()) {
        const box = await button.boundingBox();
        if (!slot || !box) throw new Error('not laid out');
        const overlaps =
          slot.x < box.x + box.width &&
          box.x < slot.x + slot.width &&
          slot.y < box.y + box.height &&
          box.y < slot.y + slot.height;
        expect(overlaps).toBe(false);
      }
      // In Arabic the inline end is the left.
      expect(slot?.x).toBeLessThan(viewport.width / 2);
    });
  }
});
