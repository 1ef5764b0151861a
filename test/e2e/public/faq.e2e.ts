import type { Page } from '@playwright/test';
import { siteDictionaries } from '../../../shared/i18n';
import { faqEntries } from '../../../shared/public/faq';
import { expect, test } from '../fixtures';
import { withConsentGiven } from './support';

const en = siteDictionaries.en;
/** The fifteen entries of the specification and Tanzania's five. */
const total = faqEntries.length;

test.describe('the FAQ', () => {
  test.beforeEach(async ({ page }) => {
    await withConsentGiven(page);
    await page.goto('/faq');
  });

  const questions = (page: Page) => page.locator('details[data-faq-item]:visible summary');

  test('lists every question and says how many are shown', async ({ page }) => {
    await expect(questions(page)).toHaveCount(total);
    await expect(page.getByRole('status').filter({ hasText: 'Questions shown' })).toHaveText(
      `Questions shown: ${total} of ${total}`,
    );
  });

  test('searches questions and answers without regard to case', async ({ page }) => {
    const search = page.getByRole('searchbox', { name: 'Search the questions' });
    await search.fill('REFUND');
    await expect(questions(page)).toHaveText([en['faq.refunds.question']]);
    // "Mastercard" is only in an answer.
    await search.fill('mastercard');
    await expect(questions(page)).toHaveText([en['faq.payment-methods.question']]);
    await search.fill('');
    await expect(questions(page)).toHaveCount(total);
  });

  test('filters by category, one category pressed at a time', async ({ page }) => {
    const payment = page.getByRole('button', { name: 'Payment' });
    await payment.click();
    await expect(payment).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
    await expect(questions(page)).toHaveText([
      en['faq.cost.question'],
      en['faq.payment-methods.question'],
      en['faq.refunds.question'],
    ]);
  });

  test('combines the search with the category, and says so when nothing matches', async ({ page }) => {
    const search = page.getByRole('searchbox', { name: 'Search the questions' });
    await page.getByRole('button', { name: 'Requirements' }).click();
    await search.fill('passport');
    await expect(questions(page)).toHaveText([en['faq.passport-validity.question']]);
    await page.getByRole('button', { name: 'Travel' }).click();
    await expect(questions(page)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'No results found' })).toBeVisible();
    await expect(page.getByText('Try adjusting your search terms or category filter.')).toBeVisible();
    await search.fill('phone');
    await expect(questions(page)).toHaveText([en['faq.printing.question']]);
    await expect(page.getByRole('heading', { name: 'No results found' })).toBeHidden();
  });

  test('opens several answers at once, by mouse and by keyboard', async ({ page }) => {
    await page.getByText(en['faq.cost.question']).click();
    const validity = page.locator('summary', { hasText: en['faq.validity.question'] });
    await validity.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('details[open]')).toHaveCount(2);
    await expect(page.getByText(/government fee of \$69/)).toBeVisible();
  });

  test('links to contact and to the status check when help is still needed', async ({ page }) => {
    const help = page.getByRole('region', { name: 'Still need help?' });
    await expect(help.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact-us');
    await expect(help.getByRole('link', { name: 'Check application status' })).toHaveAttribute(
      'href',
      '/kenya-eta-check-status',
    );
  });
});

test.describe('the FAQ’s “Still need help?” section', () => {
  // A visitor in East Africa Time sees the hours once; elsewhere a column gives them in the visitor's time.
  test.use({ timezoneId: 'Africa/Nairobi' });

  // The same hours as the contact page (spec §9), in the page's language: formatted here as the page does.
  const hoursRows = (locale: 'en' | 'ar') => {
    const m = siteDictionaries[locale];
    const clock = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
    const time = (hour: number) => clock.format(Date.UTC(2025, 0, 6, hour));
    const range = (from: number, to: number) =>
      m['contact.hours.range'].replace('{from}', time(from)).replace('{to}', time(to));
    return [
      [m['contact.hours.weekdays'], range(8, 18)],
      [m['contact.hours.saturday'], range(9, 14)],
      [m['contact.hours.sunday'], m['contact.hours.closed']],
    ];
  };

  for (const locale of ['en', 'ar'] as const) {
    test(`shows the support hours and the 24/7 emergency support (${locale})`, async ({ page }) => {
      await withConsentGiven(page);
      await page.goto(locale === 'en' ? '/faq' : '/ar/faq');
      const m = siteDictionaries[locale];
      const help = page.getByRole('region', { name: siteDictionaries[locale]['faq.help.title'] });
      await expect(help.getByRole('heading', { level: 3 })).toHaveText(m['contact.hours.title']);
      const rows = help.getByRole('row');
      await expect(rows).toHaveCount(4);
      await expect(rows.first().getByRole('columnheader')).toHaveText([
        m['contact.hours.day'],
        m['contact.hours.eat'],
      ]);
      for (const [i, [day, hours]] of hoursRows(locale).entries()) {
        await expect(rows.nth(i + 1).getByRole('rowheader')).toHaveText(day ?? '');
        await expect(rows.nth(i + 1).getByRole('cell')).toHaveText(hours ?? '');
      }
      await expect(help).toContainText(m['contact.hours.timezone']);
      await expect(help).toContainText(m['contact.hours.emergency']);
    });
  }

  test.describe('for a visitor in another time zone', () => {
    test.use({ timezoneId: 'Asia/Kolkata' });

    test('gives the hours in East Africa Time and in the visitor’s own time, the zone named', async ({
      page,
    }) => {
      await withConsentGiven(page);
      await page.goto('/faq');
      const rows = page.getByRole('region', { name: 'Still need help?' }).getByRole('row');
      await expect(rows.first().getByRole('columnheader')).toHaveText([
        'Day',
        'East Africa Time',
        'Your time (GMT+5:30)',
      ]);
      await expect(rows.nth(1).getByRole('cell')).toHaveText(['8:00 AM to 6:00 PM', '10:30 AM to 8:30 PM']);
      await expect(rows.nth(3).getByRole('cell')).toHaveText(['Closed', 'Closed']);
    });
  });

  test('shows exactly the hours of the contact page', async ({ page }) => {
    await withConsentGiven(page);
    await page.goto('/contact-us');
    const contactHours = await page
      .getByRole('region', { name: 'Operating hours' })
      .getByRole('row')
      .allInnerTexts();
    await page.goto('/faq');
    const help = page.getByRole('region', { name: 'Still need help?' });
    expect(await help.getByRole('row').allInnerTexts()).toEqual(contactHours);
    expect(contactHours[1]).toContain('Monday to Friday');
  });
});

test('without JavaScript every FAQ answer is still there to open', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/faq');
  await expect(page.locator('details[data-faq-item]')).toHaveCount(total);
  await expect(page.getByRole('searchbox')).toBeHidden();
  await page.getByText(en['faq.tracking.question']).click();
  await expect(page.getByText(/KE-12345678/)).toBeVisible();
  await context.close();
});
