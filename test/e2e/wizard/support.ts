import type { Locator, Page } from '@playwright/test';
import { siteDictionaries } from '../../../shared/i18n';
import { addDays, addYears, todayFrom } from '../../../shared/journey/dates';
import type { LocaleCode } from '../../../shared/locales';
import { wizardSteps } from '../../../shared/wizard/form-data';
import { pdfFile } from '../documents/support';
import { expect } from '../fixtures';

export const today = todayFrom(() => new Date());
/** `2026-03-05` → the three inputs of a date field. */
export async function fillDate(page: Page, id: string, iso: string): Promise<void> {
  const [y, m, d] = iso.split('-');
  await page.locator(`#${id}-day`).fill(String(Number(d)));
  await page.locator(`#${id}-month`).fill(String(Number(m)));
  await page.locator(`#${id}-year`).fill(y ?? '');
}

export const text = (locale: LocaleCode) => siteDictionaries[locale];

/** A real 1×1 PNG (a valid image: the staged upload checks the bytes). */
export const png = (name: string) => ({
  name,
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
});
export const pdf = (name: string) => pdfFile(name, 4096);

export const stepTitle = (locale: LocaleCode, n: number) =>
  text(locale)[`wizard.step.${wizardSteps[n - 1] ?? 'passport'}.title`];

/** The step's heading (h2), which takes the focus when the step changes. */
export const stepHeading = (page: Page, locale: LocaleCode, n: number) =>
  page.getByRole('heading', { level: 2, name: stepTitle(locale, n) });

/** Presses Validate and Continue with the keyboard and waits for step `n` (its heading focused). */
export async function continueTo(page: Page, locale: LocaleCode, n: number): Promise<void> {
  const button = page.getByRole('button', { name: text(locale)['wizard.nav.continue'] });
  await tabTo(page, button);
  await page.keyboard.press('Enter');
  await expect(stepHeading(page, locale, n)).toBeFocused();
}

/** Chooses a file for a slot and waits until it is uploaded (its name shown with Remove). */
export async function upload(
  page: Page,
  slot: string,
  file: { name: string; mimeType: string; buffer: Buffer },
): Promise<void> {
  await page.locator(`#${slot}`).setInputFiles(file);
  await expect(page.locator(`#${slot}-done`)).toContainText(file.name);
}

export const radio = (page: Page, name: string, value: string): Locator =>
  page.locator(`input[name="${name}"][value="${value}"]`);

/** Step 3 with a valid traveller (passport issued 2 years ago, valid 8 more). */
export async function fillContact(page: Page, email: string): Promise<void> {
  await page.locator('#firstName').fill('Amina');
  await page.locator('#lastName').fill('Otieno');
  await fillDate(page, 'dateOfBirth', '1990-05-20');
  await page.locator('#nationality').selectOption('GB');
  await radio(page, 'gender', 'female').check();
  await page.locator('#passportNumber').fill('AB1234567');
  await page.locator('#passportIssueCountry').selectOption('GB');
  await fillDate(page, 'passportIssueDate', addYears(today, -2));
  await fillDate(page, 'passportExpiryDate', addYears(today, 8));
  await page.locator('#email').fill(email);
  await page.locator('#phoneNumber').fill('7700 900123');
  await page.locator('#homeAddress').fill('1 High Street');
  await page.locator('#city').fill('London');
  await page.locator('#stateProvince').fill('Greater London');
  await page.locator('#postalCode').fill('SW1A 1AA');
  await page.locator('#country').selectOption('GB');
}

export const arrival = addDays(today, 30);
export const departure = addDays(today, 40);

/**
 * Keyboard alone (issue 15, Done when): Tab forward from where the focus is until `target` has it, as a
 * keyboard user reaches a control; fails if the control is not in the tab order (120 presses at most).
 */
export async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let i = 0; i < 120; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`not reached by Tab: ${target.toString()}`);
}

/** Reaches a text input by Tab and types into it. */
export async function typeInto(page: Page, target: Locator, value: string): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.type(value);
  await expect(target).toHaveValue(value);
}

/** Reaches a select by Tab and chooses an option by typing its label (the browser's type-ahead). */
export async function chooseByKeyboard(page: Page, target: Locator, label: string, value: string) {
  await tabTo(page, target);
  await page.keyboard.type(label);
  await expect(target).toHaveValue(value);
}

/** Reaches a radio group by Tab and moves with the arrow keys to `value`, then Space. */
export async function radioByKeyboard(page: Page, name: string, value: string): Promise<void> {
  const group = page.locator(`input[name="${name}"]`);
  const chosen = radio(page, name, value);
  for (let i = 0; i < 120; i += 1) {
    if (await group.evaluateAll((els) => els.includes(document.activeElement as HTMLInputElement))) break;
    await page.keyboard.press('Tab');
  }
  for (let i = 0; i < 10 && !(await chosen.evaluate((el) => el === document.activeElement)); i += 1)
    await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Space');
  await expect(chosen).toBeChecked();
}

/** Reaches a checkbox by Tab and ticks it with Space. */
export async function tickByKeyboard(page: Page, target: Locator): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.press('Space');
  await expect(target).toBeChecked();
}

/** The three inputs of a date field, reached by Tab and typed. */
export async function dateByKeyboard(page: Page, id: string, iso: string): Promise<void> {
  const [y, m, d] = iso.split('-');
  await typeInto(page, page.locator(`#${id}-day`), String(Number(d)));
  await typeInto(page, page.locator(`#${id}-month`), String(Number(m)));
  await typeInto(page, page.locator(`#${id}-year`), y ?? '');
}

/** A file slot reached by Tab, its file chooser opened with Space, and the upload awaited. */
export async function uploadByKeyboard(
  page: Page,
  slot: string,
  file: { name: string; mimeType: string; buffer: Buffer },
): Promise<void> {
  await tabTo(page, page.locator(`#${slot}`));
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.keyboard.press('Space')]);
  await chooser.setFiles(file);
  await expect(page.locator(`#${slot}-done`)).toContainText(file.name);
}

/** Step 3 by keyboard alone: every field reached by Tab, typed, chosen by type-ahead or by arrows. */
export async function fillContactByKeyboard(page: Page, email: string): Promise<void> {
  await typeInto(page, page.locator('#firstName'), 'Amina');
  await typeInto(page, page.locator('#lastName'), 'Otieno');
  await dateByKeyboard(page, 'dateOfBirth', '1990-05-20');
  await chooseByKeyboard(page, page.locator('#nationality'), 'Germany', 'DE');
  await radioByKeyboard(page, 'gender', 'female');
  await typeInto(page, page.locator('#passportNumber'), 'AB1234567');
  await chooseByKeyboard(page, page.locator('#passportIssueCountry'), 'Germany', 'DE');
  await dateByKeyboard(page, 'passportIssueDate', addYears(today, -2));
  await dateByKeyboard(page, 'passportExpiryDate', addYears(today, 8));
  await typeInto(page, page.locator('#email'), email);
  await typeInto(page, page.locator('#phoneNumber'), '7700 900123');
  await typeInto(page, page.locator('#homeAddress'), '1 High Street');
  await typeInto(page, page.locator('#city'), 'Berlin');
  await typeInto(page, page.locator('#stateProvince'), 'Berlin');
  await typeInto(page, page.locator('#postalCode'), '10115');
  await chooseByKeyboard(page, page.locator('#country'), 'Germany', 'DE');
}
