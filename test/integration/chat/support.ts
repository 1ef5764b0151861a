import { randomUUID } from 'node:crypto';
import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import WebSocket from 'ws';
import { staffSessionCookie } from '../../../shared/api/admin';
import type { ChatMessage, ClientFrame, ServerFrame } from '../../../shared/api/chat';
import { chatKeys } from '../../../functions/chat/chat-table';
import { startChatSession } from '../../../functions/chat/sessions';
import { createTestStaff, signInByApi, type TestStaff } from '../../support/staff';
import { dynamoClient, stack } from '../support';

export const db = DynamoDBDocumentClient.from(dynamoClient());
export const table = { db, tableName: stack.tableName };
export const chatDeps = { ...table, now: () => new Date() };
export const wsUrl = `${stack.url.replace(/^http/, 'ws')}/ws`;

/** A chat started with the domain function (the HTTP route is tested on its own, with its rate limit). */
export async function newChat(customerName = `Visitor ${randomUUID().slice(0, 6)}`): Promise<string> {
  return (await startChatSession(chatDeps, { customerName })).sessionId;
}

/** A socket client that records every frame and can wait for the ones a test expects. */
export class TestSocket {
  readonly frames: ServerFrame[] = [];
  private waiters: { match: (f: ServerFrame) => boolean; resolve: (f: ServerFrame) => void }[] = [];

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      const frame = JSON.parse(String(data)) as ServerFrame;
      this.frames.push(frame);
      this.waiters = this.waiters.filter((w) => (w.match(frame) ? (w.resolve(frame), false) : true));
    });
  }

  static open(query = '', headers: Record<string, string> = {}): Promise<TestSocket> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(`${wsUrl}${query}`, { headers });
      ws.once('open', () => resolve(new TestSocket(ws)));
      ws.once('unexpected-response', (_req, res) => reject(new HandshakeRefused(res.statusCode ?? 0)));
      ws.once('error', reject);
    });
  }

  send(frame: ClientFrame | Record<string, unknown>): void {
    this.ws.send(JSON.stringify(frame));
  }

  /** The first frame (already received or still to come) that matches. */
  next<F extends ServerFrame>(match: (f: ServerFrame) => f is F, timeoutMs?: number): Promise<F>;
  next(match: (f: ServerFrame) => boolean, timeoutMs?: number): Promise<ServerFrame>;
  next(match: (f: ServerFrame) => boolean, timeoutMs = 10_000): Promise<ServerFrame> {
    const seen = this.frames.find(match);
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no matching frame in time')), timeoutMs);
      this.waiters.push({
        match,
        resolve: (f) => {
          clearTimeout(timer);
          resolve(f);
        },
      });
    });
  }

  /** Joins a chat as its visitor and returns the history the server answered. */
  async join(sessionId: string): Promise<readonly ChatMessage[]> {
    this.send({ type: 'join', sessionId, userType: 'customer' });
    const joined = await this.next(
      (f): f is Extract<ServerFrame, { type: 'joined' }> =>
        f.type === 'joined' && f.session.sessionId === sessionId,
    );
    return joined.messages;
  }

  messagesOf(sessionId: string): ChatMessage[] {
    return this.frames.filter(
      (f): f is Extract<ServerFrame, { type: 'message' }> =>
        f.type === 'message' && f.sessionId === sessionId,
    );
  }

  close(): Promise<void> {
    return new Promise((resolve) => {
      if (this.ws.readyState === WebSocket.CLOSED) return resolve();
      this.ws.once('close', () => resolve());
      this.ws.close();
    });
  }
}

export class HandshakeRefused extends Error {
  override name = 'HandshakeRefused';
  constructor(readonly status: number) {
    super(`handshake refused with ${status}`);
  }
}

export const isMessage = (f: ServerFrame): f is Extract<ServerFrame, { type: 'message' }> =>
  f.type === 'message';
export const isError = (f: ServerFrame): f is Extract<ServerFrame, { type: 'error' }> => f.type === 'error';

export function messageFrame(sessionId: string, content: string, clientMessageId = randomUUID()) {
  return {
    type: 'message',
    sessionId,
    senderType: 'user',
    senderName: 'ignored',
    content,
    clientMessageId,
  } as const;
}

/** The stored messages of a chat (a Query of its partition). */
export async function storedMessages(sessionId: string): Promise<Record<string, unknown>[]> {
  const result = await db.send(
    new QueryCommand({
      TableName: stack.tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :msg)',
      ExpressionAttributeValues: { ':pk': chatKeys.session(sessionId).pk, ':msg': chatKeys.messagePrefix },
      ConsistentRead: true,
    }),
  );
  return result.Items ?? [];
}

export interface SignedInAgent {
  readonly staff: TestStaff;
  readonly cookie: string;
  readonly headers: Record<string, string>;
}

/** A support account signed in through the real sign-in API (password, then TOTP code). */
export async function signedInAgent(displayName?: string): Promise<SignedInAgent> {
  const staff = await createTestStaff(table, { role: 'support', ...(displayName ? { displayName } : {}) });
  const token = await signInByApi(stack.url, staff.username, staff.password, staff.totpSecret);
  const cookie = `${staffSessionCookie}=${token}`;
  return { staff, cookie, headers: { cookie, origin: new URL(stack.url).origin } };
}

export function agentSocket(agent: SignedInAgent): Promise<TestSocket> {
  return TestSocket.open('?role=agent', agent.headers);
}
