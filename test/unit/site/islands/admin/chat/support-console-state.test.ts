import { describe, expect, it } from 'vitest';
import type { ChatMessage, ChatSessionSummary, ServerFrame } from '../../../../../../shared/api/chat';
import { badgedTitle } from '../../../../../../site/islands/admin/chat/console-alerts';
import { alertFor } from '../../../../../../site/islands/admin/chat/use-support-console';
import {
  consoleReducer,
  initialConsole,
  type ConsoleAction,
} from '../../../../../../site/islands/admin/chat/support-console-state';

const chat = (sessionId: string, lastActivityAt: string, unreadCount = 0): ChatSessionSummary => ({
  sessionId,
  customerName: `Visitor ${sessionId}`,
  status: 'open',
  createdAt: '2026-03-01T09:00:00.000Z',
  lastActivityAt,
  unreadCount,
  messageCount: unreadCount,
});
const message = (
  sessionId: string,
  timestamp: string,
  senderType: 'user' | 'admin' = 'user',
): ChatMessage => ({
  id: `${sessionId}-${timestamp}`,
  sessionId,
  senderType,
  senderName: senderType === 'user' ? 'Visitor' : 'Grace',
  content: `at ${timestamp}`,
  timestamp,
});
const frame = (m: ChatMessage, reading = true): ConsoleAction => ({
  type: 'frame',
  frame: { type: 'message', ...m },
  reading,
});
const run = (actions: ConsoleAction[]) => actions.reduce(consoleReducer, initialConsole);
const list = (state: ReturnType<typeof run>) => (typeof state.chats === 'string' ? [] : state.chats);
const loaded: ConsoleAction = {
  type: 'chats',
  chats: [chat('a', '2026-03-01T10:00:00.000Z'), chat('b', '2026-03-01T10:05:00.000Z', 2)],
};

describe('the support console’s state', () => {
  it('lists chats with the most recent activity first', () => {
    expect(list(run([loaded])).map((c) => c.sessionId)).toEqual(['b', 'a']);
  });

  it('counts a visitor message as unread unless its chat is open in front of the agent', () => {
    const t = '2026-03-01T10:10:00.000Z';
    expect(list(run([loaded, frame(message('a', t))])).find((c) => c.sessionId === 'a')?.unreadCount).toBe(1);
    expect(
      list(run([loaded, { type: 'select', sessionId: 'a' }, frame(message('a', t))])).find(
        (c) => c.sessionId === 'a',
      )?.unreadCount,
    ).toBe(0);
    expect(
      list(run([loaded, { type: 'select', sessionId: 'a' }, frame(message('a', t), false)])).find(
        (c) => c.sessionId === 'a',
      )?.unreadCount,
    ).toBe(1);
  });

  it('moves a chat with a new message to the top, with its preview', () => {
    const state = run([loaded, frame(message('a', '2026-03-01T10:10:00.000Z'))]);
    expect(list(state)[0]).toMatchObject({
      sessionId: 'a',
      lastMessagePreview: 'at 2026-03-01T10:10:00.000Z',
    });
  });

  it('never counts the agents’ own replies as unread', () => {
    const state = run([loaded, frame(message('a', '2026-03-01T10:10:00.000Z', 'admin'))]);
    expect(list(state).find((c) => c.sessionId === 'a')?.unreadCount).toBe(0);
  });

  it('clears the unread count once the chat is marked read', () => {
    expect(
      list(run([loaded, { type: 'read', sessionId: 'b' }])).find((c) => c.sessionId === 'b')?.unreadCount,
    ).toBe(0);
  });

  it('adds a chat a visitor just joined, and takes a closed one off the list', () => {
    const joined: ConsoleAction = {
      type: 'frame',
      frame: { type: 'session', session: chat('c', '2026-03-01T10:20:00.000Z') },
      reading: true,
    };
    const closed: ConsoleAction = {
      type: 'frame',
      frame: { type: 'closed', sessionId: 'b', closedBy: 'visitor' },
      reading: true,
    };
    expect(list(run([loaded, joined, closed])).map((c) => c.sessionId)).toEqual(['c', 'a']);
  });

  it('keeps a refused reply in view instead of losing it silently', () => {
    const state = run([
      loaded,
      {
        type: 'queued',
        item: {
          clientMessageId: 'r1',
          sessionId: 'b',
          content: 'Hello',
          queuedAt: '2026-03-01T10:00:00.000Z',
        },
      },
      { type: 'sent', clientMessageId: 'r1' },
      {
        type: 'frame',
        frame: { type: 'error', error: 'session_closed', clientMessageId: 'r1', sessionId: 'b' },
        reading: true,
      },
    ]);
    expect(state.outbox).toEqual([]);
    expect(state.refused.map((i) => i.content)).toEqual(['Hello']);
  });
});

