import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { authSessionPath, type StaffSessionInfo } from '../../../../shared/api/admin';
import {
  agentSocketQuery,
  chatMessagesPath,
  chatReadPath,
  chatSessionsPath,
  type ChatHistoryAnswer,
  type ClientFrame,
  type OpenChatsAnswer,
  type ServerFrame,
} from '../../../../shared/api/chat';
import { newClientMessageId } from '../../../lib/chat/outbox';
import { ReconnectingSocket } from '../../../lib/chat/reconnecting-socket';
import { chatSocketUrl } from '../../../lib/chat/socket-url';
import { consoleReducer, initialConsole } from './support-console-state';
import { readToEnd } from '../../../lib/read-to-end';

export type Auth =
  | { readonly state: 'checking' }
  | { readonly state: 'signedOut' }
  | { readonly state: 'failed' }
  | { readonly state: 'in'; readonly staff: StaffSessionInfo };

const answerTimeoutMs = 15_000;
/** The list is also read over HTTP now and then: it catches anything a dropped socket missed. */
const refreshMs = 60_000;

/** A GET whose 401 (signed out: only the status matters) is read to its end, so the page settles. */
async function get(path: string): Promise<Response> {
  const res = await fetch(path, { credentials: 'include', headers: { accept: 'application/json' } });
  if (res.status === 401) await readToEnd(res);
  return res;
}

/**
 * The support console's data: the staff session (`GET /api/auth/session`), the open chats and
 * conversations (HTTP), live frames over the agent socket (reconnecting with back-off), replies sent
 * one at a time from an outbox until the server confirms them, and closing a chat.
 */
export function useSupportConsole() {
  const [auth, setAuth] = useState<Auth>({ state: 'checking' });
  const [state, dispatch] = useReducer(consoleReducer, initialConsole);
  // For callbacks of the socket and of requests in flight: the state as last rendered.
  const stateRef = useRef(state);
  useEffect(() => {
    stateRef.current = state;
  });
  const socketRef = useRef<ReconnectingSocket | undefined>(undefined);

  const checkAuth = useCallback(async () => {
    try {
      const res = await get(authSessionPath);
      if (res.status === 401) return setAuth({ state: 'signedOut' });
      if (!res.ok) return setAuth((a) => (a.state === 'in' ? a : { state: 'failed' }));
      const staff = (await res.json()) as StaffSessionInfo;
      setAuth((a) => (a.state === 'in' && a.staff.username === staff.username ? a : { state: 'in', staff }));
    } catch {
      setAuth((a) => (a.state === 'in' ? a : { state: 'failed' }));
    }
  }, []);

  const loadChats = useCallback(async () => {
    try {
      const res = await get(chatSessionsPath);
      if (res.status === 401) return setAuth({ state: 'signedOut' });
      if (!res.ok) throw new Error(String(res.status));
      dispatch({ type: 'chats', chats: ((await res.json()) as OpenChatsAnswer).sessions });
    } catch {
      if (stateRef.current.chats === 'loading') dispatch({ type: 'chats', chats: 'failed' });
    }
  }, []);

  const markRead = useCallback(async (sessionId: string) => {
    const res = await fetch(chatReadPath(sessionId), { method: 'POST', credentials: 'include' }).catch(
      () => undefined,
    );
    if (res?.ok) dispatch({ type: 'read', sessionId });
  }, []);

  const loadHistory = useCallback(
    async (sessionId: string) => {
      const res = await get(chatMessagesPath(sessionId)).catch(() => undefined);
      if (res?.status === 401) return setAuth({ state: 'signedOut' });
      if (!res?.ok) return;
      const answer = (await res.json()) as ChatHistoryAnswer;
      dispatch({ type: 'history', session: answer.session, messages: answer.messages });
      if (answer.session.unreadCount > 0 || stateRef.current.selected === sessionId)
        await markRead(sessionId);
    },
    [markRead],
  );

  // eslint-disable-next-line react-hooks/set-state-in-effect -- checkAuth sets state only after its awaited fetch (the rule's false positive, react/react#34905).
  useEffect(() => void checkAuth(), [checkAuth]);

  useEffect(() => {
    if (auth.state !== 'in') return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- loadChats dispatches only after its awaited fetch (react/react#34905).
    void loadChats();
    const socket = new ReconnectingSocket({
      url: chatSocketUrl(window.location, agentSocketQuery),
      onOpen: () => {
        // Catch up on whatever happened while the socket was away.
        void loadChats();
        const selected = stateRef.current.selected;
        if (selected !== undefined) void loadHistory(selected);
      },
      onFrame: (value) => {
        const frame = value as ServerFrame;
        const reading = document.visibilityState === 'visible';
        const current = stateRef.current;
        dispatch({ type: 'frame', frame, reading });
        if (frame.type === 'message' && typeof current.chats !== 'string') {
          if (!current.chats.some((c) => c.sessionId === frame.sessionId)) void loadChats();
          if (frame.senderType === 'user' && reading && current.selected === frame.sessionId) {
            void markRead(frame.sessionId);
          }
        }
        if (frame.type === 'error' && frame.error === 'forbidden') void checkAuth();
      },
      onState: (next) => {
        dispatch({ type: 'socket', state: next });
        // A refused handshake looks like any drop: a signed-out agent gets the sign-in link.
        if (next === 'waiting') void checkAuth();
      },
    });
    socketRef.current = socket;
    socket.start();
    const refresh = setInterval(() => void loadChats(), refreshMs);
    return () => {
      clearInterval(refresh);
      socket.stop();
      socketRef.current = undefined;
    };
  }, [auth.state, checkAuth, loadChats, loadHistory, markRead]);

  // Replies go one at a time, oldest first, while the socket is open.
  useEffect(() => {
    const next = state.outbox[0];
    if (state.socket !== 'open' || state.inFlight !== undefined || !next) return;
    const frame: ClientFrame = {
      type: 'message',
      sessionId: next.sessionId,
      content: next.content,
      clientMessageId: next.clientMessageId,
    };
    if (socketRef.current?.send(frame)) dispatch({ type: 'sent', clientMessageId: next.clientMessageId });
  }, [state.socket, state.inFlight, state.outbox]);

  useEffect(() => {
    if (state.inFlight === undefined) return;
    const timer = setTimeout(() => dispatch({ type: 'unanswered' }), answerTimeoutMs);
    return () => clearTimeout(timer);
  }, [state.inFlight]);

  const select = useCallback(
    (sessionId: string) => {
      dispatch({ type: 'select', sessionId });
      void loadHistory(sessionId);
    },
    [loadHistory],
  );

  const reply = useCallback((sessionId: string, content: string) => {
    dispatch({
      type: 'queued',
      item: { clientMessageId: newClientMessageId(), sessionId, content, queuedAt: new Date().toISOString() },
    });
  }, []);

  const close = useCallback((sessionId: string) => {
    socketRef.current?.send({ type: 'close', sessionId } satisfies ClientFrame);
  }, []);

  return { auth, state, retry: loadChats, select, reply, close };
}
