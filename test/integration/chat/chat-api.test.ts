import { randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import {
  chatMessagesPath,
  chatReadPath,
  chatSessionsPath,
  chatStartPath,
  type ChatHistoryAnswer,
  type OpenChatsAnswer,
} from '../../../shared/api/chat';
import { apiErrorSchema } from '../../../shared/api/errors';
import { chatKeys } from '../../../functions/chat/chat-table';
import { createChatApp } from '../../../functions/chat/routes';
import { stack } from '../support';
import { TestSocket, db, isMessage, messageFrame, newChat, signedInAgent, table } from './support';

const start = (body: unknown) =>
  fetch(new URL(chatStartPath, stack.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

const stored = async (sessionId: string) =>
  (
    await db.send(
      new GetCommand({ TableName: stack.tableName, Key: chatKeys.session(sessionId), ConsistentRead: true }),
    )
  ).Item;

describe('POST /api/chat/start', () => {
  // Whether the e-mail may be left out depends on an agent being online: chat-availability.test.ts.
  it('starts a chat under an unguessable id, the name trimmed', async () => {
    const res = await start({ customerName: '  Amina Otieno  ', customerEmail: 'amina@example.com' });
    expect(res.status).toBe(201);
    const { sessionId } = (await res.json()) as { sessionId: string };
    expect(sessionId).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(await stored(sessionId)).toMatchObject({
      customerName: 'Amina Otieno',
      status: 'open',
      unreadCount: 0,
    });
  });

  it('keeps a trimmed e-mail when one is given', async () => {
    const res = await start({ customerName: 'Joseph', customerEmail: ' joseph@example.com ' });
    const { sessionId } = (await res.json()) as { sessionId: string };
    expect((await stored(sessionId))?.customerEmail).toBe('joseph@example.com');
  });

  it.each([
    [{ customerName: '   ' }, 'customerName', 'chat.errors.nameRequired'],
    [{}, 'customerName', 'chat.errors.nameRequired'],
    [{ customerName: 'x'.repeat(81) }, 'customerName', 'chat.errors.nameTooLong'],
    [{ customerName: 'Amina', customerEmail: 'not-an-email' }, 'customerEmail', 'common.error.emailInvalid'],
  ])('answers 400 with the field and a message key for %j', async (body, path, message) => {
    const res = await start(body);
    expect(res.status).toBe(400);
    expect(apiErrorSchema.parse(await res.json()).issues).toEqual([{ path, message }]);
  });

  it('answers 429 with Retry-After once a client has started too many chats', async () => {
    const app = createChatApp({
      ...table,
      now: () => new Date(),
      siteOrigin: stack.url,
      rateLimit: { name: `chat-start-${randomUUID()}`, limit: 2, windowSeconds: 600 },
    });
    const startFrom = (address: string) =>
      app.request(
        chatStartPath,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{"customerName":"Amina","customerEmail":"amina@example.com"}',
        },
        { incoming: { socket: { remoteAddress: address } } },
      );
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await startFrom('203.0.113.70')).status);
    expect(statuses).toEqual([201, 201, 429]);
    const limited = await startFrom('203.0.113.70');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await startFrom('203.0.113.71')).status).toBe(201);
  });
});

describe('the support console’s reads', () => {
  it('answer 401 without a staff session', async () => {
    const sessionId = await newChat();
    for (const path of [chatSessionsPath, chatMessagesPath(sessionId)]) {
      expect((await fetch(new URL(path, stack.url))).status, path).toBe(401);
    }
    const read = await fetch(new URL(chatReadPath(sessionId), stack.url), {
      method: 'POST',
      headers: { origin: new URL(stack.url).origin },
    });
    expect(read.status).toBe(401);
  });

  it('list the open chats with unread counts, show a chat’s messages, and mark it read', async () => {
    const agent = await signedInAgent();
    const sessionId = await newChat('Unread Visitor');
    const visitor = await TestSocket.open();
    await visitor.join(sessionId);
    for (const text of ['first', 'second']) {
      const frame = messageFrame(sessionId, text);
      visitor.send(frame);
      await visitor.next((f) => isMessage(f) && f.clientMessageId === frame.clientMessageId);
    }
    await visitor.close();

    const list = (await (
      await fetch(new URL(chatSessionsPath, stack.url), { headers: agent.headers })
    ).json()) as OpenChatsAnswer;
    expect(list.sessions.find((s) => s.sessionId === sessionId)).toMatchObject({
      customerName: 'Unread Visitor',
      unreadCount: 2,
      messageCount: 2,
      lastMessagePreview: 'second',
      lastSenderType: 'user',
    });

    const history = (await (
      await fetch(new URL(chatMessagesPath(sessionId), stack.url), { headers: agent.headers })
    ).json()) as ChatHistoryAnswer;
    expect(history.messages.map((m) => m.content)).toEqual(['first', 'second']);

    const noOrigin = await fetch(new URL(chatReadPath(sessionId), stack.url), {
      method: 'POST',
      headers: { cookie: agent.cookie },
    });
    expect(noOrigin.status).toBe(403);
    const read = await fetch(new URL(chatReadPath(sessionId), stack.url), {
      method: 'POST',
      headers: agent.headers,
    });
    expect(read.status).toBe(204);
    expect((await stored(sessionId))?.unreadCount).toBe(0);
  });

  it('answers 404 for a chat that does not exist', async () => {
    const agent = await signedInAgent();
    const res = await fetch(new URL(chatMessagesPath('B'.repeat(24)), stack.url), { headers: agent.headers });
    expect(res.status).toBe(404);
  });

  it('no longer lists a chat once it is closed', async () => {
    const agent = await signedInAgent();
    const sessionId = await newChat();
    const listed = async () =>
      (
        (await (
          await fetch(new URL(chatSessionsPath, stack.url), { headers: agent.headers })
        ).json()) as OpenChatsAnswer
      ).sessions.some((s) => s.sessionId === sessionId);
    expect(await listed()).toBe(true);
    const consoleSocket = await TestSocket.open('?role=agent', agent.headers);
    consoleSocket.send({ type: 'close', sessionId });
    await consoleSocket.next((f) => f.type === 'closed' && f.sessionId === sessionId);
    await consoleSocket.close();
    expect(await listed()).toBe(false);
  });
});
