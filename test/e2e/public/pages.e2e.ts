import type { Page } from '@playwright/test';
import { siteDictionaries } from '../../../shared/i18n';
import { axeViolations, expect, test } from '../fixtures';
import { recordingSubmits, withConsentGiven, withModuleScriptsBlocked } from './support';

test.beforeEach(async ({ page }) => {
  await withConsentGiven(page);
});

test.describe('the header', () => {
  test("is in Kenya mode on Kenya pages and in Tanzania mode on Tanzania's pages", async ({ page }) => {
    await page.goto('/how-to-apply');
    const modes = page.getByRole('navigation', { name: 'Choose a service' });
    await expect(modes.getByRole('link', { name: 'Kenya eTA' })).toHaveAttribute('aria-current', 'true');
    const main = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(main.getByRole('link', { name: 'How to apply' })).toHaveAttribute('aria-current', 'page');
    await modes.getByRole('link', { name: 'Tanzania e-Visa' }).click();
    await expect(page).toHaveURL(/\/tanzania$/);
    await expect(modes.getByRole('link', { name: 'Tanzania e-Visa' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(main.getByRole('link')).toHaveText([
      'Tanzania e-Visa',
      'Apply now',
      'Urgent processing',
      'Visa fees',
      'Processing',
      'FAQ',
      'Contact',
    ]);
    // The journey's first page, and the same with the fastest speed chosen (spec §2, Tanzania mode).
    await expect(main.getByRole('link', { name: 'Apply now' })).toHaveAttribute('href', '/apply-visa');
    await expect(main.getByRole('link', { name: 'Urgent processing' })).toHaveAttribute(
      'href',
      '/apply-visa?rush=true',
    );
    await main.getByRole('link', { name: 'Visa fees' }).click();
    await expect(page).toHaveURL(/\/visa-fees$/);
    await expect(main.getByRole('link', { name: 'Visa fees' })).toHaveAttribute('aria-current', 'page');
    await modes.getByRole('link', { name: 'Kenya eTA' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(modes.getByRole('link', { name: 'Kenya eTA' })).toHaveAttribute('aria-current', 'true');
  });

  test('opens and closes the menu with its button on a small screen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/');
    const menu = page.getByRole('button', { name: 'Menu' });
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav).toBeHidden();
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'FAQ' })).toBeVisible();
    await nav.getByRole('link', { name: 'FAQ' }).focus();
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await expect(menu).toBeFocused();
  });

  test('shows the whole navigation on a wide screen, with no menu button', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link')).toHaveCount(8);
  });
});

test.describe('the footer', () => {
  test('links the legal pages in the page’s language', async ({ page }) => {
    await page.goto('/ar/faq');
    const footer = page.getByRole('contentinfo');
    await expect(
      footer.getByRole('link', { name: siteDictionaries.ar['footer.link.privacy'] }),
    ).toHaveAttribute('href', '/ar/privacy-policy');
    await page.goto('/faq');
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: siteDictionaries.en['footer.link.privacy'] }),
    ).toHaveAttribute('href', '/privacy-policy');
  });

  test('has a faint staff sign-in dot that leads to the admin page of the page’s language', async ({
    page,
  }) => {
    await page.goto('/ar/faq');
    const admin = page
      .getByRole('contentinfo')
      .getByRole('link', { name: siteDictionaries.ar['common.page.staffSignIn'] });
    await expect(admin).toHaveAttribute('href', '/ar/admin');
    expect(Number(await admin.evaluate((a) => getComputedStyle(a).opacity))).toBeLessThan(0.5);
    await page.goto('/faq');
    const english = page
      .getByRole('contentinfo')
      .getByRole('link', { name: siteDictionaries.en['common.page.staffSignIn'] });
    await expect(english).toHaveAttribute('href', '/admin');
    await english.click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(
      page.getByRole('heading', { level: 1, name: siteDictionaries.en['common.action.signInToAdmin'] }),
    ).toBeVisible();
  });
});

