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
  await button.focus();
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
