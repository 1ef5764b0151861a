import type { ChatMessage, ClosedBy, ServerFrame } from '../../../shared/api/chat';
import { mergeMessages } from '../../lib/chat/message-list';
import { enqueue, settle, type Outbox, type OutboxItem } from '../../lib/chat/outbox';
import type { SocketState } from '../../lib/chat/reconnecting-socket';

/** Who the visitor is in a started chat. */
export interface ChatIdentity {
  readonly sessionId: string;
  readonly customerName: string;
  readonly customerEmail?: string;
}

export type Ending = 'agent' | 'idle' | 'gone';

/** The visitor's chat (spec §4): no session (pre-chat form), or a session with its conversation. */
export interface VisitorChatState {
  readonly session?: ChatIdentity;
  readonly messages: readonly ChatMessage[];
  readonly outbox: Outbox;
  /** The message sent and not yet confirmed (one at a time, so they are stored in order). */
  readonly inFlight?: string;
  readonly socket: SocketState | 'idle';
  /** The server answered our join: the socket belongs to the chat, messages may be sent. */
  readonly joined: boolean;
  readonly ended?: Ending;
  /** Whether an agent is online (the server says so when the chat is joined). */
  readonly agentsOnline?: boolean;
}

export type VisitorChatAction =
  | { readonly type: 'started'; readonly session: ChatIdentity; readonly outbox?: Outbox }
  | { readonly type: 'socket'; readonly state: SocketState }
  | { readonly type: 'frame'; readonly frame: ServerFrame }
  | { readonly type: 'queued'; readonly item: OutboxItem }
  | { readonly type: 'sent'; readonly clientMessageId: string }
  /** No answer in time: send the message again (the server stores it once). */
  | { readonly type: 'unanswered' }
  | { readonly type: 'reset' };

export const initialVisitorChat: VisitorChatState = {
  messages: [],
  outbox: [],
  socket: 'idle',
  joined: false,
};

/** Connected as the spec means it: the socket is open and the chat joined (spec §4, §5). */
export function isConnected(state: VisitorChatState): boolean {
  return state.socket === 'open' && state.joined && state.ended === undefined;
}

function received(state: VisitorChatState, messages: readonly ChatMessage[]): VisitorChatState {
  const ids = messages.flatMap((m) => (m.clientMessageId ? [m.clientMessageId] : []));
  return {
    ...state,
    messages: mergeMessages(state.messages, messages),
    outbox: settle(state.outbox, ids),
    inFlight: state.inFlight !== undefined && ids.includes(state.inFlight) ? undefined : state.inFlight,
  };
}

/** Why the visitor's chat ended: an agent closed it, the idle rule did, or it is gone (another tab). */
const endingOf = (closedBy: ClosedBy): Ending =>
  closedBy === 'agent' ? 'agent' : closedBy === 'idle' ? 'idle' : 'gone';

function onFrame(state: VisitorChatState, frame: ServerFrame): VisitorChatState {
  const sessionId = state.session?.sessionId;
  if (sessionId === undefined) return state;
  switch (frame.type) {
    case 'joined':
      if (frame.session.sessionId !== sessionId) return state;
      // Whatever was in flight is either in the history now or will be sent again.
      return {
        ...received(state, frame.messages),
        joined: true,
        inFlight: undefined,
        agentsOnline: frame.agentsOnline,
      };
    case 'message':
      return frame.sessionId === sessionId ? received(state, [frame]) : state;
    case 'ack':
      return frame.message.sessionId === sessionId ? received(state, [frame.message]) : state;
    case 'closed':
      return frame.sessionId === sessionId
        ? { ...state, ended: endingOf(frame.closedBy), inFlight: undefined }
        : state;
    case 'error':
      if (frame.sessionId !== undefined && frame.sessionId !== sessionId) return state;
      if (frame.error === 'unknown_session') return { ...state, ended: 'gone', inFlight: undefined };
      if (frame.error === 'session_closed') return { ...state, ended: 'agent', inFlight: undefined };
      if (frame.error === 'not_joined') return { ...state, joined: false, inFlight: undefined };
      if (frame.error === 'invalid_frame' && frame.clientMessageId !== undefined) {
        // The server will never take this message: drop it rather than resend it forever.
        return {
          ...state,
          outbox: settle(state.outbox, [frame.clientMessageId]),
          inFlight: state.inFlight === frame.clientMessageId ? undefined : state.inFlight,
        };
      }
      return state; // `internal`: the resend timer tries again
    default:
      return state;
  }
}

export function visitorChatReducer(state: VisitorChatState, action: VisitorChatAction): VisitorChatState {
  switch (action.type) {
    case 'started':
      return { ...initialVisitorChat, session: action.session, outbox: action.outbox ?? [] };
    case 'socket':
      return action.state === 'open'
        ? { ...state, socket: 'open' }
        : { ...state, socket: action.state, joined: false, inFlight: undefined };
    case 'frame':
      return onFrame(state, action.frame);
    case 'queued':
      return { ...state, outbox: enqueue(state.outbox, action.item) };
    case 'sent':
      return { ...state, inFlight: action.clientMessageId };
    case 'unanswered':
      return { ...state, inFlight: undefined };
    case 'reset':
      return initialVisitorChat;
  }
}
