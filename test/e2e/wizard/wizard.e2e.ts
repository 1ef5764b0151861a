import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { wizardStepCount } from '../../../shared/wizard/form-data';
import { createTestStaff, e2eTable, signInThroughUi } from '../../support/staff';
import { openApplication } from '../admin/panel-support';
import { axeViolations, expect, test } from '../fixtures';
import { cards, payOnHostedPage } from '../payments/support';
import {
  arrival,
  chooseByKeyboard,
  continueTo,
  dateByKeyboard,
  departure,
  fillContact,
  fillContactByKeyboard,
  fillDate,
  pdf,
  png,
  radio,
  radioByKeyboard,
  stepHeading,
  tabTo,
  text,
  tickByKeyboard,
  today,
  typeInto,
  upload,
  uploadByKeyboard,
} from './support';
import { addYears } from '../../../shared/journey/dates';

/** Axe on the step shown: 0 violations (issue 15, Done when). */
async function noViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

/** Steps 4 to 6 in English by keyboard alone: the hotel, no previous visit, every customs answer No. */
async function tripToCustomsByKeyboard(page: Page) {
  await chooseByKeyboard(page, page.locator('#purposeOfVisit'), 'Tourism', 'tourism');
  await dateByKeyboard(page, 'arrivalDate', arrival);
  await dateByKeyboard(page, 'departureDate', departure);
  await radioByKeyboard(page, 'accommodationType', 'hotel');
  await typeInto(page, page.locator('#hotelName'), 'Sarova Stanley');
  await typeInto(page, page.locator('#hotelAddress'), 'Kimathi Street, Nairobi');
  await continueTo(page, 'en', 5);
  await typeInto(page, page.locator('#arrivalFlightNumber'), 'KQ 101');
  await chooseByKeyboard(page, page.locator('#portOfEntry'), 'Jomo', 'JKIA');
  for (const q of ['previousVisitToKenya', 'convictedOfCrime', 'deniedVisa'])
    await radioByKeyboard(page, q, 'no');
  await continueTo(page, 'en', 6);
  for (const q of [
    'carryingCash',
    'carryingGoods',
    'carryingMedicine',
    'carryingWeapons',
    'carryingDrugs',
    'carryingAnimals',
  ])
    await radioByKeyboard(page, q, 'no');
  await tickByKeyboard(page, page.locator('#customsDeclaration'));
  await continueTo(page, 'en', 7);
}

/** Steps 4 to 6 in Turkish with a private host and a previous visit, every customs answer No. */
async function fillTripToCustoms(page: Page) {
  await page.locator('#purposeOfVisit').selectOption('tourism');
  await fillDate(page, 'arrivalDate', arrival);
  await fillDate(page, 'departureDate', departure);
  await radio(page, 'accommodationType', 'private').check();
  await page.locator('#hostName').fill('Wanjiru Kamau');
  await page.locator('#hostAddress').fill('12 Ngong Road, Nairobi');
  await page.locator('#hostPhone').fill('+254 712 345678');
  await continueTo(page, 'tr', 5);
  await page.locator('#arrivalFlightNumber').fill('KQ 101');
  await page.locator('#portOfEntry').selectOption('JKIA');
  await radio(page, 'previousVisitToKenya', 'yes').check();
  await fillDate(page, 'lastVisitDate', addYears(today, -3));
  await radio(page, 'convictedOfCrime', 'no').check();
  await radio(page, 'deniedVisa', 'no').check();
  await continueTo(page, 'tr', 6);
  for (const q of [
    'carryingCash',
    'carryingGoods',
    'carryingMedicine',
    'carryingWeapons',
    'carryingDrugs',
    'carryingAnimals',
  ])
    await radio(page, q, 'no').check();
  await page.locator('#customsDeclaration').check();
  await continueTo(page, 'tr', 7);
}