describe('the console’s alerts', () => {
  const alert = (sessionId: string, kind: 'chat' | 'message' = 'chat') =>
    ({ type: 'alert', alert: { kind, sessionId, customerName: `Visitor ${sessionId}` } }) as const;

  it('keeps what arrived in the background and counts what the agent has not seen', () => {
    const state = run([loaded, alert('c'), alert('b', 'message')]);
    expect(state.alerts.map((a) => a.sessionId)).toEqual(['c', 'b']);
    expect(state.unseenAlerts).toBe(2);
  });

  it('clears the count when the agent is back, and an alert when its chat is opened', () => {
    const back = run([loaded, alert('c'), alert('b', 'message'), { type: 'alertsSeen' }]);
    expect(back.unseenAlerts).toBe(0);
    expect(back.alerts).toHaveLength(2);
    expect(consoleReducer(back, { type: 'select', sessionId: 'c' }).alerts.map((a) => a.sessionId)).toEqual([
      'b',
    ]);
    expect(consoleReducer(back, { type: 'dismissAlerts' }).alerts).toEqual([]);
  });

  it('keeps the chat the idle rule closed, with the reason, when its history is read', () => {
    const state = run([
      loaded,
      {
        type: 'history',
        session: { ...chat('a', '2026-03-01T10:00:00.000Z'), status: 'closed', closedBy: 'idle' },
        messages: [],
      },
    ]);
    expect(state.conversations.a?.closedBy).toBe('idle');
  });
});

describe('an alert', () => {
  const session = (sessionId: string): ServerFrame => ({
    type: 'session',
    session: { ...chat(sessionId, '2026-03-01T10:00:00.000Z'), unreadCount: 0, messageCount: 0 },
  });

  it('is raised for a chat the console did not list, or a visitor’s message, not for an agent’s', () => {
    const chats = list(run([loaded]));
    expect(alertFor(session('new'), chats)).toMatchObject({ kind: 'chat', sessionId: 'new' });
    expect(alertFor(session('a'), chats)).toBeUndefined();
    expect(alertFor({ type: 'message', ...message('a', '2026-03-01T10:09:00.000Z') }, chats)).toMatchObject({
      kind: 'message',
      sessionId: 'a',
    });
    expect(
      alertFor({ type: 'message', ...message('a', '2026-03-01T10:09:00.000Z', 'admin') }, chats),
    ).toBeUndefined();
  });

  it('announces a chat as new once, even when its first message comes before the list shows it', () => {
    const chats = list(run([loaded]));
    const announced = new Set(['new']);
    expect(alertFor(session('new'), chats, announced)).toBeUndefined();
    const first = { type: 'message', ...message('new', '2026-03-01T10:09:00.000Z') } as ServerFrame;
    expect(alertFor(first, chats)).toMatchObject({ kind: 'chat', sessionId: 'new' });
    expect(alertFor(first, chats, announced)).toMatchObject({ kind: 'message', sessionId: 'new' });
  });

  it('puts the count in front of the tab title, and only while there is one', () => {
    expect(badgedTitle('Support chats', 3, (n) => `(${n})`)).toBe('(3) Support chats');
    expect(badgedTitle('Support chats', 0, (n) => `(${n})`)).toBe('Support chats');
  });
});
