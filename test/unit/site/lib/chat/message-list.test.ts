import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../../../../shared/api/chat';
import { mergeMessages } from '../../../../../site/lib/chat/message-list';

const message = (id: string, timestamp: string): ChatMessage => ({
  id,
  sessionId: 's',
  senderType: 'user',
  senderName: 'Amina',
  content: id,
  timestamp,
});

describe('merging messages into a conversation', () => {
  it('shows a message that arrives twice (history and live frame) once', () => {
    const a = message('a', '2026-03-01T10:00:00.000Z');
    expect(mergeMessages([a], [a, a])).toEqual([a]);
  });

  it('keeps time order when a late frame is older than what is shown', () => {
    const late = message('late', '2026-03-01T10:00:01.000Z');
    const shown = [message('x', '2026-03-01T10:00:00.000Z'), message('y', '2026-03-01T10:00:02.000Z')];
    expect(mergeMessages(shown, [late]).map((m) => m.id)).toEqual(['x', 'late', 'y']);
  });

  it('orders messages of the same millisecond by id, the same way every time', () => {
    const t = '2026-03-01T10:00:00.000Z';
    expect(mergeMessages([message('b', t)], [message('a', t)]).map((m) => m.id)).toEqual(['a', 'b']);
  });
});
