import type { Page } from '@playwright/test';
import { axeViolations, expect, test } from '../fixtures';
import { createApplication, payThroughGateway } from './support';

/** Waits until the island has hydrated, so typing reaches React's state. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('.status-lookup[data-hydrated]')).toBeAttached();
}

const pages = ['/kenya-eta-check-status', '/check-status', '/kenya-eta-status', '/track-application'];

test.describe('the status lookup pages', () => {
  test.use({ timezoneId: 'Asia/Tokyo' });

  test('a paid application without documents shows as paid and waiting for documents, with Upload per missing document, its dated timeline and promised date', async ({
    page,
    request,
  }) => {
    const app = await createApplication(request);
    await payThroughGateway(request, app);
    await open(page, '/kenya-eta-check-status');
    await page.getByLabel('Application number').fill(app.applicationNumber);
    await page.getByLabel('Email address').fill(app.contactEmail);
    await page.getByRole('button', { name: 'Check Status' }).click();

    await expect(page.getByRole('status').filter({ hasText: 'Application' })).toHaveText('Application Found');
    const result = page.getByRole('region', { name: `Application ${app.applicationNumber}` });
    await expect(result.getByText('Waiting for documents', { exact: true })).toBeVisible();
    await expect(result.getByText('Paid', { exact: true })).toBeVisible();
    await expect(result.getByRole('link', { name: 'Upload documents' })).toHaveAttribute(
      'href',
      '/kenya-eta-documents',
    );
    await expect(result.getByText('Amina O., Joseph K.')).toBeVisible();
    await expect(result.getByText('Fast (3–5 business days)')).toBeVisible();
    // Paid just now: the promised date is a real calendar date in the future (the business-day rule
    // itself is pinned by test/unit/functions/status/status-view.test.ts).
    // The submission time in the traveller's own zone, named (here the browser's: Asia/Tokyo).
    const submitted = result.locator('.summary-list__row', { hasText: 'Submitted on' }).locator('dd');
    await expect(submitted).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4} at \d{1,2}:\d{2} [AP]M GMT\+9$/);
    // The timeline: what happened, each dated in the reader's zone, then the promised decision date.
    const due = result.locator('[data-event="decisionDue"] time');
    await expect(due).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    expect(Date.parse(`${await due.textContent()} 23:59 UTC`)).toBeGreaterThan(Date.now());
    await expect(result.locator('.status-timeline > li')).toHaveText([
      /^Application submitted [A-Z][a-z]+ \d{1,2}, \d{4} at .+ GMT\+9$/,
      /^Payment received [A-Z][a-z]+ \d{1,2}, \d{4} at .+ GMT\+9$/,
      /^Decision expected by /,
    ]);
    // Per traveller, the documents still missing, each with its Upload link to that traveller's slot.
    const missing = result.getByRole('region', { name: 'Documents still needed' });
    await expect(missing.getByRole('link', { name: /^Upload/ })).toHaveCount(4);
    await expect(missing.getByRole('link', { name: 'Upload Passport photo for Joseph K.' })).toHaveAttribute(
      'href',
      '/kenya-eta-documents#doc-1-photo',
    );
    await expect(page.locator('body')).not.toContainText('AB1234567');
    expect(await axeViolations(page)).toEqual([]);
  });

  test('keeps the button disabled until both fields have text, and asks for both when they are blank', async ({
    page,
  }) => {
    await open(page, '/check-status');
    const button = page.getByRole('button', { name: 'Check Status' });
    await expect(button).toBeDisabled();
    await page.getByLabel('Email address').fill('traveller@example.com');
    await expect(button).toBeDisabled();
    await page.getByLabel('Application number').fill('   ');
    await expect(button).toBeEnabled();
    await button.click();
    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
    await expect(summary).toBeFocused();
    await expect(page.getByText('Missing Information')).toBeVisible();
    await expect(page.getByText('Please enter both application number and email address.')).toBeVisible();
    await expect(page.getByLabel('Application number')).toHaveAccessibleDescription(
      /Enter your application number/,
    );
  });

  test('says Application Not Found for details that match no application', async ({ page }) => {
    await open(page, '/kenya-eta-check-status');
    await page.getByLabel('Application number').fill('KE-00000000');
    await page.getByLabel('Email address').fill('nobody@example.com');
    await page.getByRole('button', { name: 'Check Status' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Application Not Found No application found with the provided details. Please check your application number and email.',
    );
  });

  test('the tracking page gives its own not-found message', async ({ page }) => {
    await open(page, '/track-application');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Track Your Kenya eTA Application');
    await page.getByLabel('Application number').fill('KE-00000000');
    await page.getByLabel('Email address').fill('nobody@example.com');
    await page.getByRole('button', { name: 'Track Application' }).click();
    await expect(page.getByRole('alert')).toContainText(
      'Application not found. Please check your Application ID and email address and try again.',
    );
  });

  test('every address of the lookup shows the form, hydrated', async ({ page }) => {
    for (const path of pages) {
      await open(page, path);
      await expect(page.locator('form.journey-form'), path).toBeVisible();
    }
  });

  // The four addresses show one of two variants (site/pages/[...lang]/*status*.astro: "check" and
  // "track"); axe checks one page of each variant in each direction.
  for (const prefix of ['', '/ar']) {
    for (const path of ['/kenya-eta-check-status', '/track-application']) {
      test(`${prefix}${path} has no axe violations`, async ({ page }) => {
        await open(page, `${prefix}${path}`);
        await expect(page.locator('form.journey-form')).toBeVisible();
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  }

  test('shows the Arabic page right to left with the fields left to right', async ({ page }) => {
    await open(page, '/ar/kenya-eta-check-status');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByLabel('رقم الطلب')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByLabel('البريد الإلكتروني')).toHaveAttribute('type', 'email');
  });
});
