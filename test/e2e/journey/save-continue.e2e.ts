import type { APIRequestContext, Page } from '@playwright/test';
import { draftTtlDays } from '../../../shared/api/drafts';
import { siteDictionaries } from '../../../shared/i18n';
import { expect, test } from '../fixtures';
import { completeDraft, seedStorage } from './support';

interface SinkEmail {
  readonly subject: string;
  readonly destination: { readonly to: readonly string[] };
  readonly body: { readonly html?: string };
}

/** The "Continue your application" link of the newest mail to an address (the local mail viewer's API). */
async function continueLink(request: APIRequestContext, mailUrl: string, address: string): Promise<string> {
  const { emails } = (await (await request.get(`${mailUrl}store`)).json()) as { emails: SinkEmail[] };
  const mail = emails.filter((e) => e.destination.to.some((to) => to.includes(address))).at(-1);
  const href = /<a href="([^"]+\/continue-application#t=[^"]+)"/.exec(mail?.body.html ?? '')?.[1];
  if (!href) throw new Error(`no continue link mailed to ${address}`);
  return href.replace(/&amp;/g, '&');
}

const draftKeys = ['kenyaEtaApplication', 'kenyaEtaApplicants', 'kenyaEtaPricing', 'legalAgreements'];
const answers = (page: Page) =>
  page.evaluate(
    (keys) => keys.map((k) => JSON.parse(localStorage.getItem(k) ?? 'null') as unknown),
    draftKeys,
  );

test('save on the details page of one device, continue there on another: both travellers’ answers', async ({
  browser,
  page,
  request,
  mailUrl,
}) => {
  const email = `continue-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  await seedStorage(page, completeDraft(email));
  await page.goto('/kenya-eta-details');
  await page.getByRole('button', { name: 'Next applicant' }).click();
  // Next waits for the checks' chunk: until applicant 2 is on screen, "Occupation" is applicant 1's
  // (filled there, it lands in applicant 1's answers, or nowhere if the field goes while it is typed).
  await expect(page.getByRole('heading', { name: 'Applicant 2 of 2' })).toBeFocused();
  // Typed in the open editor of applicant 2, not continued: the save carries it all the same.
  await page.getByLabel('Occupation').fill('Pilot');
  const save = page.getByRole('region', { name: 'Save and continue later' });
  await expect(save).toContainText('kept for 30 days');
  await save.getByRole('button', { name: 'Save and e-mail me the link' }).click();
  await expect(save.getByRole('status')).toContainText(`We sent a link to ${email}`);
  await expect(page).toHaveURL(/kenya-eta-details$/);
  const saved = await answers(page);
  expect(JSON.stringify(saved)).toContain('Pilot');
  // The change was dated on this page too (the seeded answers had no date): drafts compare by it.
  expect(await page.evaluate(() => localStorage.getItem('kenyaEtaChangedAt'))).toMatch(/^\d{4}-/);

  const phone = await (await browser.newContext()).newPage();
  await phone.goto(await continueLink(request, mailUrl, email));
  await expect(phone).toHaveURL(/\/kenya-eta-details$/);
  // The editor on screen (hydrated: slow on a busy machine), then the section it starts says what it used.
  await expect(phone.getByLabel('First name')).toHaveValue('Mary', { timeout: 30_000 });
  await expect(phone.getByText(/We restored the answers you saved on/)).toBeVisible();
  expect(await answers(phone)).toEqual(saved);
  await phone.getByRole('button', { name: 'Next applicant' }).click();
  await expect(phone.getByLabel('First name')).toHaveValue('Minnie');
  await expect(phone.getByLabel('Occupation')).toHaveValue('Pilot');
  await phone.getByRole('button', { name: 'Continue to check your answers' }).click();
  await expect(phone.getByRole('heading', { name: 'Applicant 1: Mary Major' })).toBeVisible();
  await expect(phone.getByRole('heading', { name: 'Applicant 2: Minnie Major' })).toBeVisible();
  await expect(phone.locator('main')).toContainText('Pilot');
  await phone.context().close();
});

test('a link no longer valid says so in its language and offers a new application of the journey it names', async ({
  page,
}) => {
  const fr = siteDictionaries.fr;
  // A Tanzania draft's link (it names its journey), forged or expired: the server answers 401.
  await page.goto('/fr/continue-application#t=d1.eyJkIjoieCJ9.forged&journey=tanzania');
  await expect(
    page.getByText(fr['drafts.continue.invalid'].replace('{days}', String(draftTtlDays))),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: fr['drafts.continue.start'] })).toHaveAttribute(
    'href',
    '/fr/apply-visa',
  );
  // A link mailed before links named their journey is Kenya's.
  await page.goto('/continue-application#t=d1.eyJkIjoieCJ9.forged');
  await expect(page.getByText(/This link is not valid or has expired/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start a new application' })).toHaveAttribute(
    'href',
    '/kenya-eta-start',
  );
});
