import { computeVisaPricing } from '../../../shared/destinations/rules';
import { tanzania } from '../../../shared/destinations/tanzania';
import { formatMoney } from '../../../shared/i18n/money';
import { journeyStorageKeys } from '../../../shared/journey/storage-keys';
import { pdfTextRuns } from '../../support/pdf-text';
import { createTestStaff, e2eTable, signInThroughUi } from '../../support/staff';
import { pdfFile, jpegFile } from '../documents/support';
import { expect, test } from '../fixtures';
import { agreeAndSign, typeApplicant, type Traveller } from '../journey/applicant-input';
import { storageValue } from '../journey/support';
import { cards, payOnHostedPage } from '../payments/support';
import { evisaPdf, mailTo, openApplication } from '../admin/panel-support';

/**
 * Issue 18's Done-when, in a real browser from the first page to the decision: a group of two US
 * citizens applies for a Tanzania multiple-entry e-visa through `/apply-visa?rush=true` (super urgent
 * preselected), fills the group journey's details on Tanzania's records, checks the answers, pays with
 * the sandbox card, uploads the documents Tanzania asks (passport page, photo, return ticket); a staff
 * member approves it with an e-visa in the admin panel; the approval mail and its PDF say "Tanzania
 * e-visa"; the status page finds the `TZ-` number. Kenya's records in the browser stay untouched.
 */
const keys = journeyStorageKeys.tanzania;

/** An attachment's bytes as the local mail sink returns them (base64 text or a serialised Buffer). */
function bytesOf(content: unknown): Uint8Array {
  if (typeof content === 'string') return Buffer.from(content, 'base64');
  const data = (content as { data?: number[] } | undefined)?.data;
  return Uint8Array.from(data ?? []);
}
const contactEmail = `tanzania-${Date.now()}@example.com`;
const travellers: Traveller[] = [
  {
    firstName: 'Grace',
    lastName: 'Hopper',
    birth: ['9', '12', '1986'],
    gender: 'Female',
    nationality: ['United States', 'US'],
    passportNumber: 'US1234567',
    email: 'grace@example.com',
    phone: '+1 555 010 1234',
  },
  {
    firstName: 'Ada',
    lastName: 'Hopper',
    birth: ['10', '12', '1990'],
    gender: 'Female',
    nationality: ['United States', 'US'],
    passportNumber: 'US7654321',
    email: 'ada@example.com',
    phone: '+1 555 010 4321',
    relationship: ['Friend', 'friend'],
  },
];

