import type { APIRequestContext, Page } from '@playwright/test';
import { journeyStorageKeys } from '../../../shared/journey/storage-keys';
import { expect, test } from '../fixtures';
import { completeApplicant, seedStorage, storageValue } from '../journey/support';

/**
 * "Save and continue later" on the Tanzania e-visa journey: saved on `/apply-visa/details`, the draft
 * is Tanzania's (its mail says so); its link, opened on another device, restores the answers under
 * Tanzania's own browser records and lands on Tanzania's details page, not Kenya's.
 */
const keys = journeyStorageKeys.tanzania;

interface SinkEmail {
  readonly subject: string;
  readonly destination: { readonly to: readonly string[] };
  readonly body: { readonly html?: string };
}

/** The newest mail to an address (the local mail viewer's API) and its continue link. */
async function continueMail(
  request: APIRequestContext,
  mailUrl: string,
  address: string,
): Promise<{ subject: string; link: string }> {
  const { emails } = (await (await request.get(`${mailUrl}store`)).json()) as { emails: SinkEmail[] };
  const mail = emails.filter((e) => e.destination.to.some((to) => to.includes(address))).at(-1);
  const href = /<a href="([^"]+\/continue-application#t=[^"]+)"/.exec(mail?.body.html ?? '')?.[1];
  if (!mail || !href) throw new Error(`no continue link mailed to ${address}`);
  return { subject: mail.subject, link: href.replace(/&amp;/g, '&') };
}

const records = [keys.application, keys.applicants, keys.legalAgreements];

/** One Nigerian traveller's answers, complete up to the signature. */
const tanzaniaAnswers = (email: string) => ({
  [keys.application]: {
    nationality: 'NG',
    visaType: 'ordinary',
    numberOfApplicants: '1',
    processingType: 'normal',
    insurance: false,
    departureCountry: 'GB',
    contactEmail: email,
    contactEmail2: email,
    contactPhone: '803 123 4567',
    countryCode: '+234',
  },
  [keys.applicants]: [
    { ...completeApplicant('t1', 'Chiamaka', 'Okafor'), nationality: 'NG', portOfEntry: 'ZNZ' },
  ],
  [keys.legalAgreements]: {
    termsAccepted: true,
    privacyAccepted: true,
    dataAccuracy: true,
    paymentAgreement: true,
  },
  [keys.signature]: 'Chiamaka Okafor',
});
const answers = (page: Page) =>
  page.evaluate(
    (names) => names.map((k) => JSON.parse(localStorage.getItem(k) ?? 'null') as unknown),
    records,
  );

for (const { name, path } of [
  { name: 'step 1', path: '/apply-visa' },
  { name: 'check your answers', path: '/apply-visa/check-answers' },
]) {
  test(`save on Tanzania’s ${name}: the mailed link reopens ${path} on another device with the answers`, async ({
    browser,
    page,
    request,
    mailUrl,
  }) => {
    const email = `tz-${name.replace(/\W+/g, '-')}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
    await seedStorage(page, tanzaniaAnswers(email));
    await page.goto(path);
    const save = page.getByRole('region', { name: 'Save and continue later' });
    await save.getByRole('button', { name: 'Save and e-mail me the link' }).click();
    await expect(save.getByRole('status')).toContainText(`We sent a link to ${email}`);
    const saved = await answers(page);
    expect(await storageValue(page, 'tanzaniaEvisaDraftId')).toEqual(expect.any(String));

    const { subject, link } = await continueMail(request, mailUrl, email);
    expect(subject).toBe('Continue your Tanzania e-visa application');
    const phone = await (await browser.newContext()).newPage();
    await phone.goto(link);
    await expect(phone).toHaveURL(new RegExp(`${path}$`));
    await expect(phone.getByText(/We restored the answers you saved on/)).toBeVisible({ timeout: 30_000 });
    expect(await answers(phone)).toEqual(saved);
    await phone.context().close();
  });
}

test('save on the Tanzania details page, open the mailed link on another device: Tanzania’s details page with the answers', async ({
  browser,
  page,
  request,
  mailUrl,
}) => {
  const email = `tz-continue-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  await seedStorage(page, tanzaniaAnswers(email));
  await page.goto('/apply-visa/details');
  await expect(page.getByLabel('First name')).toHaveValue('Chiamaka', { timeout: 30_000 });
  // Typed, not continued: the save carries it all the same.
  await page.getByLabel('Occupation').fill('Architect');
  const save = page.getByRole('region', { name: 'Save and continue later' });
  await save.getByRole('button', { name: 'Save and e-mail me the link' }).click();
  await expect(save.getByRole('status')).toContainText(`We sent a link to ${email}`);
  await expect(page).toHaveURL(/\/apply-visa\/details$/);
  const saved = await answers(page);
  expect(JSON.stringify(saved)).toContain('Architect');
  // The journey's own draft records, not Kenya's.
  expect(await storageValue(page, 'tanzaniaEvisaDraftId')).toEqual(expect.any(String));
  expect(await storageValue(page, 'kenyaEtaDraftId')).toBeNull();

  const { subject, link } = await continueMail(request, mailUrl, email);
  expect(subject).toBe('Continue your Tanzania e-visa application');

  const phone = await (await browser.newContext()).newPage();
  await phone.goto(link);
  await expect(phone).toHaveURL(/\/apply-visa\/details$/);
  await expect(phone.getByLabel('First name')).toHaveValue('Chiamaka', { timeout: 30_000 });
  await expect(phone.getByLabel('Occupation')).toHaveValue('Architect');
  await expect(phone.getByLabel('Nationality')).toHaveValue('NG');
  await expect(phone.getByText(/We restored the answers you saved on/)).toBeVisible();
  expect(await answers(phone)).toEqual(saved);
  for (const kenya of Object.values(journeyStorageKeys.kenya)) {
    expect(await storageValue(phone, kenya), kenya).toBeNull();
  }
  await phone.getByRole('button', { name: 'Continue to check your answers' }).click();
  await expect(phone).toHaveURL(/\/apply-visa\/check-answers$/);
  await expect(phone.locator('main')).toContainText('Architect');
  await phone.context().close();
});
