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
