import { randomUUID } from 'node:crypto';
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, describe, expect, it } from 'vitest';
import type { ServerFrame } from '../../../shared/api/chat';
import { chatKeys } from '../../../functions/chat/chat-table';
import { membersOf } from '../../../functions/chat/connections';
import { hashSessionToken, staffKeys } from '../../../functions/lib/staff-session';
import { stack } from '../support';
import {
  HandshakeRefused,
  TestSocket,
  agentSocket,
  chatDeps,
  db,
  isError,
  isMessage,
  messageFrame,
  newChat,
  signedInAgent,
  storedMessages,
} from './support';

const open: TestSocket[] = [];
async function visitor(): Promise<TestSocket> {
  const socket = await TestSocket.open();
  open.push(socket);
  return socket;
}
afterEach(async () => {
  await Promise.all(open.splice(0).map((s) => s.close()));
});

const errorFor = (clientMessageId: string) => (f: ServerFrame) =>
  isError(f) && f.clientMessageId === clientMessageId;

describe('the visitor side of the chat socket', () => {
  it('joins an open chat and gets its (empty) history', async () => {
    const sessionId = await newChat('Amina');
    expect(await (await visitor()).join(sessionId)).toEqual([]);
  });

  it('stores a message and sends it back as the chat’s visitor, whatever sender the frame claims', async () => {
    const sessionId = await newChat('Amina Otieno');
    const socket = await visitor();
    await socket.join(sessionId);
    socket.send({
      ...messageFrame(sessionId, '  Hello, is my eTA ready?  '),
      senderType: 'admin',
      senderName: 'CEO',
    });
    const message = await socket.next(isMessage);
    expect(message).toMatchObject({
      sessionId,
      senderType: 'user',
      senderName: 'Amina Otieno',
      content: 'Hello, is my eTA ready?',
    });
    expect(Date.parse(message.timestamp)).not.toBeNaN();
    expect(await storedMessages(sessionId)).toHaveLength(1);
  });

  it('takes the specification’s message frame without a clientMessageId and gives it one', async () => {
    const sessionId = await newChat('Amina Otieno');
    const socket = await visitor();
    await socket.join(sessionId);
    const { clientMessageId: _omitted, ...specFrame } = messageFrame(sessionId, 'Is my eTA ready?');
    socket.send(specFrame);
    const message = await socket.next(isMessage);
    expect(message).toMatchObject({ sessionId, content: 'Is my eTA ready?' });
    expect(message.clientMessageId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(await storedMessages(sessionId)).toHaveLength(1);
  });

  it('refuses a message from a connection that has not joined, and stores nothing', async () => {
    const sessionId = await newChat();
    const socket = await visitor();
    const frame = messageFrame(sessionId, 'Let me in');
    socket.send(frame);
    expect(await socket.next(errorFor(frame.clientMessageId))).toMatchObject({
      error: 'not_joined',
      sessionId,
    });
    expect(await storedMessages(sessionId)).toEqual([]);
  });

  it('refuses to join an unknown chat, and a message to it stores nothing', async () => {
    const unknown = 'A'.repeat(24);
    const socket = await visitor();
    socket.send({ type: 'join', sessionId: unknown, userType: 'customer' });
    expect(await socket.next(isError)).toMatchObject({ error: 'unknown_session', sessionId: unknown });
    const frame = messageFrame(unknown, 'Anyone there?');
    socket.send(frame);
    expect(await socket.next(errorFor(frame.clientMessageId))).toMatchObject({ error: 'not_joined' });
    expect(await storedMessages(unknown)).toEqual([]);
  });

  it('refuses a message to another chat than the one joined', async () => {
    const [mine, theirs] = await Promise.all([newChat(), newChat()]);
    const socket = await visitor();
    await socket.join(mine);
    const frame = messageFrame(theirs, 'Reading your chat');
    socket.send(frame);
    expect(await socket.next(errorFor(frame.clientMessageId))).toMatchObject({ error: 'not_joined' });
    expect(await storedMessages(theirs)).toEqual([]);
  });

  it('refuses an empty or too long message as an invalid frame', async () => {
    const sessionId = await newChat();
    const socket = await visitor();
    await socket.join(sessionId);
    const empty = messageFrame(sessionId, '   ');
    const long = messageFrame(sessionId, 'x'.repeat(2001));
    socket.send(empty);
    socket.send(long);
    expect(await socket.next(errorFor(empty.clientMessageId))).toMatchObject({ error: 'invalid_frame' });
    expect(await socket.next(errorFor(long.clientMessageId))).toMatchObject({ error: 'invalid_frame' });
    expect(await storedMessages(sessionId)).toEqual([]);
  });

  it('gives a visitor who reconnects with the same chat its whole history, in order', async () => {
    const sessionId = await newChat('Joseph');
    const first = await visitor();
    await first.join(sessionId);
    for (const text of ['one', 'two', 'three']) {
      const frame = messageFrame(sessionId, text);
      first.send(frame);
      await first.next((f) => isMessage(f) && f.clientMessageId === frame.clientMessageId);
    }
    await first.close();
    const again = await visitor();
    const history = await again.join(sessionId);
    expect(history.map((m) => m.content)).toEqual(['one', 'two', 'three']);
  });

  it('stores a resent message id once, delivers it once, and answers the resend with an ack', async () => {
    const sessionId = await newChat();
    const [sender, otherTab] = await Promise.all([visitor(), visitor()]);
    await Promise.all([sender.join(sessionId), otherTab.join(sessionId)]);
    const frame = messageFrame(sessionId, 'Sent twice after a reconnect');
    sender.send(frame);
    const delivered = await otherTab.next(isMessage);
    sender.send(frame);
    const ack = await sender.next((f) => f.type === 'ack');
    expect(ack).toMatchObject({
      type: 'ack',
      message: { id: delivered.id, clientMessageId: frame.clientMessageId },
    });
    // A later message proves the other tab has had every frame that was coming before it.
    const later = messageFrame(sessionId, 'later');
    sender.send(later);
    await otherTab.next((f) => isMessage(f) && f.clientMessageId === later.clientMessageId);
    expect(
      otherTab.messagesOf(sessionId).filter((m) => m.clientMessageId === frame.clientMessageId),
    ).toHaveLength(1);
    expect(
      sender.messagesOf(sessionId).filter((m) => m.clientMessageId === frame.clientMessageId),
    ).toHaveLength(1);
    expect(await storedMessages(sessionId)).toHaveLength(2);
  });

  it('removes a connection that is gone when a message cannot be delivered to it', async () => {
    const sessionId = await newChat();
    const gone = `gone-${randomUUID()}`;
    const expiresAt = Math.floor(Date.now() / 1000) + 3600;
    await db.send(
      new PutCommand({
        TableName: stack.tableName,
        Item: {
          ...chatKeys.member(sessionId, gone),
          entity: 'chatMember',
          connectionId: gone,
          sessionId,
          expiresAt,
        },
      }),
    );
    await db.send(
      new PutCommand({
        TableName: stack.tableName,
        Item: {
          ...chatKeys.connection(gone),
          entity: 'chatConnection',
          connectionId: gone,
          role: 'customer',
          sessionId,
          connectedAt: new Date().toISOString(),
          expiresAt,
        },
      }),
    );
    const socket = await visitor();
    await socket.join(sessionId);
    socket.send(messageFrame(sessionId, 'Hello?'));
    await socket.next(isMessage);
    const read = (key: { pk: string; sk: string }) =>
      db.send(new GetCommand({ TableName: stack.tableName, Key: key, ConsistentRead: true }));
    await expect.poll(async () => (await read(chatKeys.member(sessionId, gone))).Item).toBeUndefined();
    expect((await read(chatKeys.connection(gone))).Item).toBeUndefined();
  });

  it('forgets a connection (and its membership) when it disconnects', async () => {
    const sessionId = await newChat();
    const socket = await visitor();
    await socket.join(sessionId);
    expect(await membersOf(chatDeps, sessionId)).toHaveLength(1);
    await socket.close();
    await expect.poll(async () => (await membersOf(chatDeps, sessionId)).length).toBe(0);
  });
});

describe('the agent side of the chat socket', () => {
  it('refuses an agent connection without a staff session at the handshake', async () => {
    await expect(TestSocket.open('?role=agent', { origin: new URL(stack.url).origin })).rejects.toEqual(
      new HandshakeRefused(401),
    );
  });

  it('refuses an agent connection whose staff session has been idle too long', async () => {
    const agent = await signedInAgent();
    const token = agent.cookie.split('=')[1] ?? '';
    await db.send(
      new UpdateCommand({
        TableName: stack.tableName,
        Key: staffKeys.session(hashSessionToken(token)),
        UpdateExpression: 'SET lastSeenAt = :old',
        ExpressionAttributeValues: { ':old': new Date(Date.now() - 31 * 60_000).toISOString() },
      }),
    );
    await expect(agentSocket(agent)).rejects.toEqual(new HandshakeRefused(401));
  });

  it('refuses an agent connection from another origin, even with a valid session', async () => {
    const agent = await signedInAgent();
    await expect(
      TestSocket.open('?role=agent', { ...agent.headers, origin: 'https://evil.example' }),
    ).rejects.toEqual(new HandshakeRefused(403));
  });

  it('lets a signed-in agent see a new chat and its messages, and reply under the display name', async () => {
    const agent = await signedInAgent('Grace Wanjiru');
    const consoleSocket = await agentSocket(agent);
    open.push(consoleSocket);
    const sessionId = await newChat('Amina');
    const socket = await visitor();
    await socket.join(sessionId);
    const session = await consoleSocket.next(
      (f) => f.type === 'session' && f.session.sessionId === sessionId,
    );
    expect(session).toMatchObject({ session: { customerName: 'Amina', status: 'open', unreadCount: 0 } });

    const question = messageFrame(sessionId, 'When will I hear back?');
    socket.send(question);
    expect(
      await consoleSocket.next((f) => isMessage(f) && f.clientMessageId === question.clientMessageId),
    ).toMatchObject({
      senderType: 'user',
      senderName: 'Amina',
    });

    const answer = {
      ...messageFrame(sessionId, 'Within 24 hours.'),
      senderType: 'user',
      senderName: 'Amina',
    };
    consoleSocket.send(answer);
    expect(
      await socket.next((f) => isMessage(f) && f.clientMessageId === answer.clientMessageId),
    ).toMatchObject({
      senderType: 'admin',
      senderName: 'Grace Wanjiru',
      content: 'Within 24 hours.',
    });
  });

  it('closes a chat for everyone connected, after which nothing more is accepted', async () => {
    const agent = await signedInAgent();
    const consoleSocket = await agentSocket(agent);
    open.push(consoleSocket);
    const sessionId = await newChat();
    const socket = await visitor();
    await socket.join(sessionId);
    consoleSocket.send({ type: 'close', sessionId });
    expect(await socket.next((f) => f.type === 'closed')).toEqual({
      type: 'closed',
      sessionId,
      closedBy: 'agent',
    });
    const late = messageFrame(sessionId, 'Wait!');
    socket.send(late);
    expect(await socket.next(errorFor(late.clientMessageId))).toMatchObject({ error: 'session_closed' });
    expect(await storedMessages(sessionId)).toEqual([]);
  });

  it('refuses a visitor who tries to close another chat', async () => {
    const [mine, theirs] = await Promise.all([newChat(), newChat()]);
    const socket = await visitor();
    await socket.join(mine);
    socket.send({ type: 'close', sessionId: theirs });
    expect(await socket.next(isError)).toMatchObject({ error: 'not_joined', sessionId: theirs });
    const stored = await db.send(
      new GetCommand({ TableName: stack.tableName, Key: chatKeys.session(theirs), ConsistentRead: true }),
    );
    expect(stored.Item?.status).toBe('open');
  });
});
