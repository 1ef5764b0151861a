import type { ChatMessage, ChatSessionSummary, ClosedBy, ServerFrame } from '../../../../shared/api/chat';
import { mergeMessages } from '../../../lib/chat/message-list';
import { enqueue, settle, type Outbox, type OutboxItem } from '../../../lib/chat/outbox';
import type { SocketState } from '../../../lib/chat/reconnecting-socket';
import type { ConsoleAlert } from './console-alerts';

export interface Conversation {
  readonly messages: readonly ChatMessage[];
  readonly loaded: boolean;
  readonly email?: string;
  readonly customerName: string;
  readonly createdAt: string;
  readonly closedBy?: ClosedBy;
}

/** The support console: the open chats, the conversations read so far, the agent's outbox. */
export interface ConsoleState {
  readonly chats: readonly ChatSessionSummary[] | 'loading' | 'failed';
  readonly selected?: string;
  readonly conversations: Readonly<Record<string, Conversation>>;
  readonly outbox: Outbox;
  readonly inFlight?: string;
  readonly socket: SocketState | 'idle';
  /** Replies the server refused (the chat was closed meanwhile, or the session ended). */
  readonly refused: readonly OutboxItem[];
  /** What arrived while the console was in the background, until the agent opens or dismisses it. */
  readonly alerts: readonly ConsoleAlert[];
  /** How many of those the agent has not seen yet (the tab title's badge). */
  readonly unseenAlerts: number;
}

export type ConsoleAction =
  | { readonly type: 'chats'; readonly chats: readonly ChatSessionSummary[] | 'loading' | 'failed' }
  | { readonly type: 'select'; readonly sessionId: string }
  | {
      readonly type: 'history';
      readonly session: ChatSessionSummary;
      readonly messages: readonly ChatMessage[];
    }
  | { readonly type: 'read'; readonly sessionId: string }
  | { readonly type: 'socket'; readonly state: SocketState }
  | { readonly type: 'frame'; readonly frame: ServerFrame; readonly reading: boolean }
  | { readonly type: 'queued'; readonly item: OutboxItem }
  | { readonly type: 'sent'; readonly clientMessageId: string }
  | { readonly type: 'unanswered' }
  | { readonly type: 'alert'; readonly alert: ConsoleAlert }
  /** The console is in front again: the badge goes, the list of what arrived stays. */
  | { readonly type: 'alertsSeen' }
  | { readonly type: 'dismissAlerts' };

export const initialConsole: ConsoleState = {
  chats: 'loading',
  conversations: {},
  outbox: [],
  socket: 'idle',
  refused: [],
  alerts: [],
  unseenAlerts: 0,
};

const byActivity = (a: ChatSessionSummary, b: ChatSessionSummary) =>
  a.lastActivityAt < b.lastActivityAt ? 1 : a.lastActivityAt > b.lastActivityAt ? -1 : 0;

function upsert(chats: readonly ChatSessionSummary[], chat: ChatSessionSummary): ChatSessionSummary[] {
  return [...chats.filter((c) => c.sessionId !== chat.sessionId), chat].sort(byActivity);
}

function settled(state: ConsoleState, message: ChatMessage): ConsoleState {
  const id = message.clientMessageId;
  if (id === undefined) return state;
  return {
    ...state,
    outbox: settle(state.outbox, [id]),
    inFlight: state.inFlight === id ? undefined : state.inFlight,
  };
}

/** A message arrived: into its conversation (if read), and onto its row in the list (unread unless read now). */
function onMessage(state: ConsoleState, message: ChatMessage, reading: boolean): ConsoleState {
  const conversation = state.conversations[message.sessionId];
  const conversations = conversation
    ? {
        ...state.conversations,
        [message.sessionId]: { ...conversation, messages: mergeMessages(conversation.messages, [message]) },
      }
    : state.conversations;
  const unseen = message.senderType === 'user' && !(reading && state.selected === message.sessionId);
  const chats =
    typeof state.chats === 'string'
      ? state.chats
      : state.chats.map((c) =>
          c.sessionId !== message.sessionId || c.lastActivityAt > message.timestamp
            ? c
            : {
                ...c,
                lastActivityAt: message.timestamp,
                lastMessagePreview: message.content.slice(0, 140),
                lastSenderType: message.senderType,
                unreadCount: c.unreadCount + (unseen ? 1 : 0),
                messageCount: c.messageCount + 1,
              },
        );
  return settled(
    { ...state, conversations, chats: typeof chats === 'string' ? chats : [...chats].sort(byActivity) },
    message,
  );
}