test('a group of two applies for a Tanzania multiple-entry e-visa, pays, uploads, is approved and finds TZ- on the status page', async ({
  page,
  browser,
  mailUrl,
}) => {
  test.setTimeout(300_000);
  // Step 1: ?rush=true preselects the fastest speed; US citizens may have multiple entry.
  await page.goto('/apply-visa?rush=true');
  await expect(page.locator('main form')).toBeVisible();
  await expect(page.locator('input[name="processingType"][value="super_fast"]')).toBeChecked();
  await page.locator('#nationality').selectOption('US');
  await page.locator('input[name="visaType"][value="multiple_entry"]').check();
  await page.locator('#numberOfApplicants').selectOption('2');
  await page.locator('#departureCountry').selectOption('US');
  await page.locator('#contactEmail').fill(contactEmail);
  await page.locator('#contactEmail2').fill(contactEmail);
  await page.locator('#contactPhone').fill('202 555 0100');
  const pricing = computeVisaPricing(tanzania, {
    visaType: 'multiple_entry',
    applicantCount: 2,
    processingType: 'super_fast',
    insurance: false,
  });
  const total = formatMoney(pricing.totalPrice, 'en');
  await expect(page.locator('.fee-table__total')).toContainText(total);
  await page.locator('main form button[type="submit"]').click();

  // Details: the group journey's page, on Tanzania's records (the nationality carried from step 1).
  await expect(page).toHaveURL(/\/apply-visa\/details$/);
  await expect(page.getByRole('heading', { name: 'Applicant 1 of 2' })).toBeVisible();
  await expect(page.getByLabel('Nationality')).toHaveValue('US');
  await typeApplicant(page, travellers[0] as Traveller, { trip: true, nationalityGiven: true });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Applicant 2 of 2' })).toBeFocused();
  await typeApplicant(page, travellers[1] as Traveller, {
    trip: false,
    sameAsFirst: true,
    nationalityGiven: true,
  });
  await agreeAndSign(page, 'Grace Hopper');
  await page.keyboard.press('Enter');

  // Check your answers: the visa's own answers, then the save on Tanzania's route.
  await expect(page).toHaveURL(/\/apply-visa\/check-answers$/);
  const main = page.getByRole('main');
  await expect(main).toContainText('Multiple entry');
  await expect(main).toContainText('Country you fly in from');
  await expect(main).not.toContainText('Type of eTA');
  await page.getByRole('button', { name: 'Submit application' }).click();

  // Payment: the application saved under Tanzania's keys, with a TZ- number and Tanzania's price.
  await expect(page).toHaveURL(/\/apply-visa\/payment$/, { timeout: 30_000 });
  const applicationNumber = String(await storageValue(page, keys.savedApplicationNumber));
  expect(applicationNumber).toMatch(/^TZ-\d{8}$/);
  expect(await storageValue(page, journeyStorageKeys.kenya.savedApplicationNumber)).toBeNull();
  await expect(main).toContainText(applicationNumber);
  await page.getByRole('button', { name: new RegExp(`^Pay ${total.replace('$', '\\$')}`) }).click();
  await payOnHostedPage(page, cards.success);
  await expect(page).toHaveURL(/\/apply-visa\/payment-result\?/, { timeout: 30_000 });
  await page.getByRole('link', { name: /Upload documents|Continue/ }).click();

  // Documents: Tanzania's slots (a return ticket besides passport and photo; no yellow fever from the US).
  await expect(page).toHaveURL(/\/apply-visa\/documents$/);
  await expect(page.locator('[data-hydrated]')).toBeAttached();
  const slots = page.locator('[data-slot]', { has: page.locator('.tag--todo') });
  await expect(slots.first()).toBeVisible();
  const names = await slots.evaluateAll((els) => els.map((el) => el.getAttribute('data-slot') ?? ''));
  expect([...new Set(names.map((n) => n.split('.')[1]))].sort()).toEqual([
    'passport',
    'photo',
    'return_ticket',
  ]);
  for (const name of names) {
    const [index, type] = name.split('.');
    const file = type === 'photo' ? jpegFile(`${name}.jpg`, 20_000) : pdfFile(`${name}.pdf`, 20_000);
    await page.locator(`#doc-${index}-${type}`).setInputFiles(file);
    await expect(page.locator(`[data-slot="${name}"] .document-slot__done`)).toBeVisible({ timeout: 60_000 });
  }
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page).toHaveURL(/\/apply-visa\/final-success$/, { timeout: 30_000 });
  await expect(page.getByRole('main')).toContainText(applicationNumber);

  // Staff approve it in the admin panel with an e-visa; the mail and its PDF say Tanzania e-visa.
  const staffPage = await browser.newPage();
  const admin = await createTestStaff(e2eTable(), { role: 'admin', displayName: 'Neema Mushi' });
  await signInThroughUi(staffPage, admin);
  await openApplication(staffPage, applicationNumber);
  await expect(staffPage.getByRole('main')).toContainText('Tanzania e-visa');
  await staffPage.getByLabel('Upload the Tanzania e-visa (PDF)').setInputFiles({
    name: 'evisa.pdf',
    mimeType: 'application/pdf',
    buffer: await evisaPdf(applicationNumber),
  });
  await staffPage.getByRole('button', { name: 'Approve and send e-visa' }).click();
  await expect(staffPage.getByRole('status').filter({ hasText: 'Application approved' })).toBeVisible();
  await staffPage.close();
  const mail = await mailTo(mailUrl, contactEmail, `Your Tanzania e-visa is approved – ${applicationNumber}`);
  expect(mail.body.text ?? mail.body.html).toContain('Tanzania e-visa');
  const attachment = mail.attachments?.find((a) => a.contentType === 'application/pdf');
  expect(attachment?.filename).toBe(`tanzania-evisa-${applicationNumber}.pdf`);
  const agreement = await mailTo(
    mailUrl,
    contactEmail,
    `Your signed agreement for Tanzania e-visa application ${applicationNumber}`,
  );
  const agreementPdf = agreement.attachments?.find((a) => a.contentType === 'application/pdf');
  expect((await pdfTextRuns(bytesOf(agreementPdf?.content))).join(' ')).toContain('Tanzania e-visa');

  // The status page finds the TZ- number and says it is approved.
  await page.goto('/kenya-eta-check-status');
  await expect(page.locator('.status-lookup[data-hydrated]')).toBeAttached();
  await page.getByLabel('Application number').fill(applicationNumber);
  await page.getByLabel('Email address').fill(contactEmail);
  await page.getByRole('button', { name: 'Check Status' }).click();
  const result = page.getByRole('region', { name: `Application ${applicationNumber}` });
  await expect(result.getByText('Approved').first()).toBeVisible();
  await expect(result).toContainText('Your e-visa is approved and has been e-mailed to you.');
});

