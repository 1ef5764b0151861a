import { expect, test } from '../fixtures';
import { openChat, startChat, waitConnected } from '../chat/support';

/**
 * Every page type loads under the enforced Content-Security-Policy with no violation (the fixture fails
 * a test on any that Chromium reports), its inline scripts run, and the chat connects to its socket.
 * The public information pages are checked the same way, in English and Arabic, by
 * test/e2e/public/accessibility.e2e.ts (which iterates `publicPages`); the inline scripts' hashes are
 * the same in every language (infra/security/headers.ts hashes every built page), so Arabic here checks
 * one page of each kind of island.
 */
const pageTypes = [
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
  '/kenya-eta-application',
  '/my-application',
  '/payment-cancel',
  '/debug-payment',
  '/kenya-eta-admin',
  '/kenya-eta-admin/chat',
  '/no-such-page',
];
const arabicPageTypes = ['/kenya-eta-details', '/kenya-eta-application', '/kenya-eta-admin', '/no-such-page'];

// One test per address: each has its own time budget, and the two workers share the page loads.
for (const [locale, paths] of [
  ['', pageTypes],
  ['/ar', arabicPageTypes],
] as const) {
  test.describe(`every page type${locale ? ' in Arabic' : ''} loads under the enforced CSP with no violation`, () => {
    for (const path of paths) {
      const address = `${locale}${path}`;
      // The fixture fails the test on any violation Chromium reports on this page.
      test(address, async ({ page }) => {
        const answer = await page.request.get(address);
        expect(answer.headers()['content-security-policy'], address).toContain("script-src 'self'");
        // A journey screen without a stored application sends the traveller on at once: wait for the
        // first document to commit and load, whatever it navigates to next.
        await page.goto(address, { waitUntil: 'commit' });
        await page.waitForLoadState('load');
        // The inline script that marks the page as scripted ran: the CSP let it.
        await expect(page.locator('html.js'), address).toHaveCount(1);
      });
    }
  });
}

test('the chat connects to its socket under the CSP', async ({ page }) => {
  await openChat(page, '/faq');
  await startChat(page, 'CSP visitor');
  await waitConnected(page);
});
