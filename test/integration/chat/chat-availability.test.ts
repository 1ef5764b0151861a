import { randomUUID } from 'node:crypto';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  chatAvailabilityPath,
  chatIdleCloseMinutes,
  chatStartPath,
  type ServerFrame,
} from '../../../shared/api/chat';
import { apiErrorSchema } from '../../../shared/api/errors';
import { registerConnection } from '../../../functions/chat/connections';
import { createChatApp } from '../../../functions/chat/routes';
import { getChatSession, startChatSession } from '../../../functions/chat/sessions';
import { createSesMailer } from '../../../functions/lib/mailer';
import { createChatSocketRoutes } from '../../../functions/socket/chat-routes';
import { closeIdleChats } from '../../../functions/socket/idle-chats';
import type { SocketEvent } from '../../../functions/socket/types';
import { ensureTable } from '../../../infra/local/resources';
import { mailsTo } from '../applications/support';
import { dynamoClient, stack } from '../support';
import { db, messageFrame } from './support';

/**
 * A table of its own: whether an agent is online depends on every support console connected, and the
 * idle rule closes every idle chat of the table it reads, so neither can share the stack's table with
 * the tests running beside this one.
 */
const own = { db, tableName: `chat-${randomUUID().slice(0, 8)}` };
const minute = 60_000;
let clock = new Date();
const deps = { ...own, now: () => clock };

beforeAll(async () => {
  await ensureTable(dynamoClient(), own.tableName);
});

/** Frames posted to each connection, as the management API would deliver them. */
const posted = new Map<string, ServerFrame[]>();
const post = async (connectionId: string, frame: ServerFrame) => {
  posted.set(connectionId, [...(posted.get(connectionId) ?? []), frame]);
  return true;
};
const supportEmail = `support+${randomUUID().slice(0, 8)}@kenya-eta.localhost`;
const ses = new SESv2Client({
  region: 'eu-west-1',
  endpoint: stack.endpoints.ses,
  credentials: stack.credentials,
});
const routes = createChatSocketRoutes({
  ...deps,
  siteOrigin: stack.url,
  postFor: () => post,
  offlineMail: {
    mailer: createSesMailer({ ses, from: 'no-reply@kenya-eta.localhost' }),
    supportEmail,
    siteOrigin: stack.url,
  },
});
const event = (routeKey: string, connectionId: string, body?: unknown): SocketEvent => ({
  requestContext: {
    routeKey,
    eventType: routeKey === '$connect' ? 'CONNECT' : 'MESSAGE',
    connectionId,
    domainName: 'localhost',
    stage: 'local',
    requestTimeEpoch: Date.now(),
    identity: { sourceIp: '127.0.0.1' },
  },
  ...(body === undefined ? {} : { body: JSON.stringify(body) }),
});
const app = createChatApp({ ...deps, siteOrigin: stack.url });
const startChat = (body: unknown) =>
  app.request(chatStartPath, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
const available = async () =>
  ((await (await app.request(chatAvailabilityPath)).json()) as { agentsOnline: boolean }).agentsOnline;

describe('with no agent online', () => {
  it('says so, and asks the visitor for an e-mail address to reply to', async () => {
    expect(await available()).toBe(false);
    const res = await startChat({ customerName: 'Amina' });
    expect(res.status).toBe(400);
    expect(apiErrorSchema.parse(await res.json()).issues).toEqual([
      { path: 'customerEmail', message: 'chat.errors.emailRequiredOffline' },
    ]);
    expect((await startChat({ customerName: 'Amina', customerEmail: 'amina@example.com' })).status).toBe(201);
  });

  it('sends a visitor’s message to the support inbox, replying to the visitor', async () => {
    const session = await startChatSession(deps, {
      customerName: 'Wanjiru',
      customerEmail: 'wanjiru@example.com',
    });
    await routes.$connect(event('$connect', 'visitor-1'));
    await routes.join(
      event('join', 'visitor-1', { type: 'join', sessionId: session.sessionId, userType: 'customer' }),
    );
    expect(posted.get('visitor-1')?.[0]).toMatchObject({ type: 'joined', agentsOnline: false });
    await routes.message(
      event('message', 'visitor-1', messageFrame(session.sessionId, 'My payment went through twice')),
    );
    const [mail, ...more] = await mailsTo(supportEmail);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('Chat message from Wanjiru (no agent was online)');
    expect(mail?.body.text).toContain('My payment went through twice');
    expect((mail as unknown as { replyTo: string[] }).replyTo).toEqual(['wanjiru@example.com']);
  });
});

describe('with an agent online', () => {
  it('says so, starts a chat with a name alone, and mails nothing', async () => {
    await registerConnection(deps, 'console-1', {
      username: 'grace',
      displayName: 'Grace',
      staffSessionHash: 'not-checked-here',
    });
    expect(await available()).toBe(true);
    expect((await startChat({ customerName: 'Joseph' })).status).toBe(201);
    const before = (await mailsTo(supportEmail)).length;
    const session = await startChatSession(deps, { customerName: 'Kamau' });
    await routes.$connect(event('$connect', 'visitor-2'));
    await routes.join(
      event('join', 'visitor-2', { type: 'join', sessionId: session.sessionId, userType: 'customer' }),
    );
    await routes.message(event('message', 'visitor-2', messageFrame(session.sessionId, 'Hello')));
    expect(posted.get('console-1')?.some((f) => f.type === 'message' && f.content === 'Hello')).toBe(true);
    expect((await mailsTo(supportEmail)).length).toBe(before);
  });
});

describe('the idle rule', () => {
  it('closes a chat whose visitor said nothing for 30 minutes, telling the visitor and the consoles', async () => {
    clock = new Date();
    const quiet = await startChatSession(deps, { customerName: 'Quiet', customerEmail: 'quiet@example.com' });
    const talking = await startChatSession(deps, {
      customerName: 'Talking',
      customerEmail: 'talk@example.com',
    });
    await routes.$connect(event('$connect', 'visitor-3'));
    await routes.join(
      event('join', 'visitor-3', { type: 'join', sessionId: quiet.sessionId, userType: 'customer' }),
    );
    await routes.$connect(event('$connect', 'visitor-4'));
    await routes.join(
      event('join', 'visitor-4', { type: 'join', sessionId: talking.sessionId, userType: 'customer' }),
    );

    clock = new Date(clock.getTime() + 20 * minute);
    await routes.message(event('message', 'visitor-4', messageFrame(talking.sessionId, 'Still here')));
    clock = new Date(clock.getTime() + (chatIdleCloseMinutes - 20 + 1) * minute);
    const closed = await closeIdleChats({ ...deps, post });

    expect(closed).toContain(quiet.sessionId);
    expect(closed).not.toContain(talking.sessionId);
    expect(await getChatSession(deps, quiet.sessionId)).toMatchObject({ status: 'closed', closedBy: 'idle' });
    expect(await getChatSession(deps, talking.sessionId)).toMatchObject({ status: 'open' });
    const told = { type: 'closed', sessionId: quiet.sessionId, closedBy: 'idle' };
    expect(posted.get('visitor-3')).toContainEqual(told);
    expect(posted.get('console-1')).toContainEqual(told);

    // A tab that comes back to it learns why it ended.
    await routes.$connect(event('$connect', 'visitor-5'));
    await routes.join(
      event('join', 'visitor-5', { type: 'join', sessionId: quiet.sessionId, userType: 'customer' }),
    );
    expect(posted.get('visitor-5')).toEqual([told]);
  });
});
