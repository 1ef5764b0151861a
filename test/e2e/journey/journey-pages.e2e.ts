import { expect, test } from '../fixtures';
import { seedStorage, step1Draft, storageValue } from './support';

test.describe('the start of the journey', () => {
  test('offers tourists and diplomats the how-to page with their type, and a Home button', async ({
    page,
  }) => {
    await page.goto('/kenya-eta-start');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Apply for a Kenya eTA');
    await expect(page.getByRole('link', { name: 'Tourists & Visitors' })).toHaveAttribute(
      'href',
      '/kenya-eta-how-to-apply?type=tourist',
    );
    await expect(page.getByRole('link', { name: 'Diplomats' })).toHaveAttribute(
      'href',
      '/kenya-eta-how-to-apply?type=diplomat',
    );
    await expect(page.getByRole('main').getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  });

  test('serves the same start screen at /apply-kenya-eta', async ({ page }) => {
    await page.goto('/apply-kenya-eta');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Apply for a Kenya eTA');
  });

  test('filters the eTA-exempt countries with the search box and shows all on request', async ({ page }) => {
    await page.goto('/kenya-eta-start');
    const list = page.locator('#exempt-list');
    await expect(list.getByRole('listitem')).toHaveCount(8);
    await expect(list.getByText('Botswana')).toBeVisible();
    await expect(list.getByText('Burundi')).toBeVisible();
    await expect(list.getByText('Uganda')).toBeHidden();
    await page.getByLabel('Search Country').fill('fij');
    await expect(list.getByRole('listitem')).toHaveText(['Fiji']);
    await page.getByLabel('Search Country').fill('uga');
    await expect(list.getByRole('listitem')).toHaveText(['Uganda']);
    await page.getByLabel('Search Country').fill('zzz');
    await expect(list.getByRole('listitem')).toHaveCount(0);
    await expect(page.getByText('No country matches your search.')).toBeVisible();
    await page.getByLabel('Search Country').fill('');
    await page.getByRole('button', { name: 'All Countries' }).click();
    await expect(list.getByText('Uganda')).toBeVisible();
    expect(await list.getByRole('listitem').count()).toBeGreaterThan(30);
  });

  test('searches the exempt countries by their name in the page language', async ({ page }) => {
    await page.goto('/fr/kenya-eta-start');
    await page.getByLabel('Rechercher un pays').fill('jamaï');
    await expect(page.locator('#exempt-list').getByRole('listitem')).toHaveText(['Jamaïque']);
  });

  test('how-to: lists the documents, Exit and Back go to the start, Continue to the declaration', async ({
    page,
  }) => {
    await page.goto('/kenya-eta-how-to-apply?type=diplomat');
    await expect(page.getByRole('heading', { name: 'What you need' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('valid for at least 6 months');
    expect(await storageValue(page, 'kenyaEtaTravellerType')).toBe('diplomat');
    await expect(page.getByRole('link', { name: 'Exit' })).toHaveAttribute('href', '/kenya-eta-start');
    await expect(page.getByRole('link', { name: 'Back', exact: true })).toHaveAttribute(
      'href',
      '/kenya-eta-start',
    );
    await page.getByRole('link', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/kenya-eta-declaration$/);
  });

  test('declaration: Continue stays disabled until the consent box is ticked', async ({ page }) => {
    await page.goto('/kenya-eta-declaration');
    const continueButton = page.getByRole('button', { name: 'Continue' });
    await expect(continueButton).toBeDisabled();
    await page.getByLabel('Send me travel tips and offers by email').check();
    await expect(continueButton).toBeDisabled();
    await page.getByLabel('I have read and agree to the Declaration of Consent').check();
    await expect(continueButton).toBeEnabled();
    await page.getByLabel('I have read and agree to the Declaration of Consent').uncheck();
    await expect(continueButton).toBeDisabled();
    await page.getByLabel('I have read and agree to the Declaration of Consent').check();
    await expect(page.getByRole('link', { name: 'Back', exact: true })).toHaveAttribute(
      'href',
      '/kenya-eta-how-to-apply',
    );
    await continueButton.click();
    await expect(page).toHaveURL(/\/kenya-eta-residence-country/);
    expect(await storageValue(page, 'kenyaEtaDeclaration')).toMatchObject({
      consented: true,
      optInOffers: true,
    });
  });

  test('residence country: asks again with an error summary, then goes on to step 1', async ({ page }) => {
    await page.goto('/kenya-eta-residence-country');
    await page.getByRole('button', { name: 'Continue' }).click();
    const summary = page.getByRole('alert');
    await expect(summary).toBeFocused();
    await expect(summary).toContainText('There is a problem');
    await summary.getByRole('link', { name: 'Select the country where you live' }).click();
    await expect(page.getByLabel('Which country do you live in?')).toBeFocused();
    await page.getByLabel('Which country do you live in?').selectOption('KE');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/kenya-eta-new-application/);
    expect(await storageValue(page, 'kenyaEtaResidenceCountry')).toBe('KE');
  });
});

test.describe('the progress strip', () => {
  test('marks the current step, with a Check Status link only when that page exists', async ({
    page,
    request,
  }) => {
    await page.goto('/kenya-eta-new-application');
    const strip = page.getByRole('navigation', { name: 'Application progress' });
    await expect(strip.getByRole('listitem')).toHaveText([
      /Application/,
      /Processing/,
      /Details/,
      /Payment/,
      /Documents/,
    ]);
    await expect(strip.locator('[aria-current="step"]')).toHaveText(/Application/);
    const statusPageExists = (await request.get('/kenya-eta-check-status')).status() === 200;
    await expect(strip.getByRole('link', { name: 'Check status' })).toHaveCount(statusPageExists ? 1 : 0);
  });
});

test.describe('the route guards (spec §4)', () => {
  test('send an empty draft from the details page to step 1', async ({ page }) => {
    await page.goto('/kenya-eta-details');
    await expect(page).toHaveURL(/\/kenya-eta-new-application$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your application');
  });

  test('show the redirect screen with a link while the guard fails', async ({ page }) => {
    await page.route('**/kenya-eta-new-application', (route) => route.fulfill({ status: 204, body: '' }));
    await page.goto('/kenya-eta-payment-new');
    const status = page.getByRole('status').filter({ hasText: 'Redirecting…' });
    await expect(status).toBeVisible();
    await expect(status.getByRole('link')).toHaveAttribute('href', '/kenya-eta-new-application');
  });

  test('send details to pricing when step 1 is done but no processing type is chosen', async ({ page }) => {
    await seedStorage(page, { kenyaEtaApplication: step1Draft });
    await page.goto('/kenya-eta-details');
    await expect(page).toHaveURL(/\/kenya-eta-pricing$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Processing speed and insurance');
  });

  test('send payment to details when no applicant has been entered', async ({ page }) => {
    await seedStorage(page, { kenyaEtaApplication: { ...step1Draft, processingType: 'fast' } });
    await page.goto('/ar/kenya-eta-payment-new');
    await expect(page).toHaveURL(/\/ar\/kenya-eta-details$/);
  });
});

test.describe('the draft', () => {
  test('survives a reload, and Back from pricing to step 1 keeps every value', async ({ page }) => {
    await page.goto('/kenya-eta-new-application');
    await page.getByLabel('Number of applicants').selectOption('3');
    await page.getByLabel('Business').check();
    await page.getByLabel('Sea').check();
    await page.getByLabel('Email address', { exact: true }).fill('crew@example.com');
    await page.getByLabel('Second email address (optional)').fill('office@example.com');
    await page.getByLabel('Country code').selectOption('+254');
    await page.getByLabel('Phone number').fill('712 345 678');
    await page.reload();
    const expectValues = async () => {
      await expect(page.getByLabel('Number of applicants')).toHaveValue('3');
      await expect(page.getByLabel('Business')).toBeChecked();
      await expect(page.getByLabel('Sea')).toBeChecked();
      await expect(page.getByLabel('Email address', { exact: true })).toHaveValue('crew@example.com');
      await expect(page.getByLabel('Second email address (optional)')).toHaveValue('office@example.com');
      await expect(page.getByLabel('Country code')).toHaveValue('+254');
      await expect(page.getByLabel('Phone number')).toHaveValue('712 345 678');
    };
    await expectValues();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/kenya-eta-pricing$/);
    await page.getByLabel(/^Fast processing/).check();
    await page.getByRole('link', { name: 'Back', exact: true }).first().click();
    await expect(page).toHaveURL(/\/kenya-eta-new-application$/);
    await expectValues();
    await page.goBack();
    await expect(page.getByLabel(/^Fast processing/)).toBeChecked();
  });

  test('shows the live total of step 1 and of the pricing page from the one price table', async ({
    page,
  }) => {
    await page.goto('/kenya-eta-new-application');
    await expect(page.getByText('Total: $128')).toBeVisible();
    await page.getByLabel('Number of applicants').selectOption('3');
    await expect(page.getByText('Total: $372')).toBeVisible();
    await seedStorage(page, { kenyaEtaApplication: { ...step1Draft, numberOfApplicants: '3' } });
    await page.goto('/kenya-eta-pricing');
    await expect(page.getByText('Choose a processing speed to see the total.')).toBeVisible();
    await page.getByLabel(/^Super fast processing/).check();
    const table = page.getByRole('table', { name: 'Fees per person and total' });
    await expect(table.getByRole('row', { name: /^Total \$957$/ })).toBeVisible();
    await page.getByLabel(/Add travel insurance/).check();
    await expect(table.getByRole('row', { name: /^Total \$1,092$/ })).toBeVisible();
  });

  test('step 1 blocks with an error summary linked to the fields', async ({ page }) => {
    await page.goto('/kenya-eta-new-application');
    await page.getByLabel('Email address', { exact: true }).fill('not-an-email');
    await page.getByRole('button', { name: 'Continue' }).click();
    const summary = page.getByRole('alert');
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link')).toHaveText([
      'Select the type of eTA',
      'Select how you will travel to Kenya',
      'Enter an email address in the correct format, like name@example.com',
      'Enter your phone number',
    ]);
    await summary.getByRole('link', { name: 'Enter your phone number' }).click();
    await expect(page.getByLabel('Phone number')).toBeFocused();
    await expect(page.getByLabel('Phone number')).toHaveAccessibleDescription(/Enter your phone number/);
    await expect(page).toHaveURL(/\/kenya-eta-new-application$/);
  });
});
