import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../../../../shared/api/chat';
import {
  initialVisitorChat,
  isConnected,
  visitorChatReducer,
  type VisitorChatAction,
  type VisitorChatState,
} from '../../../../../site/islands/chat/visitor-chat-state';

const sessionId = 'AbCdEfGhIjKlMnOpQrStUvWx';
const run = (actions: VisitorChatAction[], from: VisitorChatState = initialVisitorChat) =>
  actions.reduce(visitorChatReducer, from);
const started: VisitorChatAction = { type: 'started', session: { sessionId, customerName: 'Amina' } };
const queued = (id: string): VisitorChatAction => ({
  type: 'queued',
  item: { clientMessageId: id, sessionId, content: `text ${id}`, queuedAt: '2026-03-01T10:00:00.000Z' },
});
const stored = (
  id: string,
  clientMessageId?: string,
  senderType: 'user' | 'admin' = 'user',
): ChatMessage => ({
  id,
  sessionId,
  senderType,
  senderName: senderType === 'user' ? 'Amina' : 'Grace',
  content: id,
  timestamp: `2026-03-01T10:00:0${id.length}.000Z`,
  ...(clientMessageId ? { clientMessageId } : {}),
});
const joined = (messages: ChatMessage[] = [], agentsOnline = true): VisitorChatAction => ({
  type: 'frame',
  frame: {
    type: 'joined',
    session: { sessionId, status: 'open', customerName: 'Amina' },
    messages,
    agentsOnline,
  },
});
const open: VisitorChatAction = { type: 'socket', state: 'open' };

describe('the visitor’s chat state', () => {
  it('is connected only once the socket is open and the chat joined', () => {
    expect(isConnected(run([started, open]))).toBe(false);
    expect(isConnected(run([started, open, joined()]))).toBe(true);
    expect(isConnected(run([started, open, joined(), { type: 'socket', state: 'waiting' }]))).toBe(false);
  });

  it('keeps a message typed before a drop and lets it go once the history shows it stored', () => {
    let state = run([started, open, joined(), queued('c1'), { type: 'sent', clientMessageId: 'c1' }]);
    state = run([{ type: 'socket', state: 'waiting' }], state);
    expect(state.outbox.map((i) => i.clientMessageId)).toEqual(['c1']);
    expect(state.inFlight).toBeUndefined(); // resent after the next join
    state = run([open, joined([stored('m1', 'c1')])], state);
    expect(state.outbox).toEqual([]);
    expect(state.messages.map((m) => m.id)).toEqual(['m1']);
  });

  it('settles the message in flight when its copy comes back, so the next one can go', () => {
    const state = run([
      started,
      open,
      joined(),
      queued('c1'),
      queued('c2'),
      { type: 'sent', clientMessageId: 'c1' },
      { type: 'frame', frame: { type: 'message', ...stored('m1', 'c1') } },
    ]);
    expect(state.inFlight).toBeUndefined();
    expect(state.outbox.map((i) => i.clientMessageId)).toEqual(['c2']);
  });

  it('treats the answer to a resend (ack) like the message itself, shown once', () => {
    const state = run([
      started,
      open,
      joined([stored('m1', 'c1')]),
      queued('c1'),
      { type: 'frame', frame: { type: 'ack', message: stored('m1', 'c1') } },
    ]);
    expect(state.messages).toHaveLength(1);
    expect(state.outbox).toEqual([]);
  });

  it('shows the agent’s replies', () => {
    const state = run([
      started,
      open,
      joined(),
      { type: 'frame', frame: { type: 'message', ...stored('reply', undefined, 'admin') } },
    ]);
    expect(state.messages[0]).toMatchObject({ senderType: 'admin', senderName: 'Grace' });
  });

  it('ends the chat when support closes it or the chat no longer exists', () => {
    expect(
      run([
        started,
        open,
        joined(),
        { type: 'frame', frame: { type: 'closed', sessionId, closedBy: 'agent' } },
      ]).ended,
    ).toBe('agent');
    expect(
      run([started, { type: 'frame', frame: { type: 'error', error: 'unknown_session', sessionId } }]).ended,
    ).toBe('gone');
    expect(
      run([started, { type: 'frame', frame: { type: 'error', error: 'session_closed', sessionId } }]).ended,
    ).toBe('agent');
  });

  it('says the chat was closed for want of a message when the idle rule closed it', () => {
    expect(
      run([
        started,
        open,
        joined(),
        { type: 'frame', frame: { type: 'closed', sessionId, closedBy: 'idle' } },
      ]).ended,
    ).toBe('idle');
    expect(
      run([started, { type: 'frame', frame: { type: 'closed', sessionId, closedBy: 'visitor' } }]).ended,
    ).toBe('gone');
  });

  it('knows from the join whether an agent is online', () => {
    expect(run([started, open, joined([], false)]).agentsOnline).toBe(false);
    expect(run([started, open, joined([], true)]).agentsOnline).toBe(true);
  });

  it('drops a message the server will never take, instead of resending it forever', () => {
    const state = run([
      started,
      open,
      joined(),
      queued('bad'),
      { type: 'sent', clientMessageId: 'bad' },
      { type: 'frame', frame: { type: 'error', error: 'invalid_frame', clientMessageId: 'bad' } },
    ]);
    expect(state.outbox).toEqual([]);
    expect(state.inFlight).toBeUndefined();
  });

  it('ignores frames of another chat', () => {
    const state = run([
      started,
      open,
      joined(),
      { type: 'frame', frame: { type: 'message', ...stored('x'), sessionId: 'other' } },
    ]);
    expect(state.messages).toEqual([]);
  });

  it('forgets everything on close: back to the pre-chat form', () => {
    expect(run([started, open, joined([stored('m1')]), queued('c9'), { type: 'reset' }])).toEqual(
      initialVisitorChat,
    );
  });
});
