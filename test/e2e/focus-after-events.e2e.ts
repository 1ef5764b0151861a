import type { Locator, Page } from '@playwright/test';
import { siteDictionaries } from '../../shared/i18n';
import { createTestStaff, e2eTable, totpNow } from '../support/staff';
import { pdfFile, seedSession } from './documents/support';
import { expect, test } from './fixtures';
import { completeDraft, seedStorage, tabTo } from './journey/support';
import { createApplication, payThroughGateway } from './status/support';

const en = siteDictionaries.en;

/** What has the focus: never `<body>` or a node that left the page. */
async function focusIsMeaningful(page: Page, expected: Locator): Promise<void> {
  await expect(expected).toBeFocused();
  const state = await page.evaluate(() => {
    const active = document.activeElement;
    return { body: active === document.body, connected: active?.isConnected === true };
  });
  expect(state).toEqual({ body: false, connected: true });
}

/** The local store refuses every write of this application (infra/local/store-faults.ts). */
async function storeFault(page: Page, method: 'POST' | 'DELETE', email: string): Promise<void> {
  const res = await page.request.fetch('/__local/store-faults', {
    method,
    data: { refuseWritesContaining: email },
  });
  expect(res.status()).toBe(200);
}

test('keyboard only: focus lands on a meaningful element after the cookie choice, an upload, the second factor and a store error', async ({
  page,
  request,
}) => {
  await test.step('the cookie banner gives focus back to where it was', async () => {
    await page.goto('/');
    const banner = page.getByRole('region', { name: en['consent.title'] });
    await expect(banner).toBeVisible();
    const skipLink = page.getByRole('link', { name: en['a11y.skipToContent'] });
    await tabTo(page, skipLink);
    await tabTo(page, banner.getByRole('button', { name: en['consent.acceptNecessary'] }));
    await page.keyboard.press('Enter');
    await expect(banner).toBeHidden();
    await focusIsMeaningful(page, skipLink);
  });

  await test.step('an upload that starts moves focus to its slot heading', async () => {
    const app = await createApplication(request);
    await payThroughGateway(request, app);
    await seedSession(page, app);
    await page.goto('/kenya-eta-documents');
    await expect(page.locator('[data-hydrated]')).toBeAttached();
    await tabTo(page, page.locator('#doc-0-passport'));
    const chooser = page.waitForEvent('filechooser');
    await page.keyboard.press('Space');
    await (await chooser).setFiles(pdfFile('passport-amina.pdf', 500_000));
    const heading = page.locator('[data-slot="0.passport"] h4');
    await focusIsMeaningful(page, heading);
    await expect(page.getByText('Uploaded: passport-amina.pdf')).toBeVisible();
    await focusIsMeaningful(page, heading);
  });

  await test.step('the accepted second factor moves focus to the panel heading', async () => {
    const staff = await createTestStaff(e2eTable(), { role: 'admin' });
    await page.goto('/admin');
    const username = page.getByLabel(en['admin.signIn.username']);
    await expect(username).toBeEditable();
    await tabTo(page, username);
    await page.keyboard.type(staff.username);
    await tabTo(page, page.getByLabel(en['admin.signIn.password'], { exact: true }));
    await page.keyboard.type(staff.password);
    await page.keyboard.press('Enter');
    const code = page.getByLabel(en['admin.signIn.code.label']);
    await expect(code).toBeVisible();
    await tabTo(page, code);
    await page.keyboard.type(await totpNow(new URL(page.url()).origin, staff.totpSecret));
    await page.keyboard.press('Enter');
    await focusIsMeaningful(page, page.getByRole('heading', { level: 1, name: en['admin.panel.title'] }));
  });

  await test.step('a store error on check answers focuses the alert, with Retry the next Tab stop', async () => {
    const email = `focus-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
    // A first application from this browser: the one of the upload step above would be updated
    // instead (check answers offers to submit as a new application then).
    await page.evaluate(() => localStorage.clear());
    await seedStorage(page, completeDraft(email));
    await storeFault(page, 'POST', email);
    try {
      await page.goto('/kenya-eta-check-answers');
      await tabTo(page, page.getByRole('button', { name: en['common.action.submitApplication'] }));
      await page.keyboard.press('Enter');
      const alert = page.getByRole('alert').filter({ hasText: en['flow.check.nothingLost'] });
      await focusIsMeaningful(page, alert);
      await page.keyboard.press('Tab');
      await focusIsMeaningful(page, alert.getByRole('button', { name: en['flow.check.retry'] }));
    } finally {
      await storeFault(page, 'DELETE', email);
    }
  });
});
