import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { chatHistoryPath, type ChatHistoryPage } from '../../../shared/api/chat';
import { closeChatSession, startChatSession } from '../../../functions/chat/sessions';
import { stack } from '../support';
import { chatDeps, signedInAgent } from './support';

/** A surname no other test uses, so a search finds that test's chats only. */
const surname = () => `Nyambura${randomUUID().replace(/\D/g, '').slice(0, 8)}`;

async function history(query: Record<string, string>, headers: Record<string, string>) {
  const url = new URL(chatHistoryPath, stack.url);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return fetch(url, { headers });
}

describe('the console’s history', () => {
  it('keeps a closed chat, most recently closed first, with who closed it', async () => {
    const family = surname();
    const agent = await signedInAgent();
    const first = await startChatSession(chatDeps, { customerName: `Achieng ${family}` });
    const second = await startChatSession(chatDeps, { customerName: `Baraka ${family}` });
    await closeChatSession(chatDeps, first.sessionId, 'visitor');
    await closeChatSession(chatDeps, second.sessionId, 'agent', agent.staff.username);
    const page = (await (await history({}, agent.headers)).json()) as ChatHistoryPage;
    const ids = page.sessions.map((s) => s.sessionId);
    expect(ids.indexOf(second.sessionId)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(second.sessionId)).toBeLessThan(ids.indexOf(first.sessionId));
    expect(page.sessions.find((s) => s.sessionId === second.sessionId)).toMatchObject({
      status: 'closed',
      closedBy: 'agent',
    });
  });

  it('finds chats, open or closed, by the start of a name or e-mail, whatever the case and accents', async () => {
    const family = surname();
    const agent = await signedInAgent();
    const amelie = await startChatSession(chatDeps, {
      customerName: `Amélie ${family}`,
      customerEmail: `amelie.${family.toLowerCase()}@example.com`,
    });
    const other = await startChatSession(chatDeps, { customerName: `Zawadi ${family}` });
    await closeChatSession(chatDeps, amelie.sessionId, 'agent', agent.staff.username);
    const found = async (q: string) =>
      ((await (await history({ q }, agent.headers)).json()) as ChatHistoryPage).sessions.map(
        (s) => s.sessionId,
      );

    expect(await found(`AMEL ${family.slice(0, 5)}`)).toEqual([amelie.sessionId]);
    expect(await found(`amelie.${family.toLowerCase().slice(0, 4)}`)).toEqual([amelie.sessionId]);
    expect((await found(family.toLowerCase())).sort()).toEqual([amelie.sessionId, other.sessionId].sort());
    expect(await found(`Zaw ${family}`)).toEqual([other.sessionId]);
  });

  it('asks for 2 characters at least, and is for staff only', async () => {
    const agent = await signedInAgent();
    const short = await history({ q: 'a' }, agent.headers);
    expect(short.status).toBe(400);
    expect(await short.json()).toMatchObject({
      issues: [{ path: 'q', message: 'chatConsole.history.tooShort' }],
    });
    expect((await history({}, {})).status).toBe(401);
  });
});
