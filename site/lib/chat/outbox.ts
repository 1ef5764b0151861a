/**
 * Messages typed but not yet confirmed by the server. Each has its own id (`clientMessageId`): the
 * server stores a message once per id, so resending after a reconnect never makes a duplicate. They
 * are sent one at a time, in order; the next goes once the server has answered the previous one.
 */
export interface OutboxItem {
  readonly clientMessageId: string;
  readonly sessionId: string;
  readonly content: string;
  /** ISO time it was typed (for display while it waits). */
  readonly queuedAt: string;
}

export type Outbox = readonly OutboxItem[];

/** Adds a message at the end, unless one with the same id is already waiting. */
export function enqueue(outbox: Outbox, item: OutboxItem): Outbox {
  return outbox.some((i) => i.clientMessageId === item.clientMessageId) ? outbox : [...outbox, item];
}

/** The server confirmed (stored) these messages: they leave the outbox. */
export function settle(outbox: Outbox, clientMessageIds: Iterable<string>): Outbox {
  const done = new Set(clientMessageIds);
  if (done.size === 0) return outbox;
  const rest = outbox.filter((i) => !done.has(i.clientMessageId));
  return rest.length === outbox.length ? outbox : rest;
}

/** The message to send next for a chat: the oldest one waiting. */
export function nextToSend(outbox: Outbox, sessionId: string): OutboxItem | undefined {
  return outbox.find((i) => i.sessionId === sessionId);
}

/** A fresh id for a message (a random UUID: unguessable and unique per sender). */
export function newClientMessageId(): string {
  return crypto.randomUUID();
}
