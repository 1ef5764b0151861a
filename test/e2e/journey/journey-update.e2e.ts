import { adminApplicationsPath, staffSessionCookie, type ApplicationList } from '../../../shared/api/admin';
import { createTestStaff, e2eTable, signInByApi } from '../../support/staff';
import { mailsTo } from '../admin/panel-support';
import { expect, test } from '../fixtures';
import { applicationsByEmail } from './stored';
import { completeDraft, seedStorage, storageValue } from './support';

/** Day, month and year of a date this many days from today (the details page's date fields). */
function dateFromToday(days: number): [string, string, string] {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return [String(d.getDate()), String(d.getMonth() + 1), String(d.getFullYear())];
}

test('going back after submitting and changing a date updates the same application', async ({
  page,
  baseURL,
  mailUrl,
}) => {
  const email = `update-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  await seedStorage(page, completeDraft(email));
  await page.goto('/kenya-eta-check-answers');
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page).toHaveURL(/kenya-eta-payment-new$/, { timeout: 30_000 });
  const number = await storageValue(page, 'savedApplicationNumber');
  expect(number).toMatch(/^KE-\d{8}$/);

  // Back to the details, a later arrival for applicant 1, and submit again.
  await page.goto('/kenya-eta-details');
  const arrival = page.getByRole('group', { name: 'Arrival date' }).first();
  const [day, month, year] = dateFromToday(22);
  await arrival.getByLabel('Day').fill(day);
  await arrival.getByLabel('Month').fill(month);
  await arrival.getByLabel('Year').fill(year);
  await page.getByRole('button', { name: 'Next applicant' }).click();
  await page.getByRole('button', { name: 'Continue to check your answers' }).click();
  await expect(page).toHaveURL(/kenya-eta-check-answers$/);
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page).toHaveURL(/kenya-eta-payment-new$/, { timeout: 30_000 });
  expect(await storageValue(page, 'savedApplicationNumber')).toBe(number);

  // One application with that number, as stored and as staff search it.
  const stored = await applicationsByEmail(email);
  expect(stored.map((a) => a.applicationNumber)).toEqual([number]);
  const origin = new URL(baseURL ?? '').origin;
  const staff = await createTestStaff(e2eTable(), { role: 'support' });
  const session = await signInByApi(origin, staff.username, staff.password, staff.totpSecret);
  const list = await fetch(`${origin}${adminApplicationsPath}?q=${String(number)}`, {
    headers: { cookie: `${staffSessionCookie}=${session}`, origin },
  });
  const { items } = (await list.json()) as ApplicationList;
  expect(items.map((i) => i.applicationNumber)).toEqual([number]);

  // One "received" mail and one "updated" mail.
  await expect.poll(async () => (await mailsTo(mailUrl, email, 'Your Kenya eTA application')).length).toBe(1);
  expect(await mailsTo(mailUrl, email, 'We have received your Kenya eTA application')).toHaveLength(1);

  // Applying for someone else from the same browser: check answers names the submitted application
  // and can submit the answers as a new one instead, leaving the first untouched.
  await page.goto('/kenya-eta-check-answers');
  await expect(
    page.getByText(`You already submitted application ${String(number)} from this browser.`, {
      exact: false,
    }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Submit as a new application instead' }).click();
  await expect(page.getByText('These answers will be submitted as a new application.')).toBeFocused();
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page).toHaveURL(/kenya-eta-payment-new$/, { timeout: 30_000 });
  const second = await storageValue(page, 'savedApplicationNumber');
  expect(second).not.toBe(number);
  expect((await applicationsByEmail(email)).map((a) => a.applicationNumber).sort()).toEqual(
    [number, second].sort(),
  );
});