/** Step 8: the four confirmations, a typed signature, Submit (in English by keyboard alone). */
async function confirmAndSubmit(page: Page, locale: 'en' | 'tr') {
  const t = text(locale);
  const keyboard = locale === 'en';
  const submit = page.getByRole('button', { name: t['common.action.submitApplication'] });
  await expect(submit).toBeDisabled();
  await expect(page.locator('#wizard-submit-status')).toContainText(t['wizard.toast.incomplete.title']);
  for (const id of ['confirmDataAccuracy', 'confirmTerms', 'confirmPrivacy', 'confirmPayment']) {
    if (keyboard) await tickByKeyboard(page, page.locator(`#${id}`));
    else await page.locator(`#${id}`).check();
  }
  await expect(page.locator('#wizard-submit-status')).toContainText(t['wizard.toast.signature.title']);
  const typeInstead = page.getByRole('button', { name: t['flow.signature.typeInstead'] });
  const typed = page.getByLabel(t['flow.signature.typedLabel']);
  if (keyboard) {
    await tabTo(page, typeInstead);
    await page.keyboard.press('Enter');
    await typeInto(page, typed, 'Amina Otieno');
    await expect(submit).toBeEnabled();
    await tabTo(page, submit);
    await page.keyboard.press('Enter');
    return;
  }
  await typeInstead.click();
  await typed.fill('Amina Otieno');
  await expect(submit).toBeEnabled();
  await submit.click();
}

