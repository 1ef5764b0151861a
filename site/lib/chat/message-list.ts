import type { ChatMessage } from '../../../shared/api/chat';

/** Oldest first; messages of the same millisecond keep a stable order (by id). */
function byTime(a: ChatMessage, b: ChatMessage): number {
  return a.timestamp < b.timestamp
    ? -1
    : a.timestamp > b.timestamp
      ? 1
      : a.id < b.id
        ? -1
        : a.id > b.id
          ? 1
          : 0;
}

/**
 * Adds messages to a conversation, each once: a message can arrive twice (in the history a join answers
 * and as a live frame, or as the answer to a resend), and is shown once, in time order.
 */
export function mergeMessages(list: readonly ChatMessage[], incoming: readonly ChatMessage[]): ChatMessage[] {
  const known = new Set(list.map((m) => m.id));
  const added = incoming.filter((m) => {
    if (known.has(m.id)) return false;
    known.add(m.id);
    return true;
  });
  if (added.length === 0) return list as ChatMessage[];
  return [...list, ...added].sort(byTime);
}
