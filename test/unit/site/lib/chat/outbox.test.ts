import { describe, expect, it } from 'vitest';
import {
  enqueue,
  newClientMessageId,
  nextToSend,
  settle,
  type OutboxItem,
} from '../../../../../site/lib/chat/outbox';

const item = (id: string, sessionId = 'chat-a', content = `text ${id}`): OutboxItem => ({
  clientMessageId: id,
  sessionId,
  content,
  queuedAt: '2026-03-01T10:00:00.000Z',
});

describe('the outbox of unsent messages', () => {
  it('keeps messages in the order they were typed and sends the oldest first', () => {
    const outbox = [item('1'), item('2'), item('3')].reduce(enqueue, []);
    expect(nextToSend(outbox, 'chat-a')?.clientMessageId).toBe('1');
    expect(outbox.map((i) => i.clientMessageId)).toEqual(['1', '2', '3']);
  });

  it('holds one message per id: queuing the same id again changes nothing', () => {
    const outbox = enqueue(enqueue([], item('1')), item('1', 'chat-a', 'other text'));
    expect(outbox).toEqual([item('1')]);
  });

  it('lets a message go only once the server confirmed it, whatever order confirmations come in', () => {
    let outbox = [item('1'), item('2'), item('3')].reduce(enqueue, []);
    outbox = settle(outbox, ['2']);
    expect(outbox.map((i) => i.clientMessageId)).toEqual(['1', '3']);
    outbox = settle(outbox, ['1', 'unknown']);
    expect(nextToSend(outbox, 'chat-a')?.clientMessageId).toBe('3');
  });

  it('returns the same outbox when nothing was confirmed (no needless re-render)', () => {
    const outbox = [item('1')];
    expect(settle(outbox, [])).toBe(outbox);
    expect(settle(outbox, ['9'])).toBe(outbox);
  });

  it('sends only the messages of the chat asked for', () => {
    const outbox = [item('1', 'chat-b'), item('2', 'chat-a')];
    expect(nextToSend(outbox, 'chat-a')?.clientMessageId).toBe('2');
    expect(nextToSend(outbox, 'chat-c')).toBeUndefined();
  });

  it('gives every message a fresh id the server accepts', () => {
    const a = newClientMessageId();
    expect(a).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(newClientMessageId()).not.toBe(a);
  });
});
