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

async function typeDate(page: Page, legend: string, [day, month, year]: readonly [string, string, string]) {
  const group = page.getByRole('group', { name: legend, exact: false });
  await typeInto(page, group.getByLabel('Day'), day);
  await typeInto(page, group.getByLabel('Month'), month);
  await typeInto(page, group.getByLabel('Year'), year);
}

/**
 * Fills one applicant of the details page with the keyboard only (the required fields). With
 * `sameAsFirst`, the address and contact details, trip and emergency contact are "the same as
 * applicant 1" (three boxes ticked) instead of typed.
 */
export async function typeApplicant(
  page: Page,
  t: Traveller,
  { trip, sameAsFirst = false }: { trip: boolean; sameAsFirst?: boolean },
): Promise<void> {
  await typeInto(page, page.getByLabel('First name'), t.firstName);
  await typeInto(page, page.getByLabel('Last name'), t.lastName);
  await typeDate(page, 'Date of birth', t.birth);
  await chooseRadio(page, page.getByRole('radio', { name: t.gender, exact: true }));
  await chooseByKeyboard(page, page.getByLabel('Nationality'), t.nationality[0], t.nationality[1]);
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
    await press(
      page,
      page.getByRole('checkbox', { name: 'Same address and contact details as applicant 1' }),
    );
  } else {
    await typeInto(page, page.getByLabel('Email address', { exact: true }), t.email);
    await typeInto(page, page.getByLabel('Phone number', { exact: true }), t.phone);
    await typeInto(page, page.getByLabel('Current address', { exact: true }), '12 Example Road, Springfield');
  }
  if (sameAsFirst) {
    await press(page, page.getByRole('checkbox', { name: 'Same as applicant 1', exact: true }));
  } else if (trip) {
    await typeDate(page, 'Arrival date', dateFromToday(30));
    await typeDate(page, 'Departure date', dateFromToday(44));
    await chooseByKeyboard(page, page.getByLabel('Type of accommodation'), 'Hotel', 'hotel');
    await typeInto(page, page.getByLabel('Hotel or host name'), 'Nairobi Serena Hotel');
  }
  await chooseByKeyboard(page, page.getByLabel('Employment status'), 'Employed', 'employed');
  await typeInto(page, page.getByLabel('Occupation'), 'Engineer');
  if (sameAsFirst) {
    await press(page, page.getByRole('checkbox', { name: 'Same emergency contact as applicant 1' }));
  } else {
    await typeInto(page, page.getByLabel('Emergency contact name'), 'Sam Example');
    await typeInto(page, page.getByLabel('Emergency contact phone number'), '+1 555 010 9999');
  }
  const [relationship, value] = t.relationship ?? ['Spouse', 'spouse'];
  await chooseByKeyboard(page, page.getByLabel('Relationship to the applicant'), relationship, value);
  await expect(page.getByLabel('First name')).toHaveValue(t.firstName);
}
