import type { Page } from '@playwright/test';
import { adminStatusPath, maxEvisaBytes, staffSessionCookie } from '../../../shared/api/admin';
import { siteDictionaries } from '../../../shared/i18n';
import { createTestStaff, e2eTable, signInByApi, signInThroughUi, type TestStaff } from '../../support/staff';
import { axeViolations, expect, test } from '../fixtures';
import {
  createApplication,
  evisaPdf,
  mailTo,
  openApplication,
  paidApplicationWithPhoto,
  panelText,
} from './panel-support';

const t = panelText('en');
/** A fresh account per test: each sign-in uses its own authenticator codes, so none waits for a new one. */
const newAdmin = () => createTestStaff(e2eTable(), { role: 'admin', displayName: 'Grace Wanjiku' });

async function signIn(page: Page, staff: TestStaff) {
  await signInThroughUi(page, staff);
  await expect(page.getByRole('heading', { level: 1, name: t['admin.panel.title'] })).toBeVisible();
}

/** Records every request the page makes to the e-visa presign route or to S3. */
function watchUploads(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/evisa-upload') || r.url().includes('/approve-with-evisa')) seen.push(r.url());
  });
  return seen;
}

test.describe('the admin panel', () => {
  test('an admin finds a paid application, opens its document, approves it with an e-visa that is e-mailed', async ({
    page,
    request,
    mailUrl,
  }) => {
    const app = await paidApplicationWithPhoto(request);
    const admin = await newAdmin();
    await signIn(page, admin);
    await expect(page.getByText('Signed in as Grace Wanjiku (Administrator)')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Live chat' })).toHaveAttribute(
      'href',
      '/kenya-eta-admin/chat',
    );
    const figures = page.getByRole('region', { name: 'Overview' });
    await expect(figures.getByText('Total applications')).toBeVisible();
    await expect(figures.getByText(/^\$[\d,]+$/)).toBeVisible();

    await openApplication(page, app.applicationNumber);
    await expect(page).toHaveURL(new RegExp(`\\?application=${app.id}$`));
    const applicant = page.getByRole('region', { name: 'Applicant 1: Amina Otieno' });
    await expect(applicant.getByRole('heading', { name: 'Passport' })).toBeVisible();
    await expect(applicant.getByText('AB1234567')).toBeVisible();
    await expect(applicant.getByText('United Kingdom').first()).toBeVisible();
    await expect(applicant.getByText('Spouse')).toBeVisible();
    const payment = page.getByRole('region', { name: 'Payment' });
    await expect(payment.getByText('Paid', { exact: true })).toBeVisible();
    await expect(payment.getByText('ending in 4242')).toBeVisible();

    // The document opens in a new tab from a short-lived link.
    const documents = page.getByRole('region', { name: 'Documents' });
    const tabOpened = page.waitForEvent('popup');
    await documents.getByRole('button', { name: /^Open Passport photo of applicant 1/ }).click();
    const tab = await tabOpened;
    await tab.waitForURL(/X-Amz-Signature=/);
    expect(await tab.evaluate(() => document.contentType)).toBe('image/png');
    await tab.close();

    // Reload and Back keep the view in the address.
    await page.reload();
    await expect(
      page.getByRole('heading', { level: 1, name: `Application ${app.applicationNumber}` }),
    ).toBeVisible();
    const history = page.getByRole('region', { name: 'History' });
    await expect(history.getByText('Opened a document')).toBeVisible();

    await page.getByLabel('E-visa file').setInputFiles({
      name: 'evisa.pdf',
      mimeType: 'application/pdf',
      buffer: await evisaPdf(app.applicationNumber),
    });
    await page.getByRole('button', { name: 'Approve and send e-visa' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Application approved' })).toHaveText(
      'Application approved and the e-visa e-mailed!',
    );
    await expect(page.getByRole('button', { name: 'Approve and send e-visa' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Reject application' })).toHaveCount(0);
    const decision = page.getByRole('region', { name: 'Decision' });
    await expect(decision.getByText(admin.username)).toBeVisible();
    await expect(page.locator('.admin-detail__tags').getByText('Approved')).toBeVisible();

    const mail = await mailTo(
      mailUrl,
      app.contactEmail,
      `Your Kenya eTA is approved – ${app.applicationNumber}`,
    );
    expect(mail.attachments?.some((a) => a.contentType === 'application/pdf')).toBe(true);

    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Applications' })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: app.applicationNumber });
    await expect(row.getByText('Approved')).toBeVisible();

    // The traveller's status page now shows the decision.
    await page.goto('/kenya-eta-check-status');
    await expect(page.locator('.status-lookup[data-hydrated]')).toBeAttached();
    await page.getByLabel('Application number').fill(app.applicationNumber);
    await page.getByLabel('Email address').fill(app.contactEmail);
    await page.getByRole('button', { name: 'Check Status' }).click();
    const result = page.getByRole('region', { name: `Application ${app.applicationNumber}` });
    await expect(result.getByText('Approved').first()).toBeVisible();
  });

  test('an admin rejects an application with a reason after confirming; the applicant is e-mailed it', async ({
    page,
    request,
    mailUrl,
  }) => {
    const app = await paidApplicationWithPhoto(request);
    await signIn(page, await newAdmin());
    await openApplication(page, app.applicationNumber);

    await page.getByRole('button', { name: 'Reject application' }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
    await expect(summary).toBeFocused();
    await summary.getByRole('link', { name: t['admin.errors.reasonRequired'] }).click();
    const reason = page.getByLabel('Explanation for the traveller');
    await expect(reason).toBeFocused();
    await expect(reason).toHaveAccessibleDescription(/Enter the reason for the rejection/);
    // The reason from the list is required as well.
    await summary.getByRole('link', { name: t['admin.errors.reasonCodeRequired'] }).click();
    await expect(page.getByLabel('Reason', { exact: true })).toBeFocused();
    await page.getByLabel('Reason', { exact: true }).selectOption('photo');

    const text = 'The passport photo does not show the face clearly.';
    await reason.fill(text);
    await page.getByRole('button', { name: 'Reject application' }).click();
    const confirm = page.getByRole('group', { name: `Reject application ${app.applicationNumber}?` });
    await expect(confirm).toBeFocused();
    await expect(confirm.getByText(text)).toBeVisible();
    await expect(confirm.getByText('The photo does not meet the requirements')).toBeVisible();
    await confirm.getByRole('button', { name: 'Yes, reject the application' }).click();

    await expect(page.getByRole('status').filter({ hasText: 'Application rejected' })).toHaveText(
      'Application rejected and the applicant e-mailed.',
    );
    await expect(page.locator('.admin-detail__tags').getByText('Rejected')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Decision' }).getByText(text)).toBeVisible();
    await expect(
      page.getByRole('button', { name: /Reject application|Approve and send e-visa/ }),
    ).toHaveCount(0);

    const mail = await mailTo(
      mailUrl,
      app.contactEmail,
      `Decision on your Kenya eTA application ${app.applicationNumber}`,
    );
    expect(mail.body.text).toContain(text);
  });

  test('checks the e-visa file before sending anything: a file chosen, a PDF, at most 10 MB', async ({
    page,
    request,
  }) => {
    const app = await paidApplicationWithPhoto(request);
    await signIn(page, await newAdmin());
    await openApplication(page, app.applicationNumber);
    const sent = watchUploads(page);
    const approve = page.getByRole('button', { name: 'Approve and send e-visa' });
    const input = page.getByLabel('E-visa file');

    await approve.click();
    await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toBeFocused();
    await expect(input).toHaveAccessibleDescription(/Select the e-visa file/);

    await input.setInputFiles({
      name: 'evisa.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a pdf'),
    });
    await approve.click();
    await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toContainText(
      'Only PDF files can be uploaded',
    );
    await expect(input).toHaveAccessibleDescription(/Only PDF files can be uploaded/);

    const big = Buffer.alloc(11 * 1024 * 1024, 0x20);
    big.write('%PDF-1.7\n', 0, 'latin1');
    expect(big.length).toBeGreaterThan(maxEvisaBytes);
    await input.setInputFiles({ name: 'evisa.pdf', mimeType: 'application/pdf', buffer: big });
    await approve.click();
    await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toContainText(
      'The file must be under 10 MB',
    );
    await expect(input).toHaveAccessibleDescription(/The file must be under 10 MB/);

    expect(sent).toEqual([]);
    await expect(page.locator('.admin-detail__tags').getByText('Pending')).toBeVisible();
  });

  test('a support account sees applications and documents but no decision buttons', async ({
    page,
    request,
  }) => {
    const app = await paidApplicationWithPhoto(request);
    await signIn(page, await createTestStaff(e2eTable(), { role: 'support', displayName: 'Peter Mwangi' }));
    await expect(page.getByText('Signed in as Peter Mwangi (Support)')).toBeVisible();
    await openApplication(page, app.applicationNumber);
    await expect(
      page.getByRole('region', { name: 'Documents' }).getByRole('button', { name: /^Open/ }),
    ).toBeEnabled();
    await expect(page.getByRole('heading', { name: 'Decide' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Approve and send e-visa' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Reject application' })).toHaveCount(0);
  });

  test('a new application appears at the top of the open list without a reload, and is announced', async ({
    page,
    request,
  }) => {
    const earlier = await createApplication(request);
    await signIn(page, await newAdmin());
    const rows = page.locator('tbody tr');
    await expect(rows.filter({ hasText: earlier.applicationNumber })).toBeVisible();
    const total = page.getByRole('region', { name: 'Overview' }).locator('.admin-stats__item').first();
    await expect(total.locator('dd')).toHaveText(/\d/);
    const before = Number((await total.locator('dd').innerText()).replace(/\D/g, ''));

    const app = await createApplication(request);
    await expect(rows.filter({ hasText: app.applicationNumber })).toBeVisible();
    const order = await rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-application')));
    expect(order.indexOf(app.applicationNumber)).toBeLessThan(order.indexOf(earlier.applicationNumber));
    await expect(page.getByRole('status').filter({ hasText: 'New applications arrived' })).toHaveText(
      /New applications arrived: \d+/,
    );
    await expect
      .poll(async () => Number((await total.locator('dd').innerText()).replace(/\D/g, '')))
      .toBeGreaterThan(before);
  });

  test('shows unpaid applications under "waiting for payment", without the approval form', async ({
    page,
    request,
  }) => {
    const app = await createApplication(request);
    await signIn(page, await newAdmin());
    // The queue's views replace the status filters (issue 19).
    const queue = page.getByRole('group', { name: t['admin.panel.view.label'] });
    const tab = (name: string) => queue.getByRole('button', { name: new RegExp(`^${name}`) });
    await tab(t['admin.panel.view.ready_for_review']).click();
    await expect(tab(t['admin.panel.view.ready_for_review'])).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('row').filter({ hasText: app.applicationNumber })).toHaveCount(0);
    await tab(t['admin.panel.view.awaiting_payment']).click();
    await expect(tab(t['admin.panel.view.awaiting_payment'])).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('row').filter({ hasText: app.applicationNumber })).toHaveCount(1);
    await openApplication(page, app.applicationNumber);
    await expect(
      page.getByText('This application has not been paid: it can be approved once the payment is received.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Approve and send e-visa' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Reject application' })).toBeVisible();
  });
});

test.describe('the admin panel when the ground moves', () => {
  test('says so when another admin decided first, and shows the application as it now is', async ({
    page,
    request,
    baseURL,
  }) => {
    const app = await paidApplicationWithPhoto(request);
    await signIn(page, await newAdmin());
    await openApplication(page, app.applicationNumber);
    await page.getByLabel('Reason', { exact: true }).selectOption('information');
    await page.getByLabel('Explanation for the traveller').fill('Duplicate of an earlier application.');
    await page.getByRole('button', { name: 'Reject application' }).click();

    // Meanwhile a colleague rejects it through the API with a session of their own.
    const colleague = await createTestStaff(e2eTable(), { role: 'admin' });
    const origin = new URL(baseURL ?? '').origin;
    const cookie = await signInByApi(origin, colleague.username, colleague.password, colleague.totpSecret);
    const first = await request.patch(adminStatusPath(app.id), {
      headers: { cookie: `${staffSessionCookie}=${cookie}`, origin },
      data: { status: 'rejected', reasonCode: 'documents', reason: 'Rejected by a colleague.' },
    });
    expect(first.status()).toBe(200);

    await page.getByRole('button', { name: 'Yes, reject the application' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Another staff member' })).toHaveText(
      'Another staff member has already decided this application. Its current state is shown below.',
    );
    await expect(
      page.getByRole('region', { name: 'Decision' }).getByText('Rejected by a colleague.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: /Reject application|Yes, reject/ })).toHaveCount(0);
  });

  test('returns to the sign-in form when the session ends', async ({ page, context }) => {
    await signIn(page, await newAdmin());
    await context.clearCookies();
    // The next refresh (every 3 seconds) finds no session.
    await expect(page.getByLabel(siteDictionaries.en['admin.signIn.username'])).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: t['admin.panel.title'] })).toHaveCount(0);
  });
});

test.describe('the admin panel in other languages', () => {
  for (const locale of ['en', 'ar'] as const) {
    test(`has no axe violations on the list and the detail in ${locale}`, async ({ page, request }) => {
      const app = await paidApplicationWithPhoto(request);
      const text = panelText(locale);
      await signInThroughUi(page, await newAdmin(), locale);
      await expect(page.getByRole('heading', { level: 1, name: text['admin.panel.title'] })).toBeVisible();
      await expect(page.getByRole('table')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await openApplication(page, app.applicationNumber, locale);
      await page.getByRole('button', { name: text['admin.panel.reject.submit'] }).click();
      await expect(
        page.getByRole('alert').filter({ hasText: text['common.form.errorSummaryTitle'] }),
      ).toBeFocused();
      // Every landmark of the detail has its own name (the documents section and its scrolling table).
      expect(await axeViolations(page, { alsoRules: ['landmark-unique'] })).toEqual([]);
    });
  }

  test('the Turkish panel shows the specification’s Turkish texts', async ({ page, request }) => {
    const app = await paidApplicationWithPhoto(request);
    await signInThroughUi(page, await newAdmin(), 'tr');
    await expect(page.getByRole('heading', { level: 1, name: 'Başvurular' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Tümü', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await openApplication(page, app.applicationNumber, 'tr');
    const input = page.getByLabel('E-visa dosyası');
    const approve = page.getByRole('button', { name: 'Onayla ve e-visa gönder' });

    await approve.click();
    await expect(input).toHaveAccessibleDescription(/Lütfen e-visa dosyasını seçin/);
    await input.setInputFiles({ name: 'evisa.png', mimeType: 'image/png', buffer: Buffer.from('png') });
    await approve.click();
    await expect(input).toHaveAccessibleDescription(/Sadece PDF dosyası yükleyebilirsiniz/);

    // Named and typed as a PDF, but not one: the server refuses it after the upload.
    await input.setInputFiles({
      name: 'evisa.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('hello'),
    });
    await approve.click();
    await expect(page.getByRole('alert').filter({ hasText: 'Hata' })).toContainText(
      'Hata: E-visa yüklenemedi',
    );

    await input.setInputFiles({
      name: 'evisa.pdf',
      mimeType: 'application/pdf',
      buffer: await evisaPdf(app.applicationNumber),
    });
    await approve.click();
    await expect(page.getByRole('status').filter({ hasText: 'Başvuru onaylandı' })).toHaveText(
      'Başvuru onaylandı ve e-visa email gönderildi!',
    );
    await expect(page.locator('.admin-detail__tags').getByText('Onaylandı')).toBeVisible();
  });
});
