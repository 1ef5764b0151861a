import { expect, test } from '../fixtures';
import { openChat, startChat, waitConnected } from '../chat/support';

/**
 * Every page type loads under the enforced Content-Security-Policy with no violation (the fixture fails
 * a test on any that Chromium reports), its inline scripts run, and the chat connects to its socket.
 */
const pageTypes = [
  '/',
  '/faq',
  '/general-information',
  '/visa-requirements',
  '/how-to-apply',
  '/contact-us',
  '/privacy-policy',
  '/terms-of-service',
  '/services',
  '/audit',
  '/tanzania',
  '/kenya-eta-start',
  '/kenya-eta-new-application',
  '/kenya-eta-pricing',
  '/kenya-eta-details',
  '/kenya-eta-check-answers',
  '/kenya-eta-payment-new',
  '/kenya-eta-payment-result',
  '/kenya-eta-documents',
  '/kenya-eta-final-success',
  '/kenya-eta-check-status',
  '/payment-cancel',
  '/debug-payment',
  '/kenya-eta-admin',
  '/kenya-eta-admin/chat',
  '/no-such-page',
];

for (const locale of ['', '/ar']) {
  test(`every page type${locale ? ' in Arabic' : ''} loads under the enforced CSP with no violation`, async ({
    page,
  }) => {
    for (const path of pageTypes) {
      // Journey screens without a stored application send the traveller on at once: wait for the
      // answer, then for whichever page loads.
      const response = await page.goto(`${locale}${path}`, { waitUntil: 'commit' });
      expect(response?.headers()['content-security-policy'], path).toContain("script-src 'self'");
      await page.waitForLoadState('load');
      // The inline script that marks the page as scripted ran: the CSP let it.
      await expect(page.locator('html.js'), path).toHaveCount(1);
    }
  });
}

test('the chat connects to its socket under the CSP', async ({ page }) => {
  await openChat(page, '/faq');
  await startChat(page, 'CSP visitor');
  await waitConnected(page);
});
