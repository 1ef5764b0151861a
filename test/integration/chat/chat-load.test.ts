import { afterAll, describe, expect, it } from 'vitest';
import {
  TestSocket,
  agentSocket,
  isMessage,
  messageFrame,
  newChat,
  signedInAgent,
  storedMessages,
} from './support';

const visitors = 50;
const perVisitor = 4;
const sockets: TestSocket[] = [];

afterAll(async () => {
  await Promise.all(sockets.map((s) => s.close()));
});

/** Every message id of the frames a socket received for one chat, counted. */
function counts(socket: TestSocket, sessionIds: ReadonlySet<string>): Map<string, number> {
  const seen = new Map<string, number>();
  for (const frame of socket.frames) {
    if (isMessage(frame) && sessionIds.has(frame.sessionId))
      seen.set(frame.id, (seen.get(frame.id) ?? 0) + 1);
  }
  return seen;
}

describe('50 visitors chatting at once while an agent listens', () => {
  it('lose no message and deliver each exactly once to every connection of its chat', async () => {
    const agent = await signedInAgent();
    const consoleSocket = await agentSocket(agent);
    sockets.push(consoleSocket);
    const chats = await Promise.all(
      Array.from({ length: visitors }, async (_, i) => {
        const sessionId = await newChat(`Load visitor ${i + 1}`);
        const socket = await TestSocket.open();
        sockets.push(socket);
        await socket.join(sessionId);
        return { sessionId, socket };
      }),
    );
    const ids = new Set(chats.map((c) => c.sessionId));

    // Everyone sends everything at once.
    for (const { sessionId, socket } of chats) {
      for (let n = 1; n <= perVisitor; n++)
        socket.send(messageFrame(sessionId, `message ${n} of ${sessionId}`));
    }
    const total = visitors * perVisitor;
    await expect.poll(() => counts(consoleSocket, ids).size, { timeout: 60_000, interval: 100 }).toBe(total);
    for (const { sessionId, socket } of chats) {
      await expect
        .poll(() => counts(socket, new Set([sessionId])).size, { timeout: 30_000 })
        .toBe(perVisitor);
    }

    // A barrier: one more message each, sent after all of the above arrived. Any stray second copy of
    // an earlier message would have come before it.
    await Promise.all(
      chats.map(async ({ sessionId, socket }) => {
        const barrier = messageFrame(sessionId, 'barrier');
        socket.send(barrier);
        await consoleSocket.next(
          (f) => isMessage(f) && f.clientMessageId === barrier.clientMessageId,
          30_000,
        );
        await socket.next((f) => isMessage(f) && f.clientMessageId === barrier.clientMessageId, 30_000);
      }),
    );

    const agentCounts = counts(consoleSocket, ids);
    expect(agentCounts.size).toBe(total + visitors);
    expect([...agentCounts.values()].every((n) => n === 1)).toBe(true);
    for (const { sessionId, socket } of chats) {
      const own = counts(socket, new Set([sessionId]));
      expect(own.size, sessionId).toBe(perVisitor + 1);
      expect(
        [...own.values()].every((n) => n === 1),
        sessionId,
      ).toBe(true);
      // Nothing of anybody else's chat.
      expect(socket.frames.filter((f) => isMessage(f) && f.sessionId !== sessionId)).toEqual([]);
      const stored = await storedMessages(sessionId);
      expect(stored, sessionId).toHaveLength(perVisitor + 1);
      expect(new Set(stored.map((m) => m.clientMessageId)).size).toBe(perVisitor + 1);
    }
    console.log(
      `chat load: ${visitors} visitors × ${perVisitor} messages + 1 barrier each: ` +
        `${agentCounts.size} messages stored and delivered once to the agent and to their visitor`,
    );
  });
});
