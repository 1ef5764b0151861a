import { siteDictionaries } from '../../../shared/i18n';
import { contactPath } from '../../../shared/public/contact';
import { expect, test } from '../fixtures';
import type { SentMail } from '../journey/stored';
import { around, recordingSubmits, withConsentGiven, withModuleScriptsBlocked } from './support';

const sender = {
  firstName: 'Wanjiru',
  lastName: 'Kamau',
  email: 'wanjiru.kamau@example.com',
  subject: 'Group of four: one passport renewed',
  message: 'One of us renewed her passport after we applied. What should we do? Asante!',
};

// One client may send five messages an hour: these tests share that budget, so they run in order.
test.describe.configure({ mode: 'serial' });

test.describe('the contact form', () => {
  test.beforeEach(async ({ page }) => {
    await withConsentGiven(page);
  });

  test('shows the error summary, focused, with a link to each field and inline errors', async ({ page }) => {
    await page.goto('/contact-us');
    await page.getByRole('textbox', { name: 'Email Address', exact: true }).fill('wanjiru@');
    await page.getByRole('textbox', { name: 'Application Number', exact: true }).fill('KE-12');
    await page.getByRole('button', { name: 'Send message' }).click();
    const summary = page.getByRole('alert');
    await expect(summary).toBeFocused();
    await page.waitForLoadState('load');
    await expect(page.getByText('The form could not load')).toBeHidden();
    await expect(summary.getByRole('heading')).toHaveText('There is a problem');
    await expect(summary.getByRole('link')).toHaveText([
      'Enter your first name',
      'Enter your last name',
      'Enter an email address in the correct format, like name@example.com',
      'Enter the application number as KE- or TZ- and 8 digits, for example KE-12345678',
      'Enter a subject',
      'Enter your message',
    ]);
    const email = page.getByRole('textbox', { name: 'Email Address', exact: true });
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(/Error: Enter an email address in the correct format/);
    // The form kit's markup: hint then inline error in aria-describedby, each summary item a link to its field.
    await expect(email).toHaveAttribute('aria-describedby', 'email-hint email-error');
    await expect(page.locator('#email-error')).toHaveText(
      'Error: Enter an email address in the correct format, like name@example.com',
    );
    await expect(summary.getByRole('link', { name: 'Enter your first name' })).toHaveAttribute(
      'href',
      '#firstName',
    );
    await summary.getByRole('link', { name: 'Enter your first name' }).click();
    await expect(page.getByRole('textbox', { name: 'First Name', exact: true })).toBeFocused();
    // Nothing typed is lost.
    await expect(email).toHaveValue('wanjiru@');
  });

  test('sends the message, shows the reference, and support receives the sender’s text', async ({
    page,
    mailUrl,
  }) => {
    await page.goto('/contact-us');
    await page.getByRole('textbox', { name: 'First Name', exact: true }).fill(sender.firstName);
    await page.getByRole('textbox', { name: 'Last Name', exact: true }).fill(sender.lastName);
    await page.getByRole('textbox', { name: 'Email Address', exact: true }).fill(sender.email);
    await page.getByRole('textbox', { name: 'Application Number', exact: true }).fill('ke-40417291');
    await page.getByRole('textbox', { name: 'Subject', exact: true }).fill(sender.subject);
    await page.getByRole('textbox', { name: 'Message', exact: true }).fill(sender.message);
    await page.getByRole('button', { name: 'Send message' }).click();

    const confirmation = page.locator('[data-contact-success]');
    await expect(confirmation).toBeFocused();
    await expect(confirmation.getByRole('heading')).toHaveText('Message sent');
    await expect(page.locator('[data-contact-form]')).toBeHidden();
    const reference = (await confirmation.locator('[data-slot="reference"]').textContent()) ?? '';
    expect(reference).toMatch(/^CT-\d{8}$/);
    await expect(confirmation).toContainText(`will reply to ${sender.email} within 24 hours`);

    const mails = async () =>
      ((await (await page.request.get(`${mailUrl}store`)).json()) as { emails: SentMail[] }).emails;
    await expect.poll(async () => (await mails()).some((m) => m.subject.includes(reference))).toBe(true);
    const mail = (await mails()).find((m) => m.subject.includes(reference));
    expect(mail?.subject).toBe(`[${reference}] ${sender.subject}`);
    expect(mail?.replyTo).toEqual([sender.email]);
    expect(mail?.body.text).toContain(sender.message);
    expect(mail?.body.text).toContain('Application number: KE-40417291');
  });

  test('after a burst of messages, says in Arabic when to try again and keeps what was typed', async ({
    page,
  }) => {
    // The burst comes from the browser itself: the limit is per client address.
    await page.goto('/ar/contact-us');
    const statuses = await page.evaluate(
      async ({ path, body }) => {
        const seen: number[] = [];
        while (!seen.includes(429) && seen.length < 10) {
          const res = await fetch(path, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ ...body, subject: `Burst ${seen.length}` }),
          });
          seen.push(res.status);
        }
        return seen;
      },
      { path: contactPath, body: sender },
    );
    expect(statuses.at(-1)).toBe(429);

    await page.locator('#firstName').fill('وانجيرو');
    await page.locator('#lastName').fill(sender.lastName);
    await page.locator('#email').fill(sender.email);
    await page.locator('#subject').fill(sender.subject);
    await page.locator('#message').fill('رسالة أخرى');
    await page.locator('[data-contact-form] button[type="submit"]').click();

    const [before, after] = around(siteDictionaries.ar['contact.errors.rateLimited'], 'time');
    const summary = page.getByRole('alert');
    await expect(summary).toBeFocused();
    await expect(summary).toContainText(before.trim());
    await expect(summary).toContainText(after.trim());
    // A problem of no field is a paragraph above the (empty, hidden) list of links, as the form kit shows it.
    await expect(summary.getByRole('listitem')).toHaveCount(0);
    await expect(page.locator('#message')).toHaveValue('رسالة أخرى');
    await expect(page.locator('#firstName')).toHaveValue('وانجيرو');
    await expect(page.locator('[data-contact-success]')).toBeHidden();
  });
});

