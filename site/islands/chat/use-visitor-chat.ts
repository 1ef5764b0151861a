import { useCallback, useEffect, useReducer, useRef } from 'react';
import {
  chatStartPath,
  type ChatStartAnswer,
  type ChatStartRequest,
  type ClientFrame,
  type ServerFrame,
} from '../../../shared/api/chat';
import { apiErrorSchema, type ApiIssue } from '../../../shared/api/errors';
import { writeStoredChat, type StoredChat } from '../../lib/chat/chat-storage';
import { newClientMessageId, nextToSend } from '../../lib/chat/outbox';
import { ReconnectingSocket } from '../../lib/chat/reconnecting-socket';
import { chatSocketUrl } from '../../lib/chat/socket-url';
import {
  initialVisitorChat,
  isConnected,
  visitorChatReducer,
  type ChatIdentity,
  type VisitorChatState,
} from './visitor-chat-state';

export type StartOutcome =
  | { readonly ok: true }
  | { readonly ok: false; readonly issues?: readonly ApiIssue[]; readonly retryAfterSeconds?: number };

/** A sent message with no answer after this long is sent again (the server stores it once). */
const answerTimeoutMs = 15_000;
/** After the visitor closes the chat, the socket waits this long for the server to confirm. */
const closeGraceMs = 3_000;

function initialState(restored: StoredChat | undefined): VisitorChatState {
  if (!restored) return initialVisitorChat;
  const { sessionId, customerName, customerEmail } = restored;
  return visitorChatReducer(initialVisitorChat, {
    type: 'started',
    session: { sessionId, customerName, ...(customerEmail ? { customerEmail } : {}) },
    outbox: restored.outbox,
  });
}

/**
 * The visitor's side of the chat: start (`POST /api/chat/start`), the socket (join on every open,
 * reconnect with back-off), the outbox (sent one at a time, resent until confirmed), close, and the
 * session-storage copy that lets a reload rejoin the same chat.
 */
export function useVisitorChat(restored: StoredChat | undefined, panel: 'open' | 'minimised' | 'closed') {
  const [state, dispatch] = useReducer(visitorChatReducer, restored, initialState);
  const socketRef = useRef<ReconnectingSocket | undefined>(undefined);
  const closing = useRef(new Set<ReconnectingSocket>());
  const sessionId = state.session?.sessionId;
  const active = sessionId !== undefined && state.ended === undefined;

  useEffect(() => {
    if (!active || sessionId === undefined) return;
    const join: ClientFrame = { type: 'join', sessionId, userType: 'customer' };
    // One Set for the hook's whole life: read it once here, for the callbacks and the cleanup.
    const closingSockets = closing.current;
    const socket = new ReconnectingSocket({
      url: chatSocketUrl(window.location),
      onOpen: () => socket.send(join),
      onFrame: (value) => {
        const frame = value as ServerFrame;
        if (closingSockets.has(socket)) {
          if (frame.type === 'closed' || frame.type === 'error') socket.stop();
          return;
        }
        if (frame.type === 'error' && frame.error === 'not_joined') socket.send(join);
        dispatch({ type: 'frame', frame });
      },
      onState: (next) => {
        if (!closingSockets.has(socket)) dispatch({ type: 'socket', state: next });
      },
    });
    socketRef.current = socket;
    socket.start();
    return () => {
      if (socketRef.current === socket) socketRef.current = undefined;
      if (!closingSockets.has(socket)) socket.stop();
    };
  }, [active, sessionId]);

  // The outbox: the oldest waiting message goes once the chat is connected and nothing is in flight.
  useEffect(() => {
    const session = state.session;
    if (!session || !isConnected(state) || state.inFlight !== undefined) return;
    const next = nextToSend(state.outbox, session.sessionId);
    if (!next) return;
    const frame: ClientFrame = {
      type: 'message',
      sessionId: session.sessionId,
      senderType: 'user',
      senderName: session.customerName,
      content: next.content,
      clientMessageId: next.clientMessageId,
    };
    if (socketRef.current?.send(frame)) dispatch({ type: 'sent', clientMessageId: next.clientMessageId });
  }, [state]);

  useEffect(() => {
    if (state.inFlight === undefined) return;
    const timer = setTimeout(() => dispatch({ type: 'unanswered' }), answerTimeoutMs);
    return () => clearTimeout(timer);
  }, [state.inFlight]);

  useEffect(() => {
    const session = state.session;
    writeStoredChat(
      session && state.ended === undefined && panel !== 'closed'
        ? { ...session, panel, outbox: state.outbox }
        : undefined,
    );
  }, [state.session, state.ended, state.outbox, panel]);

  const start = useCallback(async (request: ChatStartRequest): Promise<StartOutcome> => {
    try {
      const res = await fetch(chatStartPath, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        credentials: 'include',
        body: JSON.stringify(request),
      });
      if (res.status === 201) {
        const { sessionId: id } = (await res.json()) as ChatStartAnswer;
        const session: ChatIdentity = { sessionId: id, ...request };
        dispatch({ type: 'started', session });
        return { ok: true };
      }
      if (res.status === 429)
        return { ok: false, retryAfterSeconds: Number(res.headers.get('retry-after')) || 600 };
      const body = apiErrorSchema.safeParse(await res.json().catch(() => undefined));
      return { ok: false, issues: body.success ? body.data.issues : undefined };
    } catch {
      return { ok: false };
    }
  }, []);

  const send = useCallback(
    (content: string) => {
      if (sessionId === undefined) return;
      const item = {
        clientMessageId: newClientMessageId(),
        sessionId,
        content,
        queuedAt: new Date().toISOString(),
      };
      dispatch({ type: 'queued', item });
    },
    [sessionId],
  );

  /** Ends the chat (spec §4): tells the server when connected, then closes the socket and forgets it. */
  const close = useCallback(() => {
    const socket = socketRef.current;
    if (socket && sessionId !== undefined && isConnected(state)) {
      closing.current.add(socket);
      socket.send({ type: 'close', sessionId } satisfies ClientFrame);
      setTimeout(() => socket.stop(), closeGraceMs);
    }
    dispatch({ type: 'reset' });
  }, [sessionId, state]);

  const reconnectNow = useCallback(() => socketRef.current?.reconnectNow(), []);

  return {
    state,
    connected: isConnected(state),
    start,
    send,
    close,
    reset: () => dispatch({ type: 'reset' }),
    reconnectNow,
  };
}
