import type { Outbox } from './outbox';
import { chatStorageKey } from './storage-key';

/**
 * The visitor's chat in session storage (it lasts as long as the tab): a reload or another page of the
 * site rejoins the same chat, shows its history, and still sends what was typed but not yet sent.
 */
export interface StoredChat {
  readonly sessionId: string;
  readonly customerName: string;
  readonly customerEmail?: string;
  readonly panel: 'open' | 'minimised';
  readonly outbox: Outbox;
}

function storage(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined; // storage disabled: the chat still works, it just does not survive a reload
  }
}

export function readStoredChat(): StoredChat | undefined {
  try {
    const raw = storage()?.getItem(chatStorageKey);
    const value: unknown = raw ? JSON.parse(raw) : undefined;
    const chat = value as Partial<StoredChat> | undefined;
    if (typeof chat?.sessionId !== 'string' || typeof chat.customerName !== 'string') return undefined;
    return {
      sessionId: chat.sessionId,
      customerName: chat.customerName,
      ...(typeof chat.customerEmail === 'string' ? { customerEmail: chat.customerEmail } : {}),
      panel: chat.panel === 'minimised' ? 'minimised' : 'open',
      outbox: Array.isArray(chat.outbox) ? chat.outbox : [],
    };
  } catch {
    return undefined;
  }
}

export function writeStoredChat(chat: StoredChat | undefined): void {
  try {
    if (chat) storage()?.setItem(chatStorageKey, JSON.stringify(chat));
    else storage()?.removeItem(chatStorageKey);
  } catch {
    // Full or disabled storage: nothing to keep.
  }
}
