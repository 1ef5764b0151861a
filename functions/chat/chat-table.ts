import { randomBytes } from 'node:crypto';
import type { ChatMessage, ChatSessionSummary, ClosedBy } from '../../shared/api/chat';
import type { TableRef } from '../lib/applications-table';

/**
 * The chat's items in the one table (layout and access patterns: `functions/chat/README.md`).
 * Both the HTTP concern (`functions/chat/`) and the socket (`functions/socket/`) use these keys.
 */
export const chatKeys = {
  session: (sessionId: string) => ({ pk: `CHAT#${sessionId}`, sk: 'SESSION' }),
  message: (sessionId: string, timestamp: string, id: string) => ({
    pk: `CHAT#${sessionId}`,
    sk: `MSG#${timestamp}#${id}`,
  }),
  messagePrefix: 'MSG#',
  /** One per sender's message id: a resend finds the message stored the first time. */
  clientMessage: (sessionId: string, sender: string, clientMessageId: string) => ({
    pk: `CHAT#${sessionId}`,
    sk: `CMID#${sender}#${clientMessageId}`,
  }),
  /** A connection that joined the chat (visitor tabs). */
  member: (sessionId: string, connectionId: string) => ({
    pk: `CHAT#${sessionId}`,
    sk: `CONN#${connectionId}`,
  }),
  memberPrefix: 'CONN#',
  connection: (connectionId: string) => ({ pk: `CHATCONN#${connectionId}`, sk: 'CONN' }),
  /** Every support console connection: they receive the messages of every chat. */
  agent: (connectionId: string) => ({ pk: 'CHATAGENTS', sk: `CONN#${connectionId}` }),
  agentsPartition: 'CHATAGENTS',
} as const;

/** gsi1: the open chats, most recent activity first. Closing a chat moves it to `closedChatsIndex`. */
export const openChatsIndex = {
  name: 'gsi1',
  partition: 'CHAT#open',
  sort: (lastActivityAt: string, sessionId: string) => `${lastActivityAt}#${sessionId}`,
} as const;

/** gsi1: the chats that ended, most recently closed first (the console's history). */
export const closedChatsIndex = {
  name: 'gsi1',
  partition: 'CHAT#closed',
  sort: (closedAt: string, sessionId: string) => `${closedAt}#${sessionId}`,
} as const;

/** Chats and their messages are deleted (TTL) 90 days after their last activity. */
export const chatRetentionSeconds = 90 * 24 * 3600;
/** API Gateway closes a WebSocket after 2 hours: connection items outlive that a little. */
export const connectionTtlSeconds = 3 * 3600;

export interface ChatDeps extends TableRef {
  readonly now: () => Date;
}

export const epochSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** 144 random bits (base64url): session ids and message ids. */
export function randomId(bytes = 18): string {
  return randomBytes(bytes).toString('base64url');
}

/** The chat session item: what the console lists, plus its keys, the closing and the TTL. */
export interface StoredChatSession extends Omit<ChatSessionSummary, 'closedBy'> {
  readonly pk: string;
  readonly sk: string;
  readonly entity: 'chatSession';
  /** When the visitor last sent a message (absent before the first): the idle rule reads it. */
  readonly lastVisitorAt?: string;
  /** Chats closed before `ClosedBy` was recorded hold the agent's username here. */
  readonly closedBy?: ClosedBy | string;
  /** The staff account that closed the chat, when an agent did. */
  readonly closedByUsername?: string;
  readonly expiresAt: number;
  readonly gsi1pk?: string;
  readonly gsi1sk?: string;
}

export interface StoredChatMessage extends ChatMessage {
  readonly pk: string;
  readonly sk: string;
  readonly entity: 'chatMessage';
  /** The staff account behind an agent's message (the display name may change). */
  readonly senderUsername?: string;
  readonly expiresAt: number;
}

export interface StoredClientMessage {
  readonly pk: string;
  readonly sk: string;
  readonly entity: 'chatClientMessage';
  /** The sort key of the message stored for it. */
  readonly messageSk: string;
  readonly expiresAt: number;
}

export interface StoredChatConnection {
  readonly pk: string;
  readonly sk: string;
  readonly entity: 'chatConnection';
  readonly connectionId: string;
  readonly role: 'customer' | 'agent';
  /** The chat a visitor's connection joined, and the visitor's name in it (the sender name). */
  readonly sessionId?: string;
  readonly customerName?: string;
  readonly username?: string;
  readonly displayName?: string;
  /** The staff session the agent connected with (checked again before each action). */
  readonly staffSessionHash?: string;
  readonly connectedAt: string;
  readonly expiresAt: number;
}

export interface StoredChatMember {
  readonly pk: string;
  readonly sk: string;
  readonly entity: 'chatMember';
  readonly connectionId: string;
  readonly sessionId: string;
  readonly expiresAt: number;
}

export interface StoredAgentConnection {
  readonly pk: string;
  readonly sk: string;
  readonly entity: 'chatAgent';
  readonly connectionId: string;
  readonly username: string;
  readonly expiresAt: number;
}

export function toSummary(item: StoredChatSession): ChatSessionSummary {
  return {
    sessionId: item.sessionId,
    customerName: item.customerName,
    ...(item.customerEmail === undefined ? {} : { customerEmail: item.customerEmail }),
    status: item.status,
    createdAt: item.createdAt,
    lastActivityAt: item.lastActivityAt,
    ...(item.lastMessagePreview === undefined ? {} : { lastMessagePreview: item.lastMessagePreview }),
    ...(item.lastSenderType === undefined ? {} : { lastSenderType: item.lastSenderType }),
    unreadCount: item.unreadCount,
    messageCount: item.messageCount,
    ...(item.closedAt === undefined ? {} : { closedAt: item.closedAt }),
    ...(item.closedBy === undefined ? {} : { closedBy: closedByOf(item.closedBy) }),
  };
}

/** Who closed a chat; an older record names the agent's username instead. */
function closedByOf(value: string): ClosedBy {
  return value === 'visitor' || value === 'idle' ? value : 'agent';
}

export function toMessage(item: StoredChatMessage): ChatMessage {
  return {
    id: item.id,
    sessionId: item.sessionId,
    senderType: item.senderType,
    senderName: item.senderName,
    content: item.content,
    timestamp: item.timestamp,
    ...(item.clientMessageId === undefined ? {} : { clientMessageId: item.clientMessageId }),
  };
}
