import type { Page } from '@playwright/test';
import { axeViolations, expect, test } from '../fixtures';

/*
 * Steps 3 to 6 of the wizard show the rules' messages (spec §5) in the error summary and inline, never
 * in an alert: one test per step (its empty Validate and Continue, one rule, its conditional fields,
 * axe with the messages shown), and the four steps with their messages in Arabic. Each opens its
 * step by the address, as the step list's links do.
 */

/** A date `days` from today in the browser's (and this process's) time zone, as the wizard stores it. */
function isoFromToday(days: number, years = 0): string {
  const date = new Date();
  date.setFullYear(date.getFullYear() + years);
  date.setDate(date.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

async function fillDate(page: Page, id: string, iso: string): Promise<void> {
  const [year, month, day] = iso.split('-');
  await page.locator(`#${id}-day`).fill(String(Number(day)));
  await page.locator(`#${id}-month`).fill(String(Number(month)));
  await page.locator(`#${id}-year`).fill(year ?? '');
}

async function openStep(page: Page, step: string, prefix = ''): Promise<void> {
  await page.goto(`${prefix}/kenya-eta-application#step-${step}`);
  await expect(page.locator(`.wizard__body[data-step="${step}"]`)).toBeVisible();
}

/** Validate and Continue, refused: the summary takes focus. */
async function continueRefused(page: Page): Promise<void> {
  await page.locator('.wizard__nav button:not(.button--secondary)').click();
  await expect(page.locator('.error-summary')).toBeFocused();
}

const summaryLinks = (page: Page) => page.locator('.error-summary a');

async function expectAccessible(page: Page, what: string): Promise<void> {
  expect(await axeViolations(page), what).toEqual([]);
  // Every message reached the island: no key shows instead of its text.
  await expect(page.locator('main'), what).not.toContainText(/\b(wizard|common|flow)\.[a-z]+\.[A-Za-z]/);
}

test('step 3, Contact Information: required answers, a malformed e-mail, the passport number in capitals', async ({
  page,
}) => {
  await openStep(page, 'contact');
  await expect(page.locator('#phoneCountryCode')).toHaveValue('+254');
  await continueRefused(page);
  await expect(summaryLinks(page).first()).toHaveText('First name is required');
  await expect(summaryLinks(page)).toContainText(['Email address is required', 'Country is required']);
  await expect(page.locator('#email-error')).toHaveText('Error: Email address is required');
  await expect(page.locator('#gender-error')).toHaveText('Error: Gender is required');
  await expectAccessible(page, 'step 3 with its messages');

  await summaryLinks(page).filter({ hasText: 'Email address is required' }).click();
  await expect(page.locator('#email')).toBeFocused();
  await page.locator('#email').fill('amina@example');
  await page.locator('#passportNumber').pressSequentially('ak12345');
  await expect(page.locator('#passportNumber')).toHaveValue('AK12345');
  await continueRefused(page);
  await expect(page.locator('#email-error')).toHaveText('Error: Please enter a valid email address');
  await expect(page.locator('#passportNumber-error')).toHaveCount(0);
});

test('step 4, Trip Information: required answers, arrival today, a 91-day stay, hotel details', async ({
  page,
}) => {
  await openStep(page, 'trip');
  await continueRefused(page);
  await expect(summaryLinks(page)).toHaveText([
    'Purpose of visit is required',
    'Arrival date is required',
    'Departure date is required',
    'Type of accommodation is required',
  ]);
  await expect(page.locator('#arrivalDate-error')).toHaveText('Error: Arrival date is required');

  // The hotel's fields appear below the choice, which keeps the focus.
  await page.locator('#accommodationType-0').check();
  await expect(page.locator('#accommodationType-0')).toBeFocused();
  await expect(page.locator('#hotelName')).toBeVisible();
  await expect(page.locator('#hostName')).toHaveCount(0);
  await page.locator('#purposeOfVisit').selectOption('tourism');
  await fillDate(page, 'departureDate', isoFromToday(-3));
  await fillDate(page, 'arrivalDate', isoFromToday(0));
  // A departure on or before the new arrival moved to a week after it.
  const [year, month, day] = isoFromToday(7).split('-');
  await expect(page.locator('#departureDate-day')).toHaveValue(day ?? '');
  await expect(page.locator('#departureDate-month')).toHaveValue(month ?? '');
  await expect(page.locator('#departureDate-year')).toHaveValue(year ?? '');
  await continueRefused(page);
  await expect(page.locator('#arrivalDate-error')).toHaveText(
    'Error: Arrival date must be at least tomorrow',
  );
  await expect(page.locator('#hotelName-error')).toHaveText('Error: Hotel name is required');
  await expectAccessible(page, 'step 4 with its messages');

  await fillDate(page, 'arrivalDate', isoFromToday(10));
  await fillDate(page, 'departureDate', isoFromToday(101));
  await continueRefused(page);
  await expect(page.locator('#arrivalDate-error')).toHaveCount(0);
  await expect(page.locator('#departureDate-error')).toHaveText(
    'Error: Maximum stay is 90 days. Please adjust your departure date.',
  );
});

test('step 5, Travel Information: required answers, a last visit 21 years ago', async ({ page }) => {
  await openStep(page, 'travel');
  await continueRefused(page);
  await expect(summaryLinks(page)).toHaveText([
    'Arrival flight number is required',
    'Port of entry is required',
    'Please answer if you have visited Kenya before',
    'Please answer about criminal conviction',
    'Please answer about visa denial',
  ]);
  await expect(page.locator('#deniedVisa-error')).toHaveText('Error: Please answer about visa denial');

  await page.locator('#previousVisitToKenya-0').check();
  await expect(page.locator('#previousVisitToKenya-0')).toBeFocused();
  await fillDate(page, 'lastVisitDate', isoFromToday(-1, -21));
  await continueRefused(page);
  await expect(page.locator('#lastVisitDate-error')).toHaveText(
    'Error: Last visit date cannot be more than 20 years ago. If your last visit was earlier, choose No.',
  );
  await expectAccessible(page, 'step 5 with its messages');

  // No takes the date away (and clears it: Yes again shows it empty).
  await page.locator('#previousVisitToKenya-1').check();
  await expect(page.locator('#lastVisitDate-day')).toHaveCount(0);
  await page.locator('#previousVisitToKenya-0').check();
  await expect(page.locator('#lastVisitDate-year')).toHaveValue('');
});

test('step 6, Customs Declaration: unanswered questions, cash above USD 10,000 without an amount', async ({
  page,
}) => {
  await openStep(page, 'customs');
  await continueRefused(page);
  await expect(summaryLinks(page).first()).toHaveText(
    'Please answer whether you are carrying more than USD 10,000 in cash',
  );
  await expect(summaryLinks(page).last()).toHaveText(
    'Please confirm that your customs declaration is true and complete',
  );
  await expect(page.locator('#customsDeclaration-error')).toBeVisible();

  await page.locator('#carryingCash-0').check();
  await expect(page.locator('#carryingCash-0')).toBeFocused();
  await page.locator('#carryingGoods-0').check();
  await continueRefused(page);
  await expect(page.locator('#cashAmount-error')).toHaveText(
    'Error: Enter the amount of cash you are carrying',
  );
  await expect(page.locator('#cashCurrency-error')).toHaveText('Error: Select the currency of the cash');
  await expect(page.locator('#goodsDescription-error')).toHaveText(
    'Error: Describe the goods you are declaring',
  );
  await expect(page.locator('#medicineDescription')).toHaveCount(0);
  await expectAccessible(page, 'step 6 with its messages');
});

test('steps 3 to 6 in Arabic: their messages translated, right to left, accessible', async ({ page }) => {
  for (const step of ['contact', 'trip', 'travel', 'customs']) {
    await openStep(page, step, '/ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await continueRefused(page);
    await expect(summaryLinks(page).first()).not.toHaveText(/[A-Za-z]{3}/);
    await expectAccessible(page, `step ${step} in Arabic with its messages`);
  }
});