/**
 * The details page checks each traveller's nationality by Tanzania's rules, not Kenya's: a Nigerian
 * (no Kenya eTA needed, a Tanzania visa needed) passes it; a Romanian (no Tanzania visa needed) is
 * refused in the words of Tanzania's visa before anything is sent.
 */
test('a Nigerian traveller, exempt from the Kenya eTA, passes the Tanzania details page; a Romanian is refused', async ({
  page,
}) => {
  const nigerian: Traveller = {
    firstName: 'Chiamaka',
    lastName: 'Okafor',
    birth: ['3', '4', '1988'],
    gender: 'Female',
    nationality: ['Nigeria', 'NG'],
    passportNumber: 'A12345678',
    email: 'chiamaka@example.com',
    phone: '+234 803 123 4567',
  };
  await page.goto('/apply-visa');
  await expect(page.locator('main form')).toBeVisible();
  await page.locator('#nationality').selectOption('NG');
  await page.locator('input[name="visaType"][value="ordinary"]').check();
  await page.locator('#numberOfApplicants').selectOption('1');
  await page.locator('input[name="processingType"]').first().check();
  await page.locator('#departureCountry').selectOption('GB');
  await page.locator('#contactEmail').fill('chiamaka@example.com');
  await page.locator('#contactEmail2').fill('chiamaka@example.com');
  await page.locator('#contactPhone').fill('803 123 4567');
  await page.locator('main form button[type="submit"]').click();

  await expect(page).toHaveURL(/\/apply-visa\/details$/);
  await expect(page.getByLabel('Nationality')).toHaveValue('NG');
  await typeApplicant(page, nigerian, { trip: true, nationalityGiven: true });
  await agreeAndSign(page, 'Chiamaka Okafor');

  // Romania: no visa needed for Tanzania (a Kenya eTA would be); the page says so and stays.
  await page.getByLabel('Nationality').selectOption('RO');
  await page.getByRole('button', { name: 'Continue to check your answers' }).click();
  await expect(page.locator('main')).toContainText('do not need a visa to visit Tanzania');
  await expect(page.locator('main')).not.toContainText('Kenya eTA');
  await expect(page).toHaveURL(/\/apply-visa\/details$/);

  // Nigeria: Kenya exempts it, Tanzania does not; the page lets the traveller on.
  await page.getByLabel('Nationality').selectOption('NG');
  await page.getByRole('button', { name: 'Continue to check your answers' }).click();
  await expect(page).toHaveURL(/\/apply-visa\/check-answers$/);
  await expect(page.getByRole('main')).toContainText('Nigeria');
});
