import type { Page } from '@playwright/test';
import { authSessionPath, staffLoginCookie } from '../../../shared/api/admin';
import { siteDictionaries } from '../../../shared/i18n';
import { totpCode } from '../../../functions/auth/totp';
import { createStaff } from '../../../functions/auth/staff-accounts';
import { generatePassword } from '../../../functions/auth/password-hash';
import { axeViolations, expect, test } from '../fixtures';
import { withConsentGiven } from '../public/support';
import { createTestStaff, e2eTable, signInThroughUi } from '../../support/staff';
import { stackNow } from '../../support/stack-clock';

const en = siteDictionaries.en;
const panelTitle = siteDictionaries.en['admin.panel.title'];

test.beforeEach(async ({ page }) => {
  await withConsentGiven(page);
});

/** Opens the admin page and waits for the sign-in form (the session check has answered). */
async function openSignIn(page: Page, path = '/admin', messages = en) {
  await page.goto(path);
  await expect(
    page.getByRole('heading', { level: 1, name: messages['common.action.signInToAdmin'] }),
  ).toBeVisible();
}

async function enterPassword(page: Page, username: string, password: string) {
  await page.getByLabel(en['admin.signIn.username']).fill(username);
  await page.getByLabel(en['admin.signIn.password'], { exact: true }).fill(password);
  await page.getByRole('button', { name: en['common.form.continue'] }).click();
}

/** The code the authenticator shows at the stack's "now" (its clock may have been moved on). */
const codeNow = async (page: Page, secret: string) =>
  totpCode(secret, await stackNow(new URL(page.url()).origin));
/** A code of the secret that is later than any used so far by this test (one step ahead is accepted). */
const codeAhead = async (page: Page, secret: string, steps: number) =>
  totpCode(secret, new Date((await stackNow(new URL(page.url()).origin)).getTime() + steps * 30_000));

