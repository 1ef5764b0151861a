import * as z from 'zod/mini';

/**
 * The live chat's contract (spec services-payment-admin.md §2 "Live chat", §3–§9; issue 7).
 * HTTP: `POST /api/chat/start` (public) and the support console's reads (staff only), served by
 * `functions/chat/`. Socket: `/ws` (API Gateway WebSocket API; route selection on the frame's `type`),
 * served by `functions/socket/`. Clients: the widget (`site/islands/chat/`) and the support console
 * (`site/islands/admin/chat/`). Validation messages are keys of the `chat` catalog.
 */

export const chatStartPath = '/api/chat/start';
/** GET (staff): the open chats, most recent activity first. */
export const chatSessionsPath = '/api/chat/sessions';
export const chatMessagesRoute = '/api/chat/sessions/:id/messages';
export const chatMessagesPath = (id: string) => `/api/chat/sessions/${encodeURIComponent(id)}/messages`;
/** POST (staff): the agent has read the chat; its unread count returns to 0. */
export const chatReadRoute = '/api/chat/sessions/:id/read';
export const chatReadPath = (id: string) => `/api/chat/sessions/${encodeURIComponent(id)}/read`;
/** GET (public): whether an agent is online, for the widget's promise (`ChatAvailability`). */
export const chatAvailabilityPath = '/api/chat/availability';
/**
 * GET (staff): the chats that ended, most recently closed first, or with `q` every chat (open or
 * closed) whose visitor's name or e-mail starts with it (`chatHistoryQuerySchema`, `ChatHistoryPage`).
 */
export const chatHistoryPath = '/api/chat/history';
/** The socket, on the page's own host (spec §7). Agents add `?role=agent`. */
export const chatSocketPath = '/ws';
export const agentSocketQuery = 'role=agent';

export const chatLimits = {
  name: 80,
  email: 254,
  message: 2000,
  /** Messages a join or a history read answers with (the newest ones). */
  history: 200,
  /** Open chats the console lists. */
  openChats: 100,
  /** Chats one page of the history lists. */
  historyPage: 25,
} as const;

/** A chat with no message from the visitor for this long is closed, with a message to the visitor. */
export const chatIdleCloseMinutes = 30;

/** New chats one client may start per window (DESIGN decision 11): 429 with Retry-After beyond. */
export const chatStartRateLimit = { name: 'chat-start', limit: 20, windowSeconds: 600 } as const;

export const senderTypes = ['user', 'admin'] as const;
export type SenderType = (typeof senderTypes)[number];
export const chatStatuses = ['open', 'closed'] as const;
export type ChatStatus = (typeof chatStatuses)[number];
/** Who ended a chat: an agent, the visitor, or the idle rule (`chatIdleCloseMinutes`). */
export type ClosedBy = 'agent' | 'visitor' | 'idle';

/** 144 random bits, base64url: the visitor's only key to the conversation. */
export const sessionIdSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{22,64}$/));
/** The sender's own id of a message, so a resend after a reconnect is stored and delivered once. */
export const clientMessageIdSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/));

export const chatStartRequestSchema = z.object({
  customerName: z
    .string('chat.errors.nameRequired')
    .check(
      z.trim(),
      z.minLength(1, { error: 'chat.errors.nameRequired', abort: true }),
      z.maxLength(chatLimits.name, 'chat.errors.nameTooLong'),
    ),
  customerEmail: z.optional(
    z
      .string('common.error.emailInvalid')
      .check(
        z.trim(),
        z.maxLength(chatLimits.email, { error: 'common.error.emailInvalid', abort: true }),
        z.email('common.error.emailInvalid'),
      ),
  ),
});
export type ChatStartRequest = z.infer<typeof chatStartRequestSchema>;

export interface ChatStartAnswer {
  readonly sessionId: string;
}

/** Whether a support agent has the console open: the widget promises a reply within minutes, or by e-mail. */
export interface ChatAvailability {
  readonly agentsOnline: boolean;
}

/** The console's history and search (`GET /api/chat/history`). */
export const chatHistoryQuerySchema = z.object({
  /** The start of a visitor's name (any word) or e-mail, at least 2 characters. */
  q: z.optional(z.string().check(z.trim(), z.maxLength(120))),
  cursor: z.optional(z.string().check(z.maxLength(2000))),
});
export type ChatHistoryQuery = z.infer<typeof chatHistoryQuerySchema>;

/** The text of a message: trimmed, not empty, at most 2000 characters. */
export const messageContentSchema = z
  .string('chat.errors.messageRequired')
  .check(
    z.trim(),
    z.minLength(1, { error: 'chat.errors.messageRequired', abort: true }),
    z.maxLength(chatLimits.message, 'chat.errors.messageTooLong'),
  );

