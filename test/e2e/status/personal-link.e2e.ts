import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { confirmationPath } from '../../../shared/api/applications';
import { company } from '../../../shared/public/company';
import { axeViolations, expect, test } from '../fixtures';
import {
  approveWithEvisa,
  createApplication,
  mailsTo,
  newestLink,
  payThroughGateway,
  type CreatedApplication,
} from './support';

/** Asks for the application's confirmation mail, as the journey does after submitting. */
function sendConfirmation(request: APIRequestContext, app: CreatedApplication) {
  return request.post(confirmationPath, {
    headers: { authorization: `Bearer ${app.accessToken}` },
    data: { applicationId: app.id },
  });
}

/** Another device: a fresh browser context with no cookie, storage or history of the first. */
async function otherDevice(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

test.describe('the personal link', () => {
  test('a mail’s link, opened on another device, shows that application', async ({
    browser,
    request,
    mailUrl,
  }) => {
    const app = await createApplication(request);
    const sent = await sendConfirmation(request, app);
    expect(sent.status()).toBe(200);
    await payThroughGateway(request, app);
    const { mail, href } = await newestLink(request, mailUrl, app);
    expect(mail.replyTo).toEqual([company.supportEmail]);

    const phone = await otherDevice(browser);
    await phone.goto(href);
    const result = phone.getByRole('region', { name: `Application ${app.applicationNumber}` });
    await expect(result.getByText('Paid', { exact: true })).toBeVisible();
    await expect(result.getByText('Amina O., Joseph K.')).toBeVisible();
    await expect(phone.locator('body')).not.toContainText('AB1234567');
    expect(await axeViolations(phone)).toEqual([]);
    await phone.context().close();
  });

  test('a link that does not work offers "Lost your link?", whose mailed link works and revokes the old one', async ({
    browser,
    request,
    mailUrl,
  }) => {
    const app = await createApplication(request);
    await sendConfirmation(request, app);
    const { href: old } = await newestLink(request, mailUrl, app);

    const phone = await otherDevice(browser);
    await phone.goto('/my-application#token=v1.forged.token');
    await expect(phone.getByRole('alert')).toContainText('This link does not open an application');
    const form = phone.getByRole('region', { name: 'Lost your link?' });
    await form.getByLabel('Application number').fill(app.applicationNumber);
    await form.getByLabel('Email address').fill(app.contactEmail);
    await form.getByRole('button', { name: 'E-mail me a new link' }).click();
    await expect(phone.getByRole('status').filter({ hasText: 'Check your e-mail' })).toBeVisible();
    expect(await axeViolations(phone)).toEqual([]);

    const { mail, href } = await newestLink(request, mailUrl, app);
    expect(mail.subject).toContain(app.applicationNumber);
    await phone.goto(href);
    await expect(phone.getByRole('region', { name: `Application ${app.applicationNumber}` })).toBeVisible();
    await phone.goto('/');
    await phone.goto(old);
    await expect(phone.getByRole('alert')).toContainText('This link does not open an application');
    await phone.context().close();
  });

  test('the lookup pages offer "Lost your link?", with the same answer for an application that does not exist', async ({
    page,
  }) => {
    await page.goto('/kenya-eta-check-status');
    await expect(page.locator('.status-lookup[data-hydrated]')).toBeAttached();
    await page.getByRole('button', { name: 'Lost your link?' }).click();
    const form = page.getByRole('region', { name: 'Lost your link?' });
    await expect(form.getByLabel('Application number')).toBeFocused();
    await form.getByLabel('Application number').fill('KE-00000001');
    await form.getByLabel('Email address').fill('nobody@example.com');
    await form.getByRole('button', { name: 'E-mail me a new link' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Check your e-mail' })).toContainText(
      'If an application with this number and e-mail exists',
    );
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('self-service privacy on the personal page', () => {
  test('an unpaid application is withdrawn with the keyboard after a confirmation, and a mail confirms it', async ({
    page,
    request,
    mailUrl,
  }) => {
    const app = await createApplication(request);
    await sendConfirmation(request, app);
    const { href } = await newestLink(request, mailUrl, app);
    await page.goto(href);
    const privacy = page.getByRole('region', { name: 'Your data and this application' });
    const withdraw = privacy.getByRole('button', { name: 'Withdraw this application' });
    await withdraw.focus();
    await page.keyboard.press('Enter');
    // Focus moves to the question; "Cancel" brings it back to the button, with nothing changed.
    const question = privacy.getByText(`Withdraw application ${app.applicationNumber}?`);
    await expect(question.locator('xpath=..')).toBeFocused();
    await privacy.getByRole('button', { name: 'Cancel' }).focus();
    await page.keyboard.press('Enter');
    await expect(withdraw).toBeFocused();
    await page.keyboard.press('Enter');
    await privacy.getByRole('button', { name: 'Yes, withdraw it' }).focus();
    await page.keyboard.press('Enter');

    const done = page.getByRole('status').filter({ hasText: 'Your application was withdrawn' });
    await expect(done).toBeFocused();
    const result = page.getByRole('region', { name: `Application ${app.applicationNumber}` });
    await expect(result.getByRole('definition').filter({ hasText: /^Withdrawn$/ })).toBeVisible();
    // The timeline tells it, dated.
    await expect(result.locator('[data-event="withdrawn"]')).toHaveText(/^Withdrawn .*\d{4}/);
    await expect
      .poll(async () => (await mailsTo(request, mailUrl, app.contactEmail)).map((m) => m.subject))
      .toContain(`Application ${app.applicationNumber} withdrawn`);
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('the approved eTA on the personal page', () => {
  test('"Download your eTA" gives the PDF staff uploaded', async ({ page, request, mailUrl, baseURL }) => {
    const app = await createApplication(request);
    await payThroughGateway(request, app);
    const pdf = new Uint8Array(2048).fill(0x20);
    pdf.set(new TextEncoder().encode('%PDF-1.7\n% approved eTA\n'));
    await approveWithEvisa(request, baseURL ?? '', app.id, pdf);
    const { href } = await newestLink(request, mailUrl, app);
    await page.goto(href);
    const result = page.getByRole('region', { name: `Application ${app.applicationNumber}` });
    await expect(result.getByRole('definition').filter({ hasText: /^Approved$/ })).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download your eTA (PDF)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`eTA-${app.applicationNumber}.pdf`);
    const saved = await download.path();
    const { readFile } = await import('node:fs/promises');
    expect(new Uint8Array(await readFile(saved))).toEqual(pdf);
  });
});
