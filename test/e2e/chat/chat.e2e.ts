import type { WebSocketRoute } from '@playwright/test';
import { chatDictionaries } from '../../../shared/i18n';
import { axeViolations, expect, test } from '../fixtures';
import { withConsentGiven } from '../public/support';
import {
  chatLog,
  consoleEn,
  emailField,
  en,
  messageBox,
  openChat,
  signInAgent,
  startChat,
  waitConnected,
} from './support';

test.describe('the live chat', () => {
  test('a visitor and a signed-in agent chat, and both see the whole conversation after a reload', async ({
    browser,
    baseURL,
  }) => {
    const visitorContext = await browser.newContext({ baseURL });
    const agentContext = await browser.newContext({ baseURL });
    const visitor = await visitorContext.newPage();
    const agent = await agentContext.newPage();
    const name = `Amina ${Date.now()}`;

    await openChat(visitor, '/faq');
    await startChat(visitor, name);
    await messageBox(visitor).fill('Hello, is my eTA ready?');
    await messageBox(visitor).press('Enter');
    await expect(chatLog(visitor).getByText('Hello, is my eTA ready?')).toBeVisible();

    await signInAgent(agentContext, baseURL ?? '', 'Grace Wanjiru');
    await withConsentGiven(agent);
    await agent.goto('/kenya-eta-admin/chat');
    const row = agent.getByRole('button', { name: new RegExp(name) });
    await expect(row).toContainText(consoleEn['chatConsole.unread'].replace('{count}', '1'));
    await row.click();
    const conversation = agent.getByRole('log', { name });
    await expect(conversation.getByText('Hello, is my eTA ready?')).toBeVisible();
    await expect(row).not.toContainText(consoleEn['chatConsole.unread'].replace('{count}', '1'));
    const reply = agent.getByLabel(consoleEn['chatConsole.reply']);
    await reply.fill('Hello! It is being reviewed.');
    await agent.getByRole('button', { name: consoleEn['chat.send'] }).click();

    const answer = chatLog(visitor).getByRole('listitem').filter({ hasText: 'Hello! It is being reviewed.' });
    await expect(answer).toContainText('Grace Wanjiru');

    await visitor.reload();
    await waitConnected(visitor);
    await expect(chatLog(visitor).getByRole('listitem')).toHaveText([
      /You.*Hello, is my eTA ready\?/,
      /Grace Wanjiru.*Hello! It is being reviewed\./,
    ]);
    await agent.reload();
    await agent.getByRole('button', { name: new RegExp(name) }).click();
    await expect(agent.getByRole('log', { name }).getByRole('listitem')).toHaveText([
      new RegExp(`${name}.*Hello, is my eTA ready\\?`),
      /Grace Wanjiru.*Hello! It is being reviewed\./,
    ]);

    await visitorContext.close();
    await agentContext.close();
  });

  test('sends on Enter and starts a new line on Shift+Enter', async ({ page }) => {
    await openChat(page);
    await startChat(page, 'Joseph');
    const box = messageBox(page);
    await box.pressSequentially('First line');
    await box.press('Shift+Enter');
    await box.pressSequentially('second line');
    await expect(box).toHaveValue('First line\nsecond line');
    await box.press('Enter');
    await expect(box).toHaveValue('');
    const sent = chatLog(page).getByRole('listitem').last();
    await expect(sent.locator('.chat-msg__text')).toHaveText('First line\nsecond line');
  });

  test('with an agent online, says so, keeps Start disabled until a name is typed, and starts with the name only', async ({
    page,
    context,
    baseURL,
  }) => {
    await signInAgent(context, baseURL ?? '', 'Online Agent');
    const agent = await context.newPage();
    await agent.goto('/kenya-eta-admin/chat');
    await expect(agent.getByText(consoleEn['chatConsole.status.connected'])).toBeVisible();
    const panel = await openChat(page);
    await expect(panel.getByText(en['chat.tagline'])).toBeVisible();
    const start = panel.getByRole('button', { name: en['chat.prechat.start'] });
    await expect(panel.getByLabel(en['chat.prechat.name'])).toBeFocused();
    await expect(start).toBeDisabled();
    await panel.getByLabel(en['chat.prechat.name']).fill('   ');
    await expect(start).toBeDisabled();
    await panel.getByLabel(en['chat.prechat.email']).fill('not-an-email');
    await panel.getByLabel(en['chat.prechat.name']).fill('Wanjiru');
    await start.click();
    const summary = panel.getByRole('alert');
    await expect(summary).toBeFocused();
    await expect(summary).toContainText(en['common.error.emailInvalid']);
    await panel.getByLabel(en['chat.prechat.email']).fill('');
    await start.click();
    await waitConnected(page);
    await expect(messageBox(page)).toBeEnabled();
  });

  test('shows a failed start with a retry, keeping what was typed', async ({ page }) => {
    const panel = await openChat(page);
    await page.route('**/api/chat/start', (route) => route.abort('connectionfailed'));
    await panel.getByLabel(en['chat.prechat.name']).fill('Otieno');
    await emailField(page).fill('otieno@example.com');
    await panel.getByRole('button', { name: en['chat.prechat.start'] }).click();
    await expect(panel.getByRole('alert')).toContainText(en['chat.errors.startFailed']);
    await page.unroute('**/api/chat/start');
    await expect(panel.getByLabel(en['chat.prechat.name'])).toHaveValue('Otieno');
    await panel.getByRole('button', { name: en['chat.prechat.start'] }).click();
    await waitConnected(page);
  });

  test('minimises to its header (also with Escape) and closing resets it to the pre-chat form', async ({
    page,
  }) => {
    const panel = await openChat(page);
    await startChat(page, 'Kamau');
    await messageBox(page).fill('Before closing');
    await messageBox(page).press('Enter');
    await expect(chatLog(page).getByText('Before closing')).toBeVisible();

    await panel.getByRole('button', { name: en['chat.minimise'] }).click();
    await expect(messageBox(page)).toBeHidden();
    const toggle = panel.getByRole('button', { name: en['chat.expand'] });
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect((await panel.boundingBox())?.height).toBeLessThanOrEqual(4 * 16 + 2);
    await toggle.click();
    await expect(messageBox(page)).toBeFocused();

    await messageBox(page).press('Escape');
    await expect(messageBox(page)).toBeHidden();
    await panel.getByRole('button', { name: en['chat.expand'] }).click();
    expect(Math.round((await panel.boundingBox())?.height ?? 0)).toBe(24 * 16);

    await panel.getByRole('button', { name: en['chat.close'] }).click();
    const bubble = page.getByRole('button', { name: en['chat.bubble.open'] });
    await expect(bubble).toBeFocused();
    await expect(bubble).toHaveAttribute('aria-expanded', 'false');
    await bubble.click();
    await expect(panel.getByLabel(en['chat.prechat.name'])).toHaveValue('');
    await expect(page.getByText('Before closing')).toHaveCount(0);
    // A reload does not bring the closed chat back either.
    await page.reload();
    await expect(page.getByRole('region', { name: en['chat.title'] })).toHaveCount(0);
  });

  test('disables the message box while the connection is down and reconnects by itself', async ({ page }) => {
    let refuse = false;
    let live: WebSocketRoute | undefined;
    await page.routeWebSocket(/\/ws$/, (ws) => {
      if (refuse) return void ws.close();
      live = ws;
      ws.connectToServer();
    });
    await openChat(page);
    await startChat(page, 'Njeri');
    await messageBox(page).fill('Typed before the drop');

    refuse = true;
    await live?.close();
    await expect(messageBox(page)).toBeDisabled();
    await expect(messageBox(page)).toHaveValue('Typed before the drop');
    await expect(page.getByRole('status').filter({ hasText: en['chat.status.reconnecting'] })).toBeVisible();
    await expect(page.locator('.chat-dot--on')).toHaveCount(0);

    refuse = false;
    // The next attempt of the back-off (at most 30 s away) gets through.
    await expect(messageBox(page)).toBeEnabled({ timeout: 35_000 });
    await expect(page.locator('.chat-dot--on')).toHaveCount(1);
    await messageBox(page).press('Enter');
    await expect(chatLog(page).getByText('Typed before the drop')).toBeVisible();
  });

  test('the open panel has no accessibility violations in English and in Arabic', async ({ page }) => {
    await openChat(page);
    expect(await axeViolations(page)).toEqual([]);
    await startChat(page, 'Axe English');
    await messageBox(page).fill('Accessibility check');
    await messageBox(page).press('Enter');
    await expect(chatLog(page).getByText('Accessibility check')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: en['chat.close'] }).click();

    const ar = chatDictionaries.ar;
    const panel = await openChat(page, '/ar/', 'ar');
    await expect(panel.getByLabel(ar['chat.prechat.name'])).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);
    // Inline end in Arabic is the left: the panel sits on the left of the screen.
    const box = await panel.boundingBox();
    expect(box?.x ?? 1000).toBeLessThan((page.viewportSize()?.width ?? 0) / 2);
    await panel.getByLabel(ar['chat.prechat.name']).fill('أمينة');
    await emailField(page, 'ar').fill('amina@example.com');
    await panel.getByRole('button', { name: ar['chat.prechat.start'] }).click();
    await waitConnected(page);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('the support console asks a visitor without a staff session to sign in, and is accessible', async ({
    page,
  }) => {
    await withConsentGiven(page);
    await page.goto('/kenya-eta-admin/chat');
    await expect(page.getByText(consoleEn['chatConsole.signedOut'])).toBeVisible();
    await expect(page.getByRole('link', { name: consoleEn['common.action.signInToAdmin'] })).toHaveAttribute(
      'href',
      '/kenya-eta-admin',
    );
    await expect(page.getByRole('button', { name: en['chat.bubble.open'] })).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('the support console with a chat open has no accessibility violations', async ({
    page,
    context,
    baseURL,
  }) => {
    await signInAgent(context, baseURL ?? '', 'Axe Agent');
    const visitor = await context.newPage();
    const name = `Axe visitor ${Date.now()}`;
    await openChat(visitor);
    await startChat(visitor, name);
    await withConsentGiven(page);
    await page.goto('/ar/kenya-eta-admin/chat');
    await page.getByRole('button', { name: new RegExp(name) }).click();
    await expect(page.getByRole('log', { name })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});
