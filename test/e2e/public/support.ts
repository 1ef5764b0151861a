import type { Page } from '@playwright/test';
import { consentStorageKey } from '../../../shared/public/consent';

/** Pages of this issue, without a locale prefix. */
export { publicPages, publicAliases } from '../../../shared/public/routes';

/**
 * Stores a valid "necessary only" consent before any page script runs, for tests about something
 * else: the banner then never covers what they click.
 */
export async function withConsentGiven(page: Page): Promise<void> {
  await page.addInitScript((key) => {
    if (!localStorage.getItem(key)) {
      localStorage.setItem(
        key,
        JSON.stringify({
          necessary: true,
          analytics: false,
          marketing: false,
          timestamp: new Date().toISOString(),
        }),
      );
    }
  }, consentStorageKey);
}

/** The text of a message split around one placeholder, for matching text that holds a dynamic value. */
export function around(message: string, placeholder: string): [string, string] {
  const [before = '', after = ''] = message.split(`{${placeholder}}`);
  return [before, after];
}

/** Blocks the page's bundled module scripts (as on a slow phone before they arrive, or when they fail). */
export async function withModuleScriptsBlocked(page: Page): Promise<void> {
  await page.route('**/_astro/**/*.js', (route) => route.abort());
}

/**
 * Records every form submission the page fires, in session storage (which survives a same-origin
 * navigation), so a test can tell that a form was sent natively even if the page has since moved on.
 */
export async function recordingSubmits(page: Page): Promise<() => Promise<string[]>> {
  const key = 'e2e.submits';
  await page.addInitScript((storageKey) => {
    document.addEventListener(
      'submit',
      () => {
        const seen = JSON.parse(sessionStorage.getItem(storageKey) ?? '[]') as string[];
        sessionStorage.setItem(storageKey, JSON.stringify([...seen, location.href]));
      },
      true,
    );
  }, key);
  return async () =>
    JSON.parse((await page.evaluate((k) => sessionStorage.getItem(k), key)) ?? '[]') as string[];
}
