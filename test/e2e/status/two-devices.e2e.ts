import { adminApplicationsPath, staffSessionCookie, type ApplicationList } from '../../../shared/api/admin';
import { createTestStaff, e2eTable, signInByApi } from '../../support/staff';
import { expect, test } from '../fixtures';
import { completeDraft, seedStorage, storageValue } from '../journey/support';
import { cards, payOnHostedPage } from '../payments/support';
import {
  approveWithEvisa,
  createApplication,
  newestLink,
  payThroughGateway,
  rejectWithReason,
} from './support';

/** The "Continue your application" link of the newest mail to an address (the local mail viewer's API). */
async function continueLink(mailUrl: string, address: string): Promise<string> {
  const { emails } = (await (await fetch(`${mailUrl}store`)).json()) as {
    emails: { destination: { to: string[] }; body: { html?: string } }[];
  };
  const mail = emails.filter((e) => e.destination.to.some((to) => to.includes(address))).at(-1);
  const href = /<a href="([^"]+\/continue-application#t=[^"]+)"/.exec(mail?.body.html ?? '')?.[1];
  if (!href) throw new Error(`no continue link mailed to ${address}`);
  return href.replace(/&amp;/g, '&');
}

/** Day, month and year of a date this many days from today (the details page's date fields). */
function dateFromToday(days: number): [string, string, string] {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return [String(d.getDate()), String(d.getMonth() + 1), String(d.getFullYear())];
}

/**
 * Issue 14's "Done when" journey: two browser contexts as two devices. Saved on the laptop, finished on
 * the phone (both travellers' answers), submitted, changed and submitted again (one application); paid
 * and uploaded from the personal link on the laptop (no saved application there); approved, and the
 * eTA downloaded from the personal page.
 */
test('start on one device, finish on another, pay and upload through the personal link, download the eTA', async ({
  browser,
  page: laptop,
  request,
  mailUrl,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const origin = new URL(baseURL ?? '').origin;
  const email = `two-devices-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  await seedStorage(laptop, completeDraft(email));
  await laptop.goto('/kenya-eta-check-answers');
  const save = laptop.getByRole('region', { name: 'Save and continue later' });
  await save.getByRole('button', { name: 'Save and e-mail me the link' }).click();
  await expect(save.getByRole('status')).toContainText(`We sent a link to ${email}`);

  const phone = await (await browser.newContext()).newPage();
  await phone.goto(await continueLink(mailUrl, email));
  await expect(phone).toHaveURL(/\/kenya-eta-check-answers$/);
  await expect(phone.getByRole('heading', { name: 'Applicant 1: Mary Major' })).toBeVisible();
  await expect(phone.getByRole('heading', { name: 'Applicant 2: Minnie Major' })).toBeVisible();
  await phone.getByRole('button', { name: 'Submit application' }).click();
  await expect(phone).toHaveURL(/kenya-eta-payment-new$/, { timeout: 30_000 });
  const number = String(await storageValue(phone, 'savedApplicationNumber'));

  // Back to the details on the phone, a later arrival, submitted again: the same application.
  await phone.goto('/kenya-eta-details');
  const arrival = phone.getByRole('group', { name: 'Arrival date' }).first();
  const [day, month, year] = dateFromToday(22);
  await arrival.getByLabel('Day').fill(day);
  await arrival.getByLabel('Month').fill(month);
  await arrival.getByLabel('Year').fill(year);
  await phone.getByRole('button', { name: 'Next applicant' }).click();
  await phone.getByRole('button', { name: 'Continue to check your answers' }).click();
  await phone.getByRole('button', { name: 'Submit application' }).click();
  await expect(phone).toHaveURL(/kenya-eta-payment-new$/, { timeout: 30_000 });
  expect(await storageValue(phone, 'savedApplicationNumber')).toBe(number);
  const staff = await createTestStaff(e2eTable(), { role: 'support' });
  const session = await signInByApi(origin, staff.username, staff.password, staff.totpSecret);
  const list = await fetch(`${origin}${adminApplicationsPath}?q=${number}`, {
    headers: { cookie: `${staffSessionCookie}=${session}`, origin },
  });
  expect(((await list.json()) as ApplicationList).items.map((i) => i.applicationNumber)).toEqual([number]);
  await phone.context().close();

  // The mailed personal link, on the laptop (which never held the submitted application): Pay.
  const { href } = await newestLink(request, mailUrl, { contactEmail: email } as never);
  await laptop.goto(href);
  const result = laptop.getByRole('region', { name: `Application ${number}` });
  await expect(result.getByRole('definition').filter({ hasText: /^Waiting for payment$/ })).toBeVisible();
  await result.getByRole('link', { name: 'Pay now' }).click();
  await payOnHostedPage(laptop, cards.success);
  await expect(laptop.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();

  // The personal page: waiting for documents, Upload per missing document, to that traveller's slot.
  await laptop.goto(href);
  await expect(result.getByRole('definition').filter({ hasText: /^Waiting for documents$/ })).toBeVisible();
  const missing = result.getByRole('region', { name: 'Documents still needed' });
  await expect(missing.getByRole('link', { name: /^Upload/ })).toHaveCount(4);
  await missing.getByRole('link', { name: 'Upload Passport photo for Minnie M.' }).click();
  await expect(laptop).toHaveURL(/\/kenya-eta-documents#doc-1-photo$/);
  await expect(laptop.locator('main')).toContainText(number);
  await expect(laptop.locator('#doc-1-photo')).toBeAttached();

  // Staff approve: the personal page gives the PDF they uploaded.
  const pdf = new Uint8Array(2048).fill(0x20);
  pdf.set(new TextEncoder().encode('%PDF-1.7\n% approved eTA\n'));
  const id = String(
    await laptop.evaluate(
      () => JSON.parse(sessionStorage.getItem('kenyaEtaLinkAccess') ?? '{}').applicationId,
    ),
  );
  await approveWithEvisa(request, baseURL ?? '', id, pdf);
  await laptop.goto(href);
  await expect(result.locator('[data-event="approved"]')).toBeVisible();
  const [download] = await Promise.all([
    laptop.waitForEvent('download'),
    laptop.getByRole('button', { name: 'Download your eTA (PDF)' }).click(),
  ]);
  const { readFile } = await import('node:fs/promises');
  expect(new Uint8Array(await readFile(await download.path()))).toEqual(pdf);
});

test('after a rejection the personal page shows the reason staff wrote', async ({
  page,
  request,
  mailUrl,
  baseURL,
}) => {
  const app = await createApplication(request);
  await payThroughGateway(request, app);
  const reason = 'The photo is blurred: please apply again with a clear photo.';
  await rejectWithReason(request, baseURL ?? '', app.id, reason);
  await page.goto((await newestLink(request, mailUrl, app)).href);
  const result = page.getByRole('region', { name: `Application ${app.applicationNumber}` });
  await expect(result.getByRole('definition').filter({ hasText: /^Declined$/ })).toBeVisible();
  await expect(result.getByText(reason)).toBeVisible();
  await expect(result.locator('[data-event="rejected"]')).toBeVisible();
});
