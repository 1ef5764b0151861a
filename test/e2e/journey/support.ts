import type { Locator, Page } from '@playwright/test';
import { expect } from '../fixtures';

/** A step 1 that passes the route guard of the pricing page. */
export const step1Draft = {
  numberOfApplicants: '2',
  etaType: 'tourist',
  transportationMethod: 'air',
  contactEmail: 'family@example.com',
  contactEmail2: '',
  contactPhone: '555 010 7788',
  countryCode: '+1',
};

/** Puts values in the browser's storage before the next navigation (the draft of a journey). */
export async function seedStorage(page: Page, values: Record<string, unknown>): Promise<void> {
  await page.goto('/kenya-eta-start');
  await page.evaluate((entries) => {
    for (const [key, value] of Object.entries(entries)) {
      localStorage.setItem(key, typeof value === 'string' ? value : JSON.stringify(value));
    }
  }, values);
}

export async function storageValue(page: Page, key: string): Promise<unknown> {
  return page.evaluate((k) => {
    const raw = localStorage.getItem(k);
    try {
      return raw === null ? null : (JSON.parse(raw) as unknown);
    } catch {
      return raw;
    }
  }, key);
}

async function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluate((el) => el === document.activeElement).catch(() => false);
}

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user moves through a page.
 * Fails when the target is not reached within `max` presses.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { max = 250, backwards = false } = {},
): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused();
}

/** Tabs to a field and types into it (selecting what is there first, when there is something). */
export async function typeInto(page: Page, target: Locator, text: string): Promise<void> {
  await tabTo(page, target);
  if ((await target.inputValue()) !== '') await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(text);
}

/**
 * Counts every key a test presses with `page.keyboard.press` (Tab, Shift+Tab, Space, Enter, arrows,
 * shortcuts): everything but the text it types with `page.keyboard.type`.
 */
export function countKeyPresses(page: Page): { readonly count: () => number; readonly reset: () => void } {
  let presses = 0;
  const press = page.keyboard.press.bind(page.keyboard);
  page.keyboard.press = async (key, options) => {
    presses += 1;
    await press(key, options);
  };
  return { count: () => presses, reset: () => (presses = 0) };
}

/** Tabs to a select and picks an option by typing its start (type-ahead), then checks the choice. */
export async function chooseByKeyboard(
  page: Page,
  select: Locator,
  typed: string,
  expected: string,
): Promise<void> {
  await tabTo(page, select);
  await page.keyboard.type(typed);
  await expect(select).toHaveValue(expected);
}

/** Tabs to a radio or checkbox and presses Space. */
export async function press(page: Page, control: Locator, key = 'Space'): Promise<void> {
  await tabTo(page, control);
  await page.keyboard.press(key);
}

/** Tabs into a radio group and moves to `radio` with the arrow keys (which also selects it). */
export async function chooseRadio(page: Page, radio: Locator): Promise<void> {
  const name = await radio.getAttribute('name');
  const inGroup = () =>
    page.evaluate((n) => (document.activeElement as HTMLInputElement | null)?.name === n, name);
  for (let i = 0; i < 250 && !(await inGroup()); i += 1) await page.keyboard.press('Tab');
  for (let i = 0; i < 12 && !(await isFocused(radio)); i += 1) await page.keyboard.press('ArrowDown');
  if (!(await radio.isChecked())) await page.keyboard.press('Space');
  await expect(radio).toBeChecked();
}

function isoFromToday(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${d.getMonth() + 1}-${d.getDate()}`;
}

/** A stored applicant whose details pass every rule (dates relative to today). */
export function completeApplicant(id: string, firstName: string, lastName: string): Record<string, string> {
  return {
    id,
    firstName,
    middleName: '',
    lastName,
    dateOfBirth: '1980-5-17',
    gender: 'female',
    nationality: 'GB',
    countryOfBirth: '',
    placeOfBirth: '',
    maritalStatus: 'married',
    passportNumber: 'GB9876543',
    passportType: 'ordinary',
    passportIssuedDate: '2021-2-1',
    passportExpiryDate: '2031-1-31',
    passportIssuingCountry: 'GB',
    email: 'traveller@example.com',
    phone: '+44 7700 900123',
    currentAddress: '1 High Street, London',
    permanentAddress: '',
    purposeOfVisit: 'tourism',
    portOfEntry: 'JKIA',
    dateOfArrival: isoFromToday(20),
    dateOfDeparture: isoFromToday(30),
    accommodationType: 'hotel',
    accommodationName: 'Mombasa Beach Hotel',
    accommodationAddress: '',
    accommodationPhone: '',
    employmentStatus: 'employed',
    employerName: '',
    employerAddress: '',
    employerPhone: '',
    occupation: 'Teacher',
    emergencyContactName: 'Tom Example',
    emergencyContactPhone: '+44 7700 900999',
    emergencyContactEmail: '',
    emergencyContactRelationship: 'spouse',
    hasVisitedKenya: '',
    lastVisitDate: '',
    refereeInKenya: '',
    refereePhone: '',
  };
}

/** A whole draft, ready for check-your-answers: two applicants, agreements ticked, typed signature. */
export function completeDraft(contactEmail: string): Record<string, unknown> {
  return {
    kenyaEtaApplication: { ...step1Draft, contactEmail, processingType: 'normal', insurance: false },
    kenyaEtaPricing: { processingType: 'normal', insurance: false },
    kenyaEtaApplicants: [
      completeApplicant('a1', 'Mary', 'Major'),
      completeApplicant('a2', 'Minnie', 'Major'),
    ],
    legalAgreements: {
      termsAccepted: true,
      privacyAccepted: true,
      dataAccuracy: true,
      paymentAgreement: true,
    },
    signatureData: 'Mary Major',
  };
}

/**
 * Draws a stroke on the signature pad with the mouse: from (40, 100) through `points` (pixels from the
 * pad's top left corner), once the drawing library has loaded (the canvas is busy until then).
 */
export async function drawSignature(
  page: Page,
  canvas: Locator,
  points: readonly (readonly [number, number])[],
): Promise<void> {
  await expect(canvas).not.toHaveAttribute('aria-busy', 'true');
  await canvas.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  const box = await canvas.boundingBox();
  if (!box) throw new Error('no signature canvas');
  await page.mouse.move(box.x + 40, box.y + 100);
  await page.mouse.down();
  for (const [x, y] of points) await page.mouse.move(box.x + x, box.y + y, { steps: 5 });
  await page.mouse.up();
}
