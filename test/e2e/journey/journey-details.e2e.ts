import { expect, test } from '../fixtures';
import { completeApplicant, drawSignature, seedStorage, step1Draft, storageValue } from './support';

function daysFromToday(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${d.getMonth() + 1}-${d.getDate()}`;
}

const draft = { kenyaEtaApplication: { ...step1Draft, processingType: 'normal' } };

test.describe('the details page', () => {
  test('renders a country list with its chosen country only, and all of them once focused or touched', async ({
    page,
  }) => {
    await seedStorage(page, { ...draft, kenyaEtaApplicants: [completeApplicant('a1', 'Mary', 'Major')] });
    await page.goto('/kenya-eta-details');
    const nationality = page.getByLabel('Nationality');
    await expect(nationality).toHaveValue('GB');
    // The empty choice and the chosen country: the other ~260 are not rendered with the page.
    await expect(nationality.locator('option')).toHaveText(['Choose…', 'United Kingdom']);
    await nationality.focus();
    await expect.poll(() => nationality.locator('option').count()).toBeGreaterThan(200);
    await page.keyboard.type('France');
    await expect(nationality).toHaveValue('FR');
    const birth = page.getByLabel('Country of birth (optional)');
    await expect(birth.locator('option')).toHaveCount(1);
    await birth.dispatchEvent('pointerdown');
    await expect.poll(() => birth.locator('option').count()).toBeGreaterThan(200);
  });

  test('shows which applicants are complete, and a date warning that does not block', async ({ page }) => {
    const baby = {
      ...completeApplicant('a1', 'Baby', 'Major'),
      dateOfBirth: daysFromToday(-200),
      passportIssuedDate: daysFromToday(-100),
      passportExpiryDate: daysFromToday(5 * 365),
    };
    await seedStorage(page, { ...draft, kenyaEtaApplicants: [baby] });
    await page.goto('/kenya-eta-details');
    const switcher = page.getByRole('navigation', { name: 'Applicants' });
    await expect(switcher.getByRole('button')).toHaveText([
      /Applicant 1.*Baby Major.*Complete/,
      /Applicant 2.*Incomplete/,
    ]);
    await expect(page.getByRole('group', { name: 'Date of birth' })).toHaveAccessibleDescription(
      /The applicant is under one year old/,
    );
    await page.getByRole('button', { name: 'Next applicant' }).click();
    await expect(page.getByRole('heading', { name: 'Applicant 2 of 2' })).toBeFocused();
    await page.getByRole('button', { name: 'Previous applicant' }).click();
    await expect(page.getByLabel('First name')).toHaveValue('Baby');
  });

  test('shows the tags once a check loads the checks, when their own load found the network gone', async ({
    page,
  }) => {
    await seedStorage(page, { ...draft, kenyaEtaApplicants: [completeApplicant('a1', 'Mary', 'Major')] });
    let offline = true;
    await page.route('**/_astro/details-validation.*.js', (route) =>
      offline ? route.abort('internetdisconnected') : route.continue(),
    );
    const failed = page.waitForEvent('requestfailed', (request) =>
      request.url().includes('details-validation'),
    );
    await page.goto('/kenya-eta-details');
    const switcher = page.getByRole('navigation', { name: 'Applicants' });
    await expect(switcher.getByRole('button')).toHaveText([/Applicant 1.*Mary Major/, /Applicant 2/]);
    // The switcher's own load, when the page was first idle, failed: no tags (their line is kept, unseen).
    await failed;
    await expect(switcher.locator('.tag--pending')).toHaveCount(2);
    await expect(switcher.locator('.tag:visible')).toHaveCount(0);
    offline = false;
    // A check the traveller asks for loads them: the tags show too.
    await page.getByRole('button', { name: 'Next applicant' }).click();
    await expect(page.getByRole('heading', { name: 'Applicant 2 of 2' })).toBeFocused();
    await expect(switcher.getByRole('button')).toHaveText([
      /Applicant 1.*Complete/,
      /Applicant 2.*Incomplete/,
    ]);
    await expect(switcher.locator('.tag:visible')).toHaveCount(2);
  });

  test('waits for a slow checks load once, saying so, and a second Next does not check applicant 2', async ({
    page,
  }) => {
    await seedStorage(page, { ...draft, kenyaEtaApplicants: [completeApplicant('a1', 'Mary', 'Major')] });
    // The checks' chunk held back, as on a slow network, until the test lets it through.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_astro/details-validation.*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/kenya-eta-details');
    const next = page.getByRole('button', { name: 'Next applicant' });
    await next.click();
    const checking = page.getByRole('button', { name: 'Checking…' });
    await expect(checking).toHaveAttribute('aria-disabled', 'true');
    await expect(checking).toBeFocused();
    // Pressed again while waiting: ignored, not a check of applicant 2's empty form once applicant 1's passes.
    await page.keyboard.press('Enter');
    await page.keyboard.press('Space');
    release();
    await expect(page.getByRole('heading', { name: 'Applicant 2 of 2' })).toBeFocused();
    await expect(page.getByRole('button', { name: 'Continue to check your answers' })).not.toHaveAttribute(
      'aria-disabled',
    );
    await expect(page.locator('.error-summary')).toHaveCount(0);
    await expect(page.getByLabel('First name')).toHaveValue('');
  });

  test('blocks Next on a date error and names it in the summary', async ({ page }) => {
    await seedStorage(page, {
      ...draft,
      kenyaEtaApplicants: [{ ...completeApplicant('a1', 'Mary', 'Major'), dateOfArrival: daysFromToday(1) }],
    });
    await page.goto('/kenya-eta-details');
    await page.getByRole('button', { name: 'Next applicant' }).click();
    const summary = page.locator('.error-summary');
    await expect(summary).toBeFocused();
    await summary.getByRole('link', { name: 'Arrival date must be at least 3 days from today' }).click();
    await expect(
      page.getByRole('group', { name: 'Arrival date (optional)' }).getByLabel('Day'),
    ).toBeFocused();
    await expect(page.getByRole('heading', { name: 'Applicant 1 of 2' })).toBeVisible();
  });

  test('shows the terms-and-privacy message for 5 seconds when they are not accepted', async ({ page }) => {
    await seedStorage(page, {
      ...draft,
      kenyaEtaApplication: { ...draft.kenyaEtaApplication, numberOfApplicants: '1' },
    });
    await page.goto('/kenya-eta-details');
    await page.getByRole('button', { name: 'Continue to check your answers' }).click();
    const message = page.getByText(
      'You must accept both Privacy Policy and Terms of Service before proceeding to payment.',
    );
    await expect(message).toBeVisible();
    const shownAt = Date.now();
    await expect(message).toBeHidden({ timeout: 8_000 });
    expect(Date.now() - shownAt).toBeGreaterThan(3_500);
    await expect(page.locator('.error-summary')).toContainText('You must accept the Terms of Service');
  });

  test('goes on with the two boxes and a drawn signature: signing confirms the declaration', async ({
    page,
  }) => {
    await seedStorage(page, {
      ...draft,
      kenyaEtaApplication: { ...draft.kenyaEtaApplication, numberOfApplicants: '1' },
      kenyaEtaApplicants: [completeApplicant('a1', 'Mary', 'Major')],
    });
    await page.goto('/kenya-eta-details');
    // Two boxes, no more: the declaration is said with the signature, the typed name under the pad.
    await expect(page.getByRole('group', { name: 'Agreements' }).getByRole('checkbox')).toHaveCount(2);
    await expect(page.getByRole('button', { name: 'Type your name instead' })).toHaveCount(0);
    await expect(page.getByLabel('Your full name')).toHaveAccessibleDescription(
      /By signing, you confirm that the information you have given is true, complete and accurate/,
    );
    await expect(page.getByRole('button', { name: 'Clear' })).toBeDisabled();
    await page.getByRole('checkbox', { name: /Terms of Service/ }).check();
    await page.getByRole('checkbox', { name: /Privacy Policy/ }).check();
    await drawSignature(page, page.getByRole('img', { name: 'Signature box' }), [[200, 40]]);
    await expect(page.getByRole('button', { name: 'Clear' })).toBeEnabled();
    await expect(page.getByLabel('Your full name')).toHaveValue('');
    await page.getByRole('button', { name: 'Continue to check your answers' }).click();
    await expect(page).toHaveURL(/kenya-eta-check-answers/);
    expect(String(await storageValue(page, 'signatureData'))).toMatch(/^data:image\/png;base64,/);
    expect(await storageValue(page, 'legalAgreements')).toMatchObject({
      termsAccepted: true,
      privacyAccepted: true,
      dataAccuracy: true,
      paymentAgreement: true,
    });
  });

  test('gives applicant 2, new to the group, one box for what is shared; unticking it shows the three', async ({
    page,
  }) => {
    await seedStorage(page, { ...draft, kenyaEtaApplicants: [completeApplicant('a1', 'Mary', 'Major')] });
    await page.goto('/kenya-eta-details');
    await page.getByRole('button', { name: 'Next applicant' }).click();
    await expect(page.getByRole('heading', { name: 'Applicant 2 of 2' })).toBeFocused();
    const all = page.getByRole('checkbox', {
      name: 'Same address and contact details, trip and emergency contact as applicant 1',
    });
    const sections = [
      'Same address and contact details as applicant 1',
      'Same emergency contact as applicant 1',
      'Same as applicant 1',
    ].map((name) => page.getByRole('checkbox', { name, exact: true }));
    await expect(all).toBeChecked();
    for (const box of sections) await expect(box).toHaveCount(0);
    await expect(page.getByLabel('Email address', { exact: true })).toHaveCount(0);
    const shared = async () =>
      Promise.all(
        ['kenyaEtaSameContactAsFirst', 'kenyaEtaSameTripAsFirst', 'kenyaEtaSameEmergencyAsFirst'].map(
          async (key) => (((await storageValue(page, key)) as string[] | null) ?? []).includes(id),
        ),
      );

    // Unticked: nothing shared, each section's own box and its fields shown.
    await all.uncheck();
    // Saved with the applicants from the first change (three flags per section, as before).
    const id = String(((await storageValue(page, 'kenyaEtaApplicants')) as { id: string }[])[1]?.id);
    for (const box of sections) await expect(box).not.toBeChecked();
    await expect(page.getByLabel('Email address', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Emergency contact name')).toBeVisible();
    expect(await shared()).toEqual([false, false, false]);
    // One section shared again: the three boxes stay.
    await sections[0]?.check();
    await expect(page.getByLabel('Email address', { exact: true })).toHaveCount(0);
    await expect(page.getByLabel('Emergency contact name')).toBeVisible();
    expect(await shared()).toEqual([true, false, false]);
    // The one box again: all three shared, the three boxes gone.
    await all.check();
    for (const box of sections) await expect(box).toHaveCount(0);
    expect(await shared()).toEqual([true, true, true]);
  });

  test('reaches the applicant switcher in one Tab stop and moves in it with the arrow keys', async ({
    page,
  }) => {
    await seedStorage(page, {
      ...draft,
      kenyaEtaApplication: { ...draft.kenyaEtaApplication, numberOfApplicants: '3' },
    });
    await page.goto('/kenya-eta-details');
    const switcher = page.getByRole('navigation', { name: 'Applicants' });
    const buttons = switcher.getByRole('button');
    await expect(buttons).toHaveCount(3);
    await expect(switcher.getByRole('toolbar', { name: 'Applicants' })).toBeVisible();
    // Only the shown applicant's button is in the tab order.
    await buttons.first().focus();
    await page.keyboard.press('Tab');
    await expect(buttons.nth(1)).not.toBeFocused();
    await expect(buttons.nth(2)).not.toBeFocused();
    await buttons.first().focus();
    await page.keyboard.press('ArrowRight');
    await expect(buttons.nth(1)).toBeFocused();
    await page.keyboard.press('End');
    await expect(buttons.nth(2)).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(buttons.nth(0)).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(buttons.nth(2)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Applicant 3 of 3' })).toBeFocused();
    await expect(buttons.nth(2)).toHaveAttribute('aria-current', 'step');
    await expect(buttons.nth(2)).toHaveAttribute('tabindex', '0');
    await expect(buttons.nth(0)).toHaveAttribute('tabindex', '-1');
  });

  test('opens the terms and privacy policy in a new tab, and says so', async ({ page }) => {
    await seedStorage(page, {
      ...draft,
      kenyaEtaApplication: { ...draft.kenyaEtaApplication, numberOfApplicants: '1' },
    });
    await page.goto('/kenya-eta-details');
    for (const name of [
      'Read the Terms of Service (opens in a new tab)',
      'Read the Privacy Policy (opens in a new tab)',
    ]) {
      const link = page.getByRole('link', { name });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener');
    }
  });

  test('saves a drawn signature as a 400 × 150 PNG, and Clear removes it', async ({ page }) => {
    await seedStorage(page, {
      ...draft,
      kenyaEtaApplication: { ...draft.kenyaEtaApplication, numberOfApplicants: '1' },
    });
    await page.goto('/tr/kenya-eta-details');
    await expect(
      page.getByText(
        'İmzanızı fare, parmak veya kalemle kutuya çizin ya da altına adınızı ve soyadınızı yazın.',
      ),
    ).toBeVisible();
    await drawSignature(page, page.getByRole('img', { name: 'İmza alanı' }), [
      [90, 40],
      [140, 110],
      [200, 50],
      [260, 100],
    ]);
    await expect(page.getByText('İmza kaydedildi')).toBeVisible();
    const signature = String(await storageValue(page, 'signatureData'));
    expect(signature).toMatch(/^data:image\/png;base64,/);
    const size = await page.evaluate(async (src) => {
      const image = new Image();
      image.src = src;
      await image.decode();
      return [image.naturalWidth, image.naturalHeight];
    }, signature);
    expect(size).toEqual([400, 150]);
    await page.getByRole('button', { name: 'Temizle' }).click();
    expect(await storageValue(page, 'signatureData')).toBe('');
  });
});