test.describe('the home page eligibility checker', () => {
  test('answers eta or exempt with the longest stay for the nationality chosen, with its name', async ({
    page,
  }) => {
    await page.goto('/');
    const select = page.getByLabel('Your nationality');
    await select.selectOption({ label: 'United States' });
    const answer = page.getByRole('status').filter({ hasText: 'need an electronic travel authorisation' });
    await expect(answer).toContainText('Citizens of United States need an electronic travel authorisation');
    await expect(page.getByRole('link', { name: 'Start your application' }).last()).toBeVisible();
    const checker = page.getByRole('region', { name: 'Do I need an eTA?' }).getByRole('status');
    await select.selectOption({ label: 'Uganda' });
    await expect(page.getByRole('heading', { name: 'Exempt from the eTA' })).toBeVisible();
    await expect(checker).toContainText('Citizens of Uganda do not need an eTA');
    await expect(checker).toContainText('up to 180 days');
    await expect(page.getByRole('heading', { name: 'You need an eTA' })).toBeHidden();
    await select.selectOption({ label: 'Malaysia' });
    await expect(checker).toContainText('Citizens of Malaysia do not need an eTA');
    await expect(checker).toContainText('up to 90 days');
    await select.selectOption({ label: 'Nigeria' });
    await expect(checker).toContainText('up to 60 days');
    await select.selectOption({ label: 'Libya' });
    await expect(page.getByRole('heading', { name: 'You need an eTA' })).toBeVisible();
  });

  test('names the countries in the page language', async ({ page }) => {
    await page.goto('/fr/');
    await expect(page.locator('#nationality option[value="DE"]')).toHaveText('Allemagne');
  });
});

test.describe('the visa requirements page', () => {
  test('lists 32 nationalities that need an eTA and the exempt ones by stay, in the page language', async ({
    page,
  }) => {
    await page.goto('/es/visa-requirements');
    await expect(page.locator('#eta-required li')).toHaveCount(32);
    await expect(page.locator('#eta-required li[data-country-code="GB"]')).toHaveText('Reino Unido');
    await expect(page.getByRole('heading', { name: 'Estancias de hasta 180 días' })).toBeVisible();
    await expect(page.locator('#eta-exempt-waiver li[data-country-code="SG"]')).toHaveText('Singapur');
  });
});

test.describe('the legal pages', () => {
  test('mark the section at the top of the screen in the table of contents', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/privacy-policy');
    const toc = page.getByRole('navigation', { name: 'Contents' });
    await expect(toc.getByRole('link')).toHaveCount(16);
    await toc.getByRole('link', { name: 'International transfers' }).click();
    await expect(page).toHaveURL(/#international-transfers$/);
    await expect(toc.getByRole('link', { name: 'International transfers' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(toc.locator('a[aria-current="true"]')).toHaveCount(1);
    await expect(page.getByText('Last updated: November 26, 2026')).toBeVisible();
  });

  test('shows the translated English-only note on a page in another language', async ({ page }) => {
    await page.goto('/sw/terms-of-service');
    await expect(page.getByText(siteDictionaries.sw['legal.englishOnly'])).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: siteDictionaries.sw['legal.contents'] }).getByRole('link'),
    ).toHaveCount(14);
  });
});

