import { test as base, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

/**
 * Playwright's test, pointed at the local stack started by global-setup.ts. The stack sends the
 * site's Content-Security-Policy on every page, so every end-to-end test also checks that nothing the
 * site does is refused by it: a violation Chromium reports on the test's page fails the test.
 */
export const test = base.extend<{ mailUrl: string; cspViolations: string[] }>({
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
          violations.push(message.text());
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error('E2E_BASE_URL is not set: run through `npm test` or `playwright test`.');
    await use(url);
  },
  mailUrl: async ({}, use) => {
    await use(process.env.E2E_MAIL_URL ?? '');
  },
});

export { expect };
export { fullChromiumTag } from '../support/browser';

/**
 * Runs axe (WCAG 2.x A and AA) on the page and returns the violations, for `expect(...).toEqual([])`.
 * `alsoRules` adds axe rules outside those tags (best practices such as `landmark-unique`).
 */
export async function axeViolations(
  page: Page,
  { alsoRules = [] }: { readonly alsoRules?: readonly string[] } = {},
): Promise<string[]> {
  const runs = [new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])];
  if (alsoRules.length > 0) runs.push(new AxeBuilder({ page }).withRules([...alsoRules]));
  const violations = [];
  for (const run of runs) violations.push(...(await run.analyze()).violations);
  return violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}
