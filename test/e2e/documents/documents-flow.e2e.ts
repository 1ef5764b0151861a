import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { adminStatusPath, staffSessionCookie } from '../../../shared/api/admin';
import { siteDictionaries } from '../../../shared/i18n';
import { createTestStaff, e2eTable, signInByApi } from '../../support/staff';
import { axeViolations, expect, test } from '../fixtures';
import { createApplication, payThroughGateway } from '../status/support';
import { jpegFile, pdfFile, progressSeen, seedSession, watchProgress } from './support';

const hydrated = (page: Page) => page.locator('[data-hydrated]');

test.describe('documents, final success and status', () => {
  test('a paid application uploads every required document with real progress, submits, gets its receipt and shows under review', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const app = await createApplication(request);
    await payThroughGateway(request, app);
    await seedSession(page, app);
    await page.goto('/kenya-eta-documents');
    await expect(hydrated(page)).toBeAttached();
    expect(await page.evaluate(() => localStorage.getItem('kenyaEtaPaymentSuccess'))).toBeNull();
    await expect(page.getByText('0 of 4 required documents uploaded')).toBeVisible();
    const submit = page.getByRole('button', { name: 'Submit Application' });
    await expect(submit).toBeDisabled();

    // Slow the upload down so that the browser reports progress while the file travels.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: 50 * 1024 * 1024,
      uploadThroughput: 1024 * 1024,
    });
    await watchProgress(page);
    await page.locator('#doc-0-passport').setInputFiles(pdfFile('passport-amina.pdf', 3 * 1024 * 1024));
    await expect(page.locator('progress')).toBeVisible();
    await expect(page.getByText('Uploaded: passport-amina.pdf (3 MB)')).toBeVisible({ timeout: 30_000 });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    const seen = await progressSeen(page);
    expect(seen.some((v) => v > 0 && v < 100)).toBe(true);

    await page.locator('#doc-0-photo').setInputFiles(jpegFile('amina.jpg', 200_000));
    await page.locator('#doc-1-passport').setInputFiles(pdfFile('passport-joseph.pdf', 500_000));
    await page.locator('#doc-1-photo').setInputFiles(jpegFile('joseph.jpg', 150_000));
    await expect(page.getByText('4 of 4 required documents uploaded')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(page).toHaveURL(/\/kenya-eta-final-success\/?$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Application Submitted Successfully');
    await expect(page.getByText(app.applicationNumber)).toBeVisible();
    await expect(page.getByText('Awaiting review')).toBeVisible();
    await expect(page.locator('.summary-list__row', { hasText: 'Submitted on' }).locator('dd')).toHaveText(
      / \d{1,2}:\d{2} [AP]M (UTC|GMT[+-][\d:]+)$/,
    );
    const hours = page.getByRole('region', { name: 'Operating hours' });
    await expect(hours.getByRole('row', { name: /Monday to Friday/ })).toContainText('8:00 AM to 6:00 PM');
    expect(await axeViolations(page)).toEqual([]);

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download Receipt' }).click();
    const download = await downloading;
    const pdf = await readFile((await download.path()) ?? '');
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    await page.getByRole('link', { name: 'Check Application Status' }).click();
    await expect(page).toHaveURL(/\/kenya-eta-check-status\/?$/);
    await expect(hydrated(page)).toBeAttached();
    await page.getByLabel('Application number').fill(app.applicationNumber);
    await page.getByLabel('Email address').fill(app.contactEmail);
    await page.getByRole('button', { name: 'Check Status' }).click();
    const result = page.getByRole('region', { name: `Application ${app.applicationNumber}` });
    await expect(result.getByText('Paid', { exact: true })).toBeVisible();
    await expect(result.getByRole('definition').filter({ hasText: /^Under review$/ })).toBeVisible();
    await expect(result.locator('.status-timeline > li')).toHaveText([
      /^Application submitted /,
      /^Payment received /,
      /^Documents submitted /,
      /^Decision expected by /,
    ]);
    await expect(result.getByRole('region', { name: 'Documents still needed' })).toHaveCount(0);
  });

  test('refuses a wrong file type in the browser and a disguised file on the server, losing nothing else', async ({
    page,
    request,
  }) => {
    const app = await createApplication(request);
    await payThroughGateway(request, app);
    await seedSession(page, app);
    await page.goto('/kenya-eta-documents');
    await expect(hydrated(page)).toBeAttached();
    await page.locator('#doc-0-passport').setInputFiles(pdfFile('passport.pdf', 10_000));
    await expect(page.getByText('Uploaded: passport.pdf')).toBeVisible();

    await page
      .locator('#doc-0-photo')
      .setInputFiles({ name: 'photo.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await expect(page.locator('[data-slot="0.photo"]').getByRole('alert')).toHaveText(
      'This file type is not accepted here. Choose a JPG, JPEG, PNG file.',
    );
    const exe = Buffer.alloc(2048, 0);
    exe.write('MZ', 0, 'latin1');
    await page
      .locator('#doc-1-passport')
      .setInputFiles({ name: 'setup.pdf', mimeType: 'application/pdf', buffer: exe });
    await expect(page.locator('[data-slot="1.passport"]').getByRole('alert')).toHaveText(
      'The file’s content does not match its type. Upload a real PDF, JPG, JPEG, PNG file.',
    );
    await expect(page.getByText('Uploaded: passport.pdf')).toBeVisible();
    await expect(page.getByText('1 of 4 required documents uploaded')).toBeVisible();

    await page.getByRole('button', { name: 'Remove Passport bio-data page' }).click();
    await expect(page.getByText('0 of 4 required documents uploaded')).toBeVisible();
  });

  test('sends a traveller without a stored application to step 1', async ({ page }) => {
    await page.goto('/kenya-eta-documents');
    await expect(page).toHaveURL(/\/kenya-eta-new-application\/?$/);
    await page.goto('/kenya-eta-final-success');
    await expect(page).toHaveURL(/\/kenya-eta-new-application\/?$/);
  });

  test('a decided application says its documents can no longer change and leads to its status', async ({
    page,
    request,
    baseURL,
  }) => {
    const app = await createApplication(request);
    await payThroughGateway(request, app);
    const staff = await createTestStaff(e2eTable(), { role: 'admin' });
    const base = baseURL ?? '';
    const token = await signInByApi(base, staff.username, staff.password, staff.totpSecret);
    const decided = await request.patch(adminStatusPath(app.id), {
      headers: { cookie: `${staffSessionCookie}=${token}`, origin: new URL(base).origin },
      data: {
        status: 'rejected',
        reasonCode: 'documents',
        reason: 'The passport scan is unreadable; please apply again.',
      },
    });
    expect(decided.status()).toBe(200);
    await seedSession(page, app);
    await page.goto('/kenya-eta-documents');
    await expect(page.getByText(siteDictionaries.en['documents.decided'])).toBeVisible();
    await expect(
      page.getByRole('link', { name: siteDictionaries.en['common.action.checkApplicationStatus'] }),
    ).toHaveAttribute('href', '/kenya-eta-check-status');
    await expect(page.locator('input[type="file"]')).toHaveCount(0);
  });

  test('the Arabic documents and final success pages have no axe violations', async ({ page, request }) => {
    const app = await createApplication(request);
    await payThroughGateway(request, app);
    await seedSession(page, app);
    await page.goto('/ar/kenya-eta-documents');
    await expect(hydrated(page)).toBeAttached();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    expect(await axeViolations(page)).toEqual([]);
    await page.goto('/ar/kenya-eta-final-success');
    await expect(page.getByRole('link', { name: 'الانتقال إلى تحميل المستندات' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});
