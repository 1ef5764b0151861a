import type { Page } from '@playwright/test';
import { expect, fullChromiumTag, test } from '../fixtures';
import { chatLog, consoleEn, messageBox, openChat, signInAgent, startChat } from './support';

interface Recorded {
  readonly notifications: { title: string; body?: string }[];
  tones: number;
}

/**
 * Records what the console asks of the browser, passing every call through: the notifications it
 * shows and the tones it plays (an oscillator each).
 */
async function recordAlerts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const recorded: Recorded = { notifications: [], tones: 0 };
    (window as unknown as { recorded: Recorded }).recorded = recorded;
    const Real = window.Notification;
    const Recording = function (this: unknown, title: string, options?: NotificationOptions) {
      recorded.notifications.push({ title, ...(options?.body ? { body: options.body } : {}) });
      return new Real(title, options);
    } as unknown as typeof Notification;
    Object.defineProperty(Recording, 'permission', { get: () => Real.permission });
    Recording.requestPermission = Real.requestPermission.bind(Real);
    window.Notification = Recording;
    const createOscillator = AudioContext.prototype.createOscillator;
    AudioContext.prototype.createOscillator = function (this: AudioContext) {
      recorded.tones += 1;
      return createOscillator.call(this);
    };
  });
}

const recorded = (page: Page) => page.evaluate(() => (window as unknown as { recorded: Recorded }).recorded);

test(
  'a chat started while the console is in the background raises the alert: notification, tone, title badge, list',
  { tag: fullChromiumTag },
  async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL });
    await context.grantPermissions(['notifications']);
    await signInAgent(context, baseURL ?? '', 'Alert Agent');
    const agent = await context.newPage();
    await recordAlerts(agent);
    await agent.goto('/kenya-eta-admin/chat');
    await expect(agent.getByText(consoleEn['chatConsole.status.connected'])).toBeVisible();
    await expect(agent.getByText(consoleEn['chatConsole.alerts.enabled'])).toBeVisible();
    // The agent's first click lets the page play sound later (browsers' autoplay rule).
    await agent.getByRole('tab', { name: consoleEn['chatConsole.openChats'] }).click();
    const title = await agent.title();

    // Headless Chromium tells every page it has the focus; without that emulation a page that is not in
    // front loses it, as a background tab does.
    const cdp = await context.newCDPSession(agent);
    await cdp.send('Emulation.setFocusEmulationEnabled', { enabled: false });
    const visitor = await context.newPage();
    await visitor.bringToFront();
    await expect.poll(() => agent.evaluate(() => document.hasFocus())).toBe(false);
    const name = `Background visitor ${Date.now()}`;
    await openChat(visitor);
    await startChat(visitor, name);
    await messageBox(visitor).fill('Is anyone there?');
    await messageBox(visitor).press('Enter');
    await expect(chatLog(visitor).getByText('Is anyone there?')).toBeVisible();

    const newChat = consoleEn['chatConsole.alerts.newChat'].replace('{name}', name);
    await expect
      .poll(async () => (await recorded(agent)).notifications.map((n) => n.title))
      .toContain(newChat);
    expect((await recorded(agent)).tones).toBeGreaterThan(0);
    await expect.poll(() => agent.title()).toMatch(new RegExp(`^\\(\\d+\\) ${title}$`));

    await agent.bringToFront();
    await expect.poll(() => agent.title()).toBe(title);
    const away = agent.getByRole('alert').filter({ hasText: consoleEn['chatConsole.alerts.heading'] });
    await expect(away).toContainText(newChat);
    await away.getByRole('listitem').filter({ hasText: newChat }).getByRole('button').click();
    await expect(agent.getByRole('log', { name }).getByText('Is anyone there?')).toBeVisible();
    await expect(away.getByRole('listitem').filter({ hasText: name })).toHaveCount(0);
    await context.close();
  },
);
