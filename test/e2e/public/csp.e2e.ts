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
    context,
    cspViolations,
  }) => {
    for (const path of pageTypes) {
      const address = `${locale}${path}`;
      const answer = await context.request.get(address);
      expect(answer.headers()['content-security-policy'], address).toContain("script-src 'self'");
      // One tab per address: a journey screen without a stored application sends the traveller on at
      // once, and that navigation must not race the test's next one.
      const tab = await context.newPage();
      tab.on('console', (message) => {
        if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
          cspViolations.push(`${address}: ${message.text()}`);
      });
      await tab.goto(address, { waitUntil: 'commit' });
      await tab.waitForLoadState('load');
      // The inline script that marks the page as scripted ran: the CSP let it.
      await expect(tab.locator('html.js'), address).toHaveCount(1);
      await tab.close();
    }
  });
}

test('the chat connects to its socket under the CSP', async ({ page }) => {
  await openChat(page, '/faq');
  await startChat(page, 'CSP visitor');
  await waitConnected(page);
});
