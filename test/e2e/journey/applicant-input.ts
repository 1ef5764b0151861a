import type { Page } from '@playwright/test';
import { expect } from '../fixtures';
import { chooseByKeyboard, chooseRadio, press, typeInto } from './support';

export interface Traveller {
  readonly firstName: string;
  readonly lastName: string;
  readonly birth: readonly [string, string, string];
  readonly gender: 'Male' | 'Female' | 'Other';
  /** What to type in the nationality list, and the country code it selects. */
  readonly nationality: readonly [string, string];
  readonly passportNumber: string;
  readonly email: string;
  readonly phone: string;
  /** The emergency contact's relationship to this traveller (typed, and the value it selects). */
  readonly relationship?: readonly [string, string];
}

/** A date `days` from today, as day, month and year fields. */
export function dateFromToday(days: number): [string, string, string] {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return [String(d.getDate()), String(d.getMonth() + 1), String(d.getFullYear())];
}

/**
 * Tabs to the date's Day box once and types the whole date there, `9/12/1986`: each separator moves
 * the focus to the next box and is not kept (DateField), which the three boxes then show.
 */
export async function typeDate(
  page: Page,
  legend: string,
  [day, month, year]: readonly [string, string, string],
) {
  const group = page.getByRole('group', { name: legend, exact: false });
  await typeInto(page, group.getByLabel('Day'), `${day}/${month}/${year}`);
  await expect(group.getByLabel('Day')).toHaveValue(day);
  await expect(group.getByLabel('Month')).toHaveValue(month);
  await expect(group.getByLabel('Year')).toHaveValue(year);
  await expect(group.getByLabel('Year')).toBeFocused();
}

/** The one box of a later applicant, new to the group, sharing the three sections with applicant 1. */
export const sameAsFirstBox = 'Same address and contact details, trip and emergency contact as applicant 1';

/** Each shared section's own box, shown once the one box is unticked. */
export const sameAsFirstBoxes = [
  'Same address and contact details as applicant 1',
  'Same as applicant 1',
  'Same emergency contact as applicant 1',
] as const;

/** The two boxes of the details page; the signature confirms the rest (its declaration). */
export const agreementBoxes = [/Terms of Service/, /Privacy Policy/] as const;

/** Ticks the terms and privacy boxes and types the signature under the pad (by mouse: the caller goes on). */
export async function agreeAndSign(page: Page, name: string): Promise<void> {
  for (const label of agreementBoxes) await page.getByRole('checkbox', { name: label }).check();
  await page.getByLabel('Your full name').fill(name);
}

/**
 * Fills one applicant of the details page with the keyboard only (the required fields, in the page's
 * order). With `sameAsFirst`, the applicant (2 or later, new to the group) starts with the address and
 * contact details, trip and emergency contact "the same as applicant 1": its one box for the three is
 * already ticked, nothing of them is typed. With `trip`, "Add optional details" is opened last (Enter on its
 * summary) and the arrival and departure dates and the accommodation typed there; the focus is left in
 * the hotel's name, where Enter submits the step. With `nationalityGiven`, the nationality is already
 * chosen (a visa journey's step 1 asked it) and only checked. With `employment: false` (a visa type that
 * does not ask it, as Tanzania's transit visa) the employment questions are not there and not typed.
 */
export async function typeApplicant(
  page: Page,
  t: Traveller,
  {
    trip,
    sameAsFirst = false,
    nationalityGiven = false,
    employment = true,
  }: { trip: boolean; sameAsFirst?: boolean; nationalityGiven?: boolean; employment?: boolean },
): Promise<void> {
  await typeInto(page, page.getByLabel('First name'), t.firstName);
  await typeInto(page, page.getByLabel('Last name'), t.lastName);
  await typeDate(page, 'Date of birth', t.birth);
  await chooseRadio(page, page.getByRole('radio', { name: t.gender, exact: true }));
  if (nationalityGiven) await expect(page.getByLabel('Nationality')).toHaveValue(t.nationality[1]);
  else await chooseByKeyboard(page, page.getByLabel('Nationality'), t.nationality[0], t.nationality[1]);
  await typeInto(page, page.getByLabel('Passport number'), t.passportNumber);
  await typeDate(page, 'Passport issue date', ['15', '1', '2020']);
  await typeDate(page, 'Passport expiry date', ['14', '1', '2032']);
  await chooseByKeyboard(
    page,
    page.getByLabel('Country that issued the passport'),
    t.nationality[0],
    t.nationality[1],
  );
  if (sameAsFirst) {
    await expect(page.getByRole('checkbox', { name: sameAsFirstBox, exact: true })).toBeChecked();
    for (const name of sameAsFirstBoxes) {
      await expect(page.getByRole('checkbox', { name, exact: true })).toHaveCount(0);
    }
    await expect(page.getByLabel('Email address', { exact: true })).toHaveCount(0);
    await expect(page.getByLabel('Emergency contact name')).toHaveCount(0);
  } else {
    await typeInto(page, page.getByLabel('Email address', { exact: true }), t.email);
    await typeInto(page, page.getByLabel('Phone number', { exact: true }), t.phone);
    await typeInto(page, page.getByLabel('Current address', { exact: true }), '12 Example Road, Springfield');
  }
  if (!sameAsFirst) {
    await typeInto(page, page.getByLabel('Emergency contact name'), 'Sam Example');
    await typeInto(page, page.getByLabel('Emergency contact phone number'), '+1 555 010 9999');
  }
  const [relationship, value] = t.relationship ?? ['Spouse', 'spouse'];
  await chooseByKeyboard(page, page.getByLabel('Relationship to the applicant'), relationship, value);
  if (employment) {
    await chooseByKeyboard(page, page.getByLabel('Employment status'), 'Employed', 'employed');
    await typeInto(page, page.getByLabel('Occupation'), 'Engineer');
  } else {
    await expect(page.getByLabel('Employment status')).toHaveCount(0);
    await expect(page.getByLabel('Occupation')).toHaveCount(0);
  }
  if (trip) {
    const optional = page.locator('summary', { hasText: 'Add optional details' });
    await expect(page.getByLabel('Hotel or host name (optional)')).toBeHidden();
    await press(page, optional, 'Enter');
    await typeDate(page, 'Arrival date', dateFromToday(30));
    await typeDate(page, 'Departure date', dateFromToday(44));
    await chooseByKeyboard(page, page.getByLabel('Type of accommodation'), 'Hotel', 'hotel');
    await typeInto(page, page.getByLabel('Hotel or host name'), 'Nairobi Serena Hotel');
  }
  await expect(page.getByLabel('First name')).toHaveValue(t.firstName);
}