// ── Socket frames, browser → server (route = `type`) ───────────────────────────────────────────────

/** On open, the visitor joins its session (spec §7); the answer is a `joined` frame with the history. */
export const joinFrameSchema = z.object({
  type: z.literal('join'),
  sessionId: sessionIdSchema,
  userType: z.literal('customer'),
});

/**
 * A message. Visitors send the spec's `senderType: 'user'` and `senderName`; the server ignores both
 * and uses what it knows (the chat's name for visitors, the staff account's display name for agents).
 */
export const messageFrameSchema = z.object({
  type: z.literal('message'),
  sessionId: sessionIdSchema,
  content: messageContentSchema,
  /** The sender's own id, so a message resent after a lost connection is stored once. Optional, as in
   * the specification's frame: without one the server assigns one (and a resend is a new message). */
  clientMessageId: z.optional(clientMessageIdSchema),
  senderType: z.optional(z.enum(senderTypes)),
  senderName: z.optional(z.string().check(z.maxLength(200))),
});

/** Ends a chat: an agent any open chat, a visitor its own (the widget's close). */
export const closeFrameSchema = z.object({ type: z.literal('close'), sessionId: sessionIdSchema });

export type JoinFrame = z.infer<typeof joinFrameSchema>;
export type MessageFrame = z.input<typeof messageFrameSchema>;
export type CloseFrame = z.infer<typeof closeFrameSchema>;
export interface PingFrame {
  readonly type: 'ping';
  readonly id?: string;
}
export type ClientFrame = JoinFrame | MessageFrame | CloseFrame | PingFrame;

// ── Server → browser ───────────────────────────────────────────────────────────────────────────────

/** A stored message (spec §3 "Chat message as received", plus its id and the sender's own id). */
export interface ChatMessage {
  readonly id: string;
  readonly sessionId: string;
  readonly senderType: SenderType;
  readonly senderName: string;
  readonly content: string;
  /** ISO 8601, set by the server. */
  readonly timestamp: string;
  readonly clientMessageId?: string;
}

/** An open (or just closed) chat as the support console lists it. */
export interface ChatSessionSummary {
  readonly sessionId: string;
  readonly customerName: string;
  readonly customerEmail?: string;
  readonly status: ChatStatus;
  readonly createdAt: string;
  readonly lastActivityAt: string;
  readonly lastMessagePreview?: string;
  readonly lastSenderType?: SenderType;
  /** Visitor messages no agent has read yet. */
  readonly unreadCount: number;
  readonly messageCount: number;
  readonly closedAt?: string;
  readonly closedBy?: ClosedBy;
}

export const chatErrorCodes = [
  'invalid_frame',
  'not_joined',
  'unknown_session',
  'session_closed',
  'forbidden',
  'unknown_action',
  'internal',
] as const;
export type ChatErrorCode = (typeof chatErrorCodes)[number];

export type ServerFrame =
  | (ChatMessage & { readonly type: 'message' })
  | {
      readonly type: 'joined';
      readonly session: {
        readonly sessionId: string;
        readonly status: ChatStatus;
        readonly customerName: string;
      };
      /** The newest messages, oldest first. */
      readonly messages: readonly ChatMessage[];
      /** Whether an agent is online now (the widget's promise). */
      readonly agentsOnline: boolean;
    }
  /** The answer to a resent message that was stored before: to the sender only. */
  | { readonly type: 'ack'; readonly message: ChatMessage }
  /** To agents: a chat was joined (new or reconnected). */
  | { readonly type: 'session'; readonly session: ChatSessionSummary }
  | { readonly type: 'closed'; readonly sessionId: string; readonly closedBy: ClosedBy }
  | {
      readonly type: 'error';
      readonly error: ChatErrorCode;
      readonly sessionId?: string;
      readonly clientMessageId?: string;
    }
  | { readonly type: 'pong'; readonly id?: string };

// ── HTTP answers of the console ────────────────────────────────────────────────────────────────────

export interface OpenChatsAnswer {
  readonly sessions: readonly ChatSessionSummary[];
}

/** A page of the console's history or search, newest first (search: alphabetical by the matched term). */
export interface ChatHistoryPage {
  readonly sessions: readonly ChatSessionSummary[];
  readonly nextCursor?: string;
}

export interface ChatHistoryAnswer {
  readonly session: ChatSessionSummary;
  /** Oldest first. */
  readonly messages: readonly ChatMessage[];
}
