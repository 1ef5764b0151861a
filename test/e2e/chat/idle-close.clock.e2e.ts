import { chatIdleCloseMinutes } from '../../../shared/api/chat';
import { advanceStackClock } from '../../support/stack-clock';
import { withConsentGiven } from '../public/support';
import { expect, test } from '../fixtures';
import { chatLog, consoleEn, en, messageBox, openChat, signInAgent, startChat } from './support';

/**
 * The idle rule end to end, on the stack's settable clock: a chat whose visitor has sent nothing for
 * 31 minutes is closed by the scheduled job (every 5 s locally), the visitor is told why, and the
 * chat stays in the console's history with its conversation. Moving the clock closes every chat open
 * on the stack, so this file runs in the `clock` project, after every other end-to-end test.
 */
test('a chat idle for 31 minutes is closed, the visitor told why, and it stays in the console history', async ({
  browser,
  baseURL,
}) => {
  const visitorContext = await browser.newContext({ baseURL });
  const agentContext = await browser.newContext({ baseURL });
  const visitor = await visitorContext.newPage();
  const agent = await agentContext.newPage();
  const name = `Idle visitor ${Date.now()}`;

  await openChat(visitor, '/faq');
  await startChat(visitor, name);
  await messageBox(visitor).fill('I will be back in a moment.');
  await messageBox(visitor).press('Enter');
  await expect(chatLog(visitor).getByText('I will be back in a moment.')).toBeVisible();

  await signInAgent(agentContext, baseURL ?? '', 'Idle Agent');
  await withConsentGiven(agent);
  await agent.goto('/kenya-eta-admin/chat');
  await expect(agent.getByRole('button', { name: new RegExp(name) })).toBeVisible();

  // 31 minutes pass in two steps; between them the agent works in the console (a reload), so the
  // staff session (30 idle minutes) stays alive while the visitor stays silent.
  await advanceStackClock(baseURL ?? '', 20 * 60_000);
  await agent.reload();
  await expect(agent.getByRole('button', { name: new RegExp(name) })).toBeVisible();
  await advanceStackClock(baseURL ?? '', (chatIdleCloseMinutes + 1 - 20) * 60_000);
  // The local idle job runs every 5 seconds: the visitor's widget is told as soon as it has run.
  await expect(visitor.getByText(en['chat.ended.idle'])).toBeVisible({ timeout: 20_000 });

  await agent.getByRole('tab', { name: consoleEn['chatConsole.history.title'] }).click();
  const kept = agent.getByRole('button', { name: new RegExp(name) });
  await expect(kept).toBeVisible();
  await kept.click();
  await expect(agent.getByRole('log', { name }).getByText('I will be back in a moment.')).toBeVisible();
  await expect(agent.getByText(consoleEn['chatConsole.closed.idle'])).toBeVisible();
  await visitorContext.close();
  await agentContext.close();
});