test.describe('the contact form before its script has run', () => {
  test.beforeEach(async ({ page }) => {
    await withConsentGiven(page);
    await withModuleScriptsBlocked(page);
  });

  test('has a disabled button, and Enter in a field neither sends it nor puts it in the address', async ({
    page,
  }) => {
    const submits = await recordingSubmits(page);
    await page.goto('/contact-us');
    const button = page.getByRole('button', { name: 'Send message' });
    await expect(button).toBeDisabled();
    // Its script could not load: the page says so, and where to write instead.
    const unavailable = page.getByRole('alert').filter({ hasText: 'The form could not load' });
    await expect(unavailable).toHaveText(/Reload the page, or write to us at .+@.+\./);
    await expect(unavailable.getByRole('link')).toHaveAttribute('href', /^mailto:.+@/);
    await page.getByRole('textbox', { name: 'Message', exact: true }).fill(sender.message);
    const firstName = page.getByRole('textbox', { name: 'First Name', exact: true });
    await firstName.fill(sender.firstName);
    await firstName.press('Enter');
    await button.click({ force: true });
    expect(await submits()).toEqual([]);
    await expect(page).toHaveURL((url) => url.pathname === '/contact-us' && url.search === '');
    await expect(page.getByRole('textbox', { name: 'Message', exact: true })).toHaveValue(sender.message);
  });

  test('would be posted, never put in the address, even if it were sent natively', async ({ page }) => {
    await page.goto('/contact-us');
    await page.route('**/contact-us', (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 204 }) : route.fallback(),
    );
    await page.getByRole('textbox', { name: 'First Name', exact: true }).fill(sender.firstName);
    await page.getByRole('textbox', { name: 'Message', exact: true }).fill(sender.message);
    const sent = page.waitForRequest((r) => r.isNavigationRequest() && r.url().includes('/contact-us'));
    await page.locator('[data-contact-form]').evaluate((form: HTMLFormElement) => form.submit());
    const request = await sent;
    expect(request.method()).toBe('POST');
    expect(new URL(request.url()).search).toBe('');
    expect(request.postData()).toContain(`firstName=${sender.firstName}`);
  });
});
