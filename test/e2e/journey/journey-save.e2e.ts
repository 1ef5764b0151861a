import { expect, test } from '../fixtures';
import { applicationsByEmail } from './stored';
import { completeDraft, seedStorage, storageValue } from './support';

const unique = (name: string) =>
  `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

test.describe('saving the application', () => {
  test('a 503 shows the retry message, keeps every value, and Retry stores one application', async ({
    page,
  }) => {
    const email = unique('retry');
    await seedStorage(page, completeDraft(email));
    const keys: string[] = [];
    let failNext = true;
    await page.route('**/api/kenya-eta-applications', async (route) => {
      keys.push((await route.request().headerValue('Idempotency-Key')) ?? '');
      if (failNext) {
        failNext = false;
        await route.fulfill({ status: 503, json: { error: 'service_unavailable' } });
      } else await route.continue();
    });
    await page.goto('/kenya-eta-check-answers');
    const before = await page.evaluate(() => JSON.stringify({ ...localStorage }));
    await page.getByRole('button', { name: 'Submit application' }).click();

    const alert = page.getByRole('alert');
    await expect(alert).toContainText(
      'Something went wrong on our side and your application has not been saved yet.',
    );
    await expect(alert).toContainText('Nothing you entered has been lost.');
    await expect(page).toHaveURL(/kenya-eta-check-answers$/);
    await expect(page.getByRole('heading', { name: 'Applicant 2: Minnie Major' })).toBeVisible();
    const after = JSON.parse(await page.evaluate(() => JSON.stringify({ ...localStorage }))) as Record<
      string,
      string
    >;
    const kept = JSON.parse(before) as Record<string, string>;
    for (const key of [
      'kenyaEtaApplication',
      'kenyaEtaPricing',
      'kenyaEtaApplicants',
      'legalAgreements',
      'signatureData',
    ]) {
      expect(after[key]).toBe(kept[key]);
    }

    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(page).toHaveURL(/kenya-eta-payment-new$/, { timeout: 30_000 });
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(await applicationsByEmail(email)).toHaveLength(1);
  });

  test('when the answer is lost after the server saved, Retry gets the same application back', async ({
    page,
  }) => {
    const email = unique('lost');
    await seedStorage(page, completeDraft(email));
    let loseNext = true;
    await page.route('**/api/kenya-eta-applications', async (route) => {
      if (loseNext) {
        loseNext = false;
        await route.fetch(); // the server stores the application...
        await route.abort('connectionreset'); // ...but the browser never hears back.
      } else await route.continue();
    });
    await page.goto('/kenya-eta-check-answers');
    await page.getByRole('button', { name: 'Submit application' }).click();
    await expect(page.getByRole('alert')).toContainText('We could not reach our server');
    expect(await applicationsByEmail(email)).toHaveLength(1);
    const [stored] = await applicationsByEmail(email);

    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page).toHaveURL(/kenya-eta-payment-new$/, { timeout: 30_000 });
    expect(await storageValue(page, 'savedApplicationNumber')).toBe(stored?.applicationNumber);
    expect(await applicationsByEmail(email)).toHaveLength(1);
  });

  test('a 400 lists the server issues with links to the exact fields of the details page', async ({
    page,
  }) => {
    await seedStorage(page, completeDraft(unique('invalid')));
    await page.route('**/api/kenya-eta-applications', (route) =>
      route.fulfill({
        status: 400,
        json: {
          error: 'validation_failed',
          issues: [{ path: 'applicants.1.passportNumber', message: 'journey.error.passportNumber.invalid' }],
        },
      }),
    );
    await page.goto('/kenya-eta-check-answers');
    await page.getByRole('button', { name: 'Submit application' }).click();
    const summary = page.getByRole('alert');
    await expect(summary).toBeFocused();
    const link = summary.getByRole('link', {
      name: 'Passport number must be 6 to 12 letters and digits, with no spaces',
    });
    await expect(link).toHaveAttribute('href', '/kenya-eta-details#applicant-2-passportNumber');
    await link.click();
    await expect(page.getByRole('heading', { name: 'Applicant 2 of 2' })).toBeVisible();
    await expect(page.getByLabel('Passport number')).toBeFocused();
    await expect(page.getByLabel('Passport number')).toHaveValue('GB9876543');
  });

  test("a section's Change link opens the details page at its first field, for that applicant", async ({
    page,
  }) => {
    await seedStorage(page, completeDraft(unique('change')));
    await page.goto('/kenya-eta-check-answers');
    const applicant2 = page.getByRole('region', { name: 'Applicant 2: Minnie Major' });
    // One Change link per section, not one per answer.
    await expect(applicant2.getByRole('link', { name: /^Change/ })).toHaveCount(7);
    await applicant2.getByRole('link', { name: 'Change Employment (Applicant 2)' }).click();
    await expect(page).toHaveURL(/kenya-eta-details#applicant-2-employmentStatus$/);
    await expect(page.getByRole('heading', { name: 'Applicant 2 of 2' })).toBeVisible();
    await expect(page.getByLabel('Employment status')).toBeFocused();
  });

  test('the country of residence is on the check-answers page and stored with the application', async ({
    page,
  }) => {
    const email = unique('residence');
    await seedStorage(page, { ...completeDraft(email), kenyaEtaResidenceCountry: 'CA' });
    await page.goto('/kenya-eta-check-answers');
    const row = page.locator('.summary-list__row').filter({ hasText: 'Country of residence' });
    await expect(row.locator('.summary-list__value')).toHaveText('Canada');
    await expect(row.getByRole('link', { name: 'Change Country of residence' })).toHaveAttribute(
      'href',
      '/kenya-eta-residence-country#residence-country',
    );
    await page.getByRole('button', { name: 'Submit application' }).click();
    await expect(page).toHaveURL(/kenya-eta-payment-new$/, { timeout: 30_000 });
    const [stored] = await applicationsByEmail(email);
    expect(stored?.residenceCountry).toBe('CA');
  });
});
