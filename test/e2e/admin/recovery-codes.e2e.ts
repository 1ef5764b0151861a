import type { Page } from '@playwright/test';
import { createTranslator, siteDictionaries } from '../../../shared/i18n';
import { localizePath, type LocaleCode } from '../../../shared/locales';
import { totpCode } from '../../../functions/auth/totp';
import { createStaff } from '../../../functions/auth/staff-accounts';
import { generatePassword } from '../../../functions/auth/password-hash';
import { axeViolations, expect, test } from '../fixtures';
import { withConsentGiven } from '../public/support';
import { e2eTable } from '../../support/staff';
import { stackNow } from '../../support/stack-clock';

test.beforeEach(async ({ page }) => {
  await withConsentGiven(page);
});

/** Username, Tab, password, Enter: the password step by keyboard, from the admin page of a locale. */
async function passwordByKeyboard(page: Page, locale: LocaleCode, username: string, password: string) {
  const t = siteDictionaries[locale];
  await page.goto(localizePath('/admin', locale));
  await expect(page.getByRole('heading', { level: 1, name: t['common.action.signInToAdmin'] })).toBeVisible();
  await page.getByLabel(t['admin.signIn.username']).focus();
  await page.keyboard.type(username);
  await page.keyboard.press('Tab');
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
}

/** Tabs forward until the element has focus (a bounded number of presses), then checks it does. */
async function tabTo(page: Page, target: ReturnType<Page['getByRole']>) {
  for (let i = 0; i < 12 && !(await target.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

for (const locale of ['en', 'ar'] as const) {
  test(`${locale}: enrolment shows the recovery codes once, and one signs in instead of the app's code, keyboard only`, async ({
    page,
  }) => {
    const t = siteDictionaries[locale];
    const username = `rc-${locale}-${Date.now().toString(36)}`;
    const password = generatePassword();
    await createStaff({ ...e2eTable(), now: () => new Date() }, { username, role: 'support', password });

    // First sign-in: enrol, then the ten codes with what to do with them.
    await passwordByKeyboard(page, locale, username, password);
    await expect(page.getByRole('heading', { level: 1, name: t['admin.signIn.enrol.title'] })).toBeFocused();
    const secret = (await page.locator('.admin-enrol__key code').innerText()).replace(/\s/g, '');
    const codeField = page.getByLabel(t['admin.signIn.code.label']);
    await tabTo(page, codeField);
    await page.keyboard.type(totpCode(secret, await stackNow(new URL(page.url()).origin)));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: t['admin.signIn.codes.title'] })).toBeFocused();
    await expect(page.getByText(t['admin.signIn.codes.once'])).toBeVisible();
    const list = page.getByRole('list', { name: t['admin.signIn.codes.listLabel'] });
    const codes = await list.getByRole('listitem').allInnerTexts();
    expect(codes).toHaveLength(10);
    expect(await axeViolations(page), `${locale} recovery codes`).toEqual([]);
    const confirm = page.getByRole('button', { name: t['admin.signIn.codes.confirm'] });
    await tabTo(page, confirm);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: t['admin.panel.title'] })).toBeVisible();

    // Shown once: a reload reaches the panel, not the codes again.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: t['admin.panel.title'] })).toBeVisible();
    await expect(page.getByRole('heading', { name: t['admin.signIn.codes.title'] })).toHaveCount(0);

    // The phone is lost: a fresh browser signs in with a recovery code.
    await page.context().clearCookies();
    await passwordByKeyboard(page, locale, username, password);
    await expect(page.getByRole('heading', { level: 1, name: t['admin.signIn.code.title'] })).toBeFocused();
    const useRecovery = page.getByRole('button', { name: t['admin.signIn.recovery.link'] });
    await tabTo(page, useRecovery);
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('heading', { level: 1, name: t['admin.signIn.recovery.title'] }),
    ).toBeFocused();
    const recoveryField = page.getByLabel(t['admin.signIn.recovery.label']);
    await tabTo(page, recoveryField);
    // A wrong one first: the error is said in the language, and nothing else changes.
    await page.keyboard.type('ZZZZZ-ZZZZZ');
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('alert').filter({ hasText: t['admin.signIn.recovery.invalid'] }),
    ).toBeVisible();
    expect(await axeViolations(page), `${locale} recovery code error`).toEqual([]);
    await tabTo(page, recoveryField);
    await page.keyboard.type((codes[0] ?? '').toLowerCase());
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('heading', { level: 1, name: t['admin.signIn.recovery.usedTitle'] }),
    ).toBeFocused();
    const left = createTranslator(locale, t).plural('admin.signIn.recovery.left', 9);
    await expect(page.getByRole('status')).toHaveText(left);
    expect(await axeViolations(page), `${locale} codes left`).toEqual([]);
    await tabTo(page, page.getByRole('button', { name: t['common.form.continue'] }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: t['admin.panel.title'] })).toBeVisible();
  });
}