test.describe('staff sign-in', () => {
  test('a new account enrols an authenticator app from the screen, reaches the panel, and later needs only the code', async ({
    page,
  }) => {
    const username = `new-${Date.now().toString(36)}`;
    const password = generatePassword();
    await createStaff(
      { ...e2eTable(), now: () => new Date() },
      { username, role: 'admin', password, displayName: 'Njeri Wambui' },
    );

    await openSignIn(page, '/kenya-eta-admin');
    await enterPassword(page, username, password);
    await expect(page.getByRole('heading', { level: 1, name: en['admin.signIn.enrol.title'] })).toBeFocused();
    await expect(page.getByRole('img', { name: en['admin.signIn.enrol.qrLabel'] })).toBeVisible();
    const secret = (await page.locator('.admin-enrol__key code').innerText()).replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const code = page.getByLabel(en['admin.signIn.code.label']);
    await expect(code).toHaveAttribute('inputmode', 'numeric');
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await code.fill(await codeNow(page, secret));
    await page.getByRole('button', { name: en['admin.signIn.enrol.submit'] }).click();
    // The recovery codes, shown this once, before the panel.
    await expect(page.getByRole('heading', { level: 1, name: en['admin.signIn.codes.title'] })).toBeFocused();
    await expect(
      page.getByRole('list', { name: en['admin.signIn.codes.listLabel'] }).getByRole('listitem'),
    ).toHaveCount(10);
    await page.getByRole('button', { name: en['admin.signIn.codes.confirm'] }).click();
    await expect(page.getByRole('heading', { level: 1, name: panelTitle })).toBeVisible();
    // The signed-in bar names the staff member (the list below may hold applicants of any name).
    await expect(page.getByText(/^Signed in as Njeri Wambui \(/)).toBeVisible();

    // A reload keeps the session (the HttpOnly cookie), straight to the panel.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: panelTitle })).toBeVisible();

    // A later sign-in, in a fresh browser, asks only for the code.
    await page.context().clearCookies();
    await openSignIn(page, '/lookup/ta');
    await enterPassword(page, username, password);
    await expect(page.getByRole('heading', { level: 1, name: en['admin.signIn.code.title'] })).toBeVisible();
    await expect(page.getByRole('img', { name: en['admin.signIn.enrol.qrLabel'] })).toHaveCount(0);
    await page.getByLabel(en['admin.signIn.code.label']).fill(await codeAhead(page, secret, 1));
    await page.getByRole('button', { name: en['admin.signIn.code.submit'] }).click();
    await expect(page.getByRole('heading', { level: 1, name: panelTitle })).toBeVisible();
  });

  test('a wrong password shows "Invalid username or password" in the error summary', async ({ page }) => {
    const staff = await createTestStaff(e2eTable(), { role: 'support' });
    await openSignIn(page);
    await enterPassword(page, staff.username, `${staff.password}-wrong`);
    const summary = page.getByRole('alert').filter({ hasText: en['common.form.errorSummaryTitle'] });
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link', { name: 'Invalid username or password' })).toBeVisible();
    await expect(page.getByLabel(en['admin.signIn.password'], { exact: true })).toHaveValue('');
  });

  test('both fields are required, with a summary linked to each field and inline errors', async ({
    page,
  }) => {
    await openSignIn(page);
    await page.getByRole('button', { name: en['common.form.continue'] }).click();
    const summary = page.getByRole('alert').filter({ hasText: en['common.form.errorSummaryTitle'] });
    await expect(summary).toBeFocused();
    await summary.getByRole('link', { name: en['admin.errors.passwordRequired'] }).click();
    await expect(page.getByLabel(en['admin.signIn.password'], { exact: true })).toBeFocused();
    await expect(page.getByLabel(en['admin.signIn.username'])).toHaveAccessibleDescription(
      `${en['common.form.errorPrefix']} ${en['admin.errors.usernameRequired']}`,
    );
  });

  test('a wrong code is refused on the code step, and the right one then signs in', async ({ page }) => {
    const staff = await createTestStaff(e2eTable(), { role: 'admin' });
    await openSignIn(page);
    await enterPassword(page, staff.username, staff.password);
    const right = await codeNow(page, staff.totpSecret);
    await page
      .getByLabel(en['admin.signIn.code.label'])
      .fill(String((Number(right) + 1) % 1e6).padStart(6, '0'));
    await page.getByRole('button', { name: en['admin.signIn.code.submit'] }).click();
    await expect(
      page.getByRole('alert').getByRole('link', { name: en['admin.signIn.code.invalid'] }),
    ).toBeVisible();
    await page.getByLabel(en['admin.signIn.code.label']).fill(right);
    await page.getByRole('button', { name: en['admin.signIn.code.submit'] }).click();
    await expect(page.getByRole('heading', { level: 1, name: panelTitle })).toBeVisible();
  });

  test('a code step left too long sends back to the password with an explanation', async ({ page }) => {
    const staff = await createTestStaff(e2eTable(), { role: 'admin' });
    await openSignIn(page);
    await enterPassword(page, staff.username, staff.password);
    await expect(page.getByLabel(en['admin.signIn.code.label'])).toBeVisible();
    // What 5 minutes do: the pending login is gone (its cookie here; the server then answers login_expired).
    await page.context().clearCookies({ name: staffLoginCookie });
    await page.getByLabel(en['admin.signIn.code.label']).fill(await codeNow(page, staff.totpSecret));
    await page.getByRole('button', { name: en['admin.signIn.code.submit'] }).click();
    const summary = page.getByRole('alert').filter({ hasText: en['common.form.errorSummaryTitle'] });
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link', { name: en['admin.signIn.expired'] })).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 1, name: en['common.action.signInToAdmin'] }),
    ).toBeVisible();
  });

  test('says how long to wait when the server refuses more attempts, and when it cannot be reached', async ({
    page,
  }) => {
    await openSignIn(page);
    await page.route('**/api/auth/login', (route) =>
      route.fulfill({
        status: 429,
        headers: { 'retry-after': '540', 'content-type': 'application/json' },
        body: JSON.stringify({ error: 'rate_limited', message: 'Too many attempts. Try again later.' }),
      }),
    );
    await enterPassword(page, 'someone', 'a password of some length');
    await expect(page.getByRole('alert')).toContainText('Too many attempts. Try again in 9 minutes.');
    await page.unroute('**/api/auth/login');
    await page.route('**/api/auth/login', (route) => route.abort('internetdisconnected'));
    await enterPassword(page, 'someone', 'a password of some length');
    await expect(page.getByRole('alert')).toContainText(en['admin.signIn.networkError']);
  });

  test('signing out ends the session and returns to the sign-in form', async ({ page }) => {
    const staff = await createTestStaff(e2eTable(), { role: 'admin' });
    await signInThroughUi(page, staff);
    await expect(page.getByRole('heading', { level: 1, name: panelTitle })).toBeVisible();
    await page.getByRole('button', { name: /sign out/i }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: en['common.action.signInToAdmin'] }),
    ).toBeFocused();
    await expect(page.getByRole('status').filter({ hasText: en['admin.signIn.signedOut'] })).toBeVisible();
    await page.reload();
    await expect(
      page.getByRole('heading', { level: 1, name: en['common.action.signInToAdmin'] }),
    ).toBeVisible();
  });

  test('can be done with the keyboard alone', async ({ page }) => {
    const staff = await createTestStaff(e2eTable(), { role: 'admin' });
    await openSignIn(page);
    await page.getByLabel(en['admin.signIn.username']).focus();
    await page.keyboard.type(staff.username);
    await page.keyboard.press('Tab');
    await page.keyboard.type(staff.password);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: en['admin.signIn.code.title'] })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByLabel(en['admin.signIn.code.label'])).toBeFocused();
    await page.keyboard.type(await codeNow(page, staff.totpSecret));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: panelTitle })).toBeVisible();
  });
});