function onFrame(state: ConsoleState, frame: ServerFrame, reading: boolean): ConsoleState {
  switch (frame.type) {
    case 'session':
      return typeof state.chats === 'string'
        ? state
        : { ...state, chats: upsert(state.chats, frame.session) };
    case 'message':
      return onMessage(state, frame, reading);
    case 'ack':
      return onMessage(state, frame.message, reading);
    case 'closed': {
      const conversation = state.conversations[frame.sessionId];
      return {
        ...state,
        chats:
          typeof state.chats === 'string'
            ? state.chats
            : state.chats.filter((c) => c.sessionId !== frame.sessionId),
        conversations: conversation
          ? { ...state.conversations, [frame.sessionId]: { ...conversation, closedBy: frame.closedBy } }
          : state.conversations,
      };
    }
    case 'error': {
      const refused = state.outbox.find((i) => i.clientMessageId === frame.clientMessageId);
      if (!refused || frame.error === 'internal') return state;
      return { ...settledId(state, refused.clientMessageId), refused: [...state.refused, refused] };
    }
    default:
      return state;
  }
}

function settledId(state: ConsoleState, clientMessageId: string): ConsoleState {
  return {
    ...state,
    outbox: settle(state.outbox, [clientMessageId]),
    inFlight: state.inFlight === clientMessageId ? undefined : state.inFlight,
  };
}

export function consoleReducer(state: ConsoleState, action: ConsoleAction): ConsoleState {
  switch (action.type) {
    case 'chats':
      return {
        ...state,
        chats: typeof action.chats === 'string' ? action.chats : [...action.chats].sort(byActivity),
      };
    case 'select':
      return {
        ...state,
        selected: action.sessionId,
        alerts: state.alerts.filter((a) => a.sessionId !== action.sessionId),
      };
    case 'history': {
      const { session } = action;
      const before = state.conversations[session.sessionId];
      const conversation: Conversation = {
        messages: mergeMessages(before?.messages ?? [], action.messages),
        loaded: true,
        customerName: session.customerName,
        createdAt: session.createdAt,
        ...(session.customerEmail ? { email: session.customerEmail } : {}),
        ...(session.status === 'closed' ? { closedBy: session.closedBy ?? before?.closedBy ?? 'agent' } : {}),
      };
      return { ...state, conversations: { ...state.conversations, [session.sessionId]: conversation } };
    }
    case 'read':
      return typeof state.chats === 'string'
        ? state
        : {
            ...state,
            chats: state.chats.map((c) => (c.sessionId === action.sessionId ? { ...c, unreadCount: 0 } : c)),
          };
    case 'socket':
      return { ...state, socket: action.state, ...(action.state === 'open' ? {} : { inFlight: undefined }) };
    case 'frame':
      return onFrame(state, action.frame, action.reading);
    case 'queued':
      return { ...state, outbox: enqueue(state.outbox, action.item) };
    case 'sent':
      return { ...state, inFlight: action.clientMessageId };
    case 'unanswered':
      return { ...state, inFlight: undefined };
    case 'alert':
      return { ...state, alerts: [...state.alerts, action.alert], unseenAlerts: state.unseenAlerts + 1 };
    case 'alertsSeen':
      return state.unseenAlerts === 0 ? state : { ...state, unseenAlerts: 0 };
    case 'dismissAlerts':
      return { ...state, alerts: [], unseenAlerts: 0 };
  }
}
