import type { BrowserContext, Page } from '@playwright/test';
import { staffSessionCookie } from '../../../shared/api/admin';
import { chatDictionaries, dictionaries } from '../../../shared/i18n';
import type { LocaleCode } from '../../../shared/locales';
import { createTestStaff, e2eTable, signInByApi } from '../../support/staff';
import { withConsentGiven } from '../public/support';

export const en = chatDictionaries.en;
export const consoleEn = dictionaries.en;

/** A support agent signed in through the real sign-in API, its session cookie in the browser context. */
export async function signInAgent(
  context: BrowserContext,
  baseURL: string,
  displayName: string,
): Promise<void> {
  const staff = await createTestStaff(e2eTable(), { role: 'support', displayName });
  const token = await signInByApi(baseURL, staff.username, staff.password, staff.totpSecret);
  await context.addCookies([
    { name: staffSessionCookie, value: token, url: baseURL, httpOnly: true, sameSite: 'Strict' },
  ]);
}

/** Opens a page with consent given (the banner stays out of the way) and opens the chat from its bubble. */
export async function openChat(page: Page, path = '/', locale: LocaleCode = 'en') {
  await withConsentGiven(page);
  await page.goto(path);
  await page.getByRole('button', { name: chatDictionaries[locale]['chat.bubble.open'] }).click();
  return page.getByRole('region', { name: chatDictionaries[locale]['chat.title'] });
}

/**
 * Starts a chat from the pre-chat form and waits until the conversation is connected. The e-mail is
 * given too: while no agent is online (another test's console may or may not be open) it is required.
 */
export async function startChat(page: Page, name: string, email = 'visitor@example.com') {
  const panel = page.getByRole('region', { name: en['chat.title'] });
  await panel.getByLabel(en['chat.prechat.name']).fill(name);
  await emailField(page).fill(email);
  await panel.getByRole('button', { name: en['chat.prechat.start'] }).click();
  await waitConnected(page);
  return panel;
}

export async function waitConnected(page: Page) {
  await page.locator('.chat-dot--on').waitFor();
}

export function messageBox(page: Page) {
  return page.getByRole('region', { name: en['chat.title'] }).getByLabel(en['chat.message.label']);
}

export function chatLog(page: Page) {
  return page.getByRole('log', { name: en['chat.log.label'] });
}

/** The pre-chat e-mail field, optional or (no agent online) required: both labels start alike. */
export function emailField(page: Page, locale: LocaleCode = 'en') {
  const m = chatDictionaries[locale];
  const required = m['chat.prechat.emailRequired'].replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page
    .getByRole('region', { name: m['chat.title'] })
    .getByRole('textbox', { name: new RegExp(`^${required}`) });
}