test.describe('the eight-step wizard', () => {
  test('English, 1280 px, hotel: every step by keyboard, axe, real files, sign, pay; staff see it', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    const t = text('en');
    const email = `wizard+${randomUUID()}@example.com`;
    await page.goto('/kenya-eta-application');
    await expect(
      page
        .getByRole('navigation', { name: t['wizard.nav.label'] })
        .getByRole('link', { name: /Passport Information/ })
        .first(),
    ).toHaveAttribute('aria-current', 'step');
    // Step 1 refuses Continue without the file: the error summary, not an alert. From here on, the
    // keyboard alone: every control is reached by Tab and operated by typing, arrows, Space or Enter.
    await tabTo(page, page.getByRole('button', { name: t['wizard.nav.continue'] }));
    await page.keyboard.press('Enter');
    const summary = page.getByRole('alert').filter({ hasText: t['common.form.errorSummaryTitle'] });
    await expect(summary).toBeFocused();
    await expect(summary).toContainText(t['wizard.error.passportFile.required']);
    await expect(page.getByRole('button', { name: t['flow.nav.back'] })).toBeDisabled();
    await noViolations(page);
    await uploadByKeyboard(page, 'passportFile', png('passport.png'));
    await continueTo(page, 'en', 2);
    await uploadByKeyboard(page, 'photoFile', png('photo.png'));
    // The photo check's findings (a 1 px image: too small, no face) go with the application to staff.
    await expect(page.locator('[data-photo-findings]')).toContainText(
      t['passport.photo.problem.lowResolution'],
    );
    await noViolations(page);
    await continueTo(page, 'en', 3);
    await fillContactByKeyboard(page, email);
    await noViolations(page);
    await continueTo(page, 'en', 4);
    await tripToCustomsByKeyboard(page);
    await uploadByKeyboard(page, 'flightBooking', pdf('flight.pdf'));
    await uploadByKeyboard(page, 'accommodationBooking', pdf('hotel.pdf'));
    await noViolations(page);
    await continueTo(page, 'en', 8);
    await expect(page.getByRole('button', { name: t['wizard.nav.continue'] })).toBeDisabled();
    // The summary shows every step's answers; a Change link (by keyboard) goes back to its step.
    await expect(page.locator('[data-summary="customs"]')).toContainText(t['wizard.question.weapons']);
    await expect(page.locator('[data-summary="travel"]')).toContainText('KQ 101');
    await expect(page.locator('[data-fee]')).toHaveText('$30');
    await noViolations(page);
    await tabTo(page, page.locator('[data-summary="trip"]').getByRole('link').first());
    await page.keyboard.press('Enter');
    await expect(stepHeading(page, 'en', 4)).toBeFocused();
    await expect(page.locator('#hotelName')).toHaveValue('Sarova Stanley');
    // Reload: every answer is still there (the same-device draft), on the same step.
    await page.reload();
    await expect(page.locator('#hotelName')).toHaveValue('Sarova Stanley');
    // The step list, by keyboard from the top of the page.
    await tabTo(page, page.getByRole('link', { name: /Confirm and Proceed/ }).first());
    await page.keyboard.press('Enter');
    await expect(stepHeading(page, 'en', wizardStepCount)).toBeFocused();
    await confirmAndSubmit(page, 'en');
    await payOnHostedPage(page, cards.success);
    await expect(page).toHaveURL(/\/kenya-eta-payment-result\?/);
    await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
    const number = await page.evaluate(() => localStorage.getItem('kenyaEtaApplicationNumber'));
    expect(number).toMatch(/^KE-\d{8}$/);

    // Staff see the application: its traveller, trip, accommodation, the wizard's own sections (flights,
    // security answers, customs declaration), the four files attached at creation, and the payment of
    // the wizard's price.
    await page.evaluate(() => localStorage.clear());
    await signInThroughUi(
      page,
      await createTestStaff(e2eTable(), { role: 'admin', displayName: 'Grace Wanjiku' }),
    );
    await openApplication(page, number ?? '');
    const detail = page.locator('main');
    await expect(detail).toContainText('Sarova Stanley');
    await expect(detail).toContainText('Jomo Kenyatta International Airport (Nairobi)');
    await expect(detail).toContainText('$30');
    await expect(detail).toContainText('ending in 4242');
    // Its own product: standard processing, and a fee staff cannot refund.
    await expect(detail).toContainText(t['common.speed.standard']);
    await expect(detail).toContainText(t['admin.panel.payment.nonRefundable']);
    const sections = page.getByRole('region', { name: t['admin.panel.wizard.title'] });
    await expect(sections).toContainText('KQ 101');
    await expect(sections.getByRole('heading', { name: t['wizard.step.customs.title'] })).toBeVisible();
    await expect(sections.getByRole('heading', { name: t['common.group.security'] })).toBeVisible();
    for (const file of ['passport.png', 'photo.png', 'flight.pdf', 'hotel.pdf'])
      await expect(detail).toContainText(file);
    await expect(page.locator('[data-photo-check="findings"]')).toContainText(
      t['passport.photo.problem.lowResolution'],
    );
  });

  test('Turkish, 390 px touch: private host and a previous visit, through Submit to the payment page', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    });
    const page = await context.newPage();
    const t = text('tr');
    await page.goto('/tr/kenya-eta-application');
    // On a phone: "Step n of 8" with the list behind a disclosure that jumps.
    const disclosure = page.locator('.wizard-steps__phone summary');
    await expect(disclosure).toContainText(
      t['wizard.nav.progress'].replace('{n}', '1').replace('{count}', '8'),
    );
    await expect(page.locator('.wizard-steps__wide')).toBeHidden();
    await expect(page.locator('#passportFile')).toHaveAttribute('capture', 'environment');
    await upload(page, 'passportFile', png('pasaport.png'));
    await continueTo(page, 'tr', 2);
    await expect(page.locator('#photoFile')).toHaveAttribute('capture', 'user');
    await upload(page, 'photoFile', png('foto.png'));
    await continueTo(page, 'tr', 3);
    await fillContact(page, `sihirbaz+${randomUUID()}@example.com`);
    await continueTo(page, 'tr', 4);
    await fillTripToCustoms(page);
    await upload(page, 'flightBooking', pdf('ucus.pdf'));
    await upload(page, 'accommodationBooking', pdf('konaklama.pdf'));
    await continueTo(page, 'tr', 8);
    await expect(page.locator('[data-summary="travel"]')).toContainText(t['common.form.yes']);
    await confirmAndSubmit(page, 'tr');
    await expect(page).toHaveURL(/\/sandbox-gateway\/pay/);
    await context.close();
  });

  test('Arabic, right to left: every step passes axe, the list jumps, the step check shows its summary', async ({
    page,
  }) => {
    const t = text('ar');
    await page.goto('/ar/kenya-eta-application');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.getByRole('button', { name: t['wizard.nav.continue'] }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: t['common.form.errorSummaryTitle'] }),
    ).toContainText(t['wizard.error.passportFile.required']);
    await noViolations(page);
    for (let n = 2; n <= wizardStepCount; n += 1) {
      const list = page.getByRole('navigation', { name: t['wizard.nav.label'] });
      await list
        .locator('.wizard-steps__wide a')
        .nth(n - 1)
        .click();
      await expect(stepHeading(page, 'ar', n)).toBeFocused();
      await expect(list.locator('.wizard-steps__wide a').nth(n - 1)).toHaveAttribute('aria-current', 'step');
      if (n === 3) {
        await page.getByRole('button', { name: t['wizard.nav.continue'] }).click();
        await expect(
          page.getByRole('alert').filter({ hasText: t['common.form.errorSummaryTitle'] }),
        ).toBeFocused();
      }
      await noViolations(page);
    }
  });
});