test.describe('the free audit', () => {
  const toastTitle = 'Free Marketing Audit Requested';
  const toastText =
    'Our digital marketing experts will contact you within 24 hours with your personalized audit.';

  /** Fills the form validly and sends it; returns the toast. */
  async function requestAudit(page: Page, prefix = '') {
    await page.goto(`${prefix}/audit`);
    await page.locator('#company').fill('Safari Lodges Ltd');
    await page.locator('#website').fill('www.safari-lodges.example');
    await page.locator('#email').fill('hello@safari-lodges.example');
    await page.locator('[data-audit-form] button[type="submit"]').click();
    const toast = page.locator('[data-toast]');
    await expect(toast).toBeVisible();
    return toast;
  }

  /** Drags the toast with the mouse `dx` pixels to the right; checks it follows, then lets go. */
  async function drag(page: Page, toast: ReturnType<Page['locator']>, dx: number) {
    const box = await toast.boundingBox();
    if (!box) throw new Error('the toast has no box');
    const y = box.y + box.height / 2;
    // Start on the text, away from the Dismiss button.
    await page.mouse.move(box.x + 20, box.y + 12);
    await page.mouse.down();
    await page.mouse.move(box.x + 20 + dx, y, { steps: 5 });
    await expect(toast).toHaveCSS('transform', `matrix(1, 0, 0, 1, ${dx}, 0)`);
    await page.mouse.up();
  }

  test('asks for the missing fields, then shows only the toast and sends nothing', async ({ page }) => {
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() !== 'GET') posts.push(r.url());
    });
    await page.goto('/audit');
    await page.getByRole('button', { name: 'Request my free audit' }).click();
    await expect(page.getByRole('alert')).toBeFocused();
    await expect(page.getByRole('alert').getByRole('link')).toHaveText([
      'Enter your company name',
      'Enter your website address',
      'Enter your e-mail address',
    ]);
    await page.getByLabel('Company name').fill('Safari Lodges Ltd');
    await page.getByLabel('Website URL').fill('www.safari-lodges.example');
    await page.getByLabel('Email address').fill('hello@safari-lodges.example');
    await page.getByRole('button', { name: 'Request my free audit' }).click();
    const toast = page.getByRole('status').filter({ hasText: toastTitle });
    await expect(toast).toContainText(toastText);
    await page.keyboard.press('F8');
    await expect(page.locator('[data-toast]')).toBeFocused();
    await toast.getByRole('button', { name: 'Dismiss' }).click();
    await expect(toast).toBeHidden();
    // Focus does not fall to the top of the page with the toast.
    await expect(page.getByRole('button', { name: 'Request my free audit' })).toBeFocused();
    expect(posts).toEqual([]);
  });

  test('announces the toast in a live region that is there, empty and not hidden, from page load', async ({
    page,
  }) => {
    await page.goto('/audit');
    const region = page.locator('[data-toast-region]');
    await expect(region).toHaveRole('status');
    await expect(region).toBeEmpty();
    expect(await region.evaluate((el) => el.checkVisibility({ visibilityProperty: true }))).toBe(true);
    await expect(region).not.toHaveAttribute('hidden');
    await requestAudit(page);
    await expect(region).toContainText(toastTitle);
    await expect(region).toContainText(toastText);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('dismisses the toast when it is swiped 60 px to the right', async ({ page }) => {
    const toast = await requestAudit(page);
    await drag(page, toast, 60);
    await expect(toast).toBeHidden();
    await expect(page.locator('[data-toast-region]')).toBeEmpty();
  });

  test('snaps the toast back when it is swiped only 30 px', async ({ page }) => {
    const toast = await requestAudit(page);
    await drag(page, toast, 30);
    await expect(toast).toHaveCSS('transform', 'none');
    await expect(toast).toBeVisible();
    await expect(toast).toContainText(toastTitle);
  });

  test('dismisses the toast swiped to the right on the Arabic page too', async ({ page }) => {
    const toast = await requestAudit(page, '/ar');
    await expect(toast).toContainText(siteDictionaries.ar['audit.toastTitle']);
    await drag(page, toast, 60);
    await expect(toast).toBeHidden();
  });

  test('cannot be sent before its script has run: the button is disabled and Enter does nothing', async ({
    page,
  }) => {
    await withModuleScriptsBlocked(page);
    const submits = await recordingSubmits(page);
    await page.goto('/audit');
    const button = page.getByRole('button', { name: 'Request my free audit' });
    await expect(button).toBeDisabled();
    await page.getByLabel('Company name').fill('Safari Lodges Ltd');
    await page.getByLabel('Email address').fill('hello@safari-lodges.example');
    await page.getByLabel('Email address').press('Enter');
    await button.click({ force: true });
    expect(await submits()).toEqual([]);
    await expect(page).toHaveURL((url) => url.pathname === '/audit' && url.search === '');
    await expect(page.getByLabel('Email address')).toHaveValue('hello@safari-lodges.example');
    expect(await page.locator('[data-audit-form]').getAttribute('method')).toBe('post');
  });
});

test.describe('the second address of the home page, /kenya-home', () => {
  for (const prefix of ['', '/ar']) {
    test(`${prefix}/kenya-home shows the home page itself, canonical to ${prefix}/`, async ({ page }) => {
      const locale = prefix ? 'ar' : 'en';
      const response = await page.goto(`${prefix}/kenya-home`);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveURL((url) => url.pathname === `${prefix}/kenya-home`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        siteDictionaries[locale]['home.title'],
      );
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${prefix}/`);
      await expect(page.locator('meta[http-equiv="refresh"]')).toHaveCount(0);
      const modes = page.getByRole('navigation', {
        name: siteDictionaries[locale]['header.serviceLabel'],
      });
      await expect(
        modes.getByRole('link', { name: siteDictionaries[locale]['common.page.kenya'] }),
      ).toHaveAttribute('aria-current', 'true');
      await expect(
        page
          .getByRole('navigation', { name: siteDictionaries[locale]['nav.label'] })
          .getByRole('link', { name: siteDictionaries[locale]['common.page.home'] }),
      ).toHaveAttribute('aria-current', 'page');
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test.describe('from a browser in French', () => {
    test.use({ locale: 'fr-FR' });

    test('stays in the language of its address, while / follows the browser', async ({ page }) => {
      await page.goto('/kenya-home');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(siteDictionaries.en['home.title']);
      expect(new URL(page.url()).pathname).toBe('/kenya-home');
      await page.goto('/');
      await expect(page).toHaveURL((url) => url.pathname === '/fr/');
    });
  });
});