test.describe('the admin page', () => {
  test('finishes loading signed out: the session check reads its 401 to the end, so the page settles', async ({
    page,
  }) => {
    // A fetch whose body is never read stays open: the page never reached network idle, and
    // Lighthouse timed out on it. The support console's check is the same call.
    for (const path of ['/kenya-eta-admin/chat', '/admin']) {
      const checked = page.waitForEvent('requestfinished', (r) => r.url().endsWith(authSessionPath));
      await page.goto(path, { waitUntil: 'networkidle' });
      expect((await (await checked).response())?.status()).toBe(401);
    }
    await expect(
      page.getByRole('heading', { level: 1, name: en['common.action.signInToAdmin'] }),
    ).toBeVisible();
  });

  test('has no axe violations in English and Arabic, on the password, enrolment and code steps', async ({
    page,
  }) => {
    const staff = await createTestStaff(e2eTable(), { role: 'admin' });
    const newcomer = `axe-${Date.now().toString(36)}`;
    const password = generatePassword();
    await createStaff(
      { ...e2eTable(), now: () => new Date() },
      { username: newcomer, role: 'support', password },
    );
    const ar = siteDictionaries.ar;
    for (const [path, messages] of [
      ['/admin', en],
      ['/ar/admin', ar],
    ] as const) {
      await page.context().clearCookies();
      await openSignIn(page, path, messages);
      await expect(page.locator('html')).toHaveAttribute('dir', path.startsWith('/ar') ? 'rtl' : 'ltr');
      await page.getByRole('button', { name: messages['common.form.continue'] }).click();
      await expect(
        page.getByRole('alert').filter({ hasText: messages['common.form.errorSummaryTitle'] }),
      ).toBeFocused();
      expect(await axeViolations(page), `${path} errors`).toEqual([]);

      await page.getByLabel(messages['admin.signIn.username']).fill(newcomer);
      await page.getByLabel(messages['admin.signIn.password'], { exact: true }).fill(password);
      await page.getByRole('button', { name: messages['common.form.continue'] }).click();
      await expect(page.getByRole('img', { name: messages['admin.signIn.enrol.qrLabel'] })).toBeVisible();
      expect(await axeViolations(page), `${path} enrolment`).toEqual([]);

      await page.getByRole('button', { name: messages['admin.signIn.restart'] }).click();
      await page.getByLabel(messages['admin.signIn.username']).fill(staff.username);
      await page.getByLabel(messages['admin.signIn.password'], { exact: true }).fill(staff.password);
      await page.getByRole('button', { name: messages['common.form.continue'] }).click();
      await expect(page.getByLabel(messages['admin.signIn.code.label'])).toBeVisible();
      expect(await axeViolations(page), `${path} code`).toEqual([]);
    }
  });

  test('is in Turkish on /tr/kenya-eta-admin, is not indexed, and the footer dot leads to it', async ({
    page,
  }) => {
    const tr = siteDictionaries.tr;
    await page.goto('/tr/faq');
    const dot = page
      .getByRole('contentinfo')
      .getByRole('link', { name: siteDictionaries.tr['common.page.staffSignIn'] });
    await expect(dot).toHaveAttribute('href', '/tr/admin');
    await openSignIn(page, '/tr/kenya-eta-admin', tr);
    await expect(page).toHaveTitle(new RegExp(`^${tr['common.page.staffSignIn']}`));
    await expect(page.getByLabel(tr['admin.signIn.username'])).toBeVisible();
    await expect(page.getByRole('button', { name: tr['common.form.continue'] })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });
});
