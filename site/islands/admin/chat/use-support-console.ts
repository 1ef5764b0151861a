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
import { consoleReducer, initialConsole, type ConsoleState } from './support-console-state';
import { inBackground, notify, playTone, unlockSound, type ConsoleAlert } from './console-alerts';
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

/** What a new chat or message arriving in the background looks like (title and text of the alert). */
export type AlertText = (alert: ConsoleAlert) => { readonly title: string; readonly body: string };

/**
 * A new chat (neither listed nor `announced` already) or a visitor's message: what may call the agent
 * back. A chat announced but not listed yet is not new again: its first message is a message.
 */
export function alertFor(
  frame: ServerFrame,
  chats: ConsoleState['chats'],
  announced: ReadonlySet<string> = new Set(),
): ConsoleAlert | undefined {
  const listed = (id: string) =>
    announced.has(id) || (typeof chats !== 'string' && chats.some((c) => c.sessionId === id));
  if (frame.type === 'session' && frame.session.status === 'open' && !listed(frame.session.sessionId)) {
    return { kind: 'chat', sessionId: frame.session.sessionId, customerName: frame.session.customerName };
  }
  if (frame.type === 'message' && frame.senderType === 'user') {
    return {
      kind: listed(frame.sessionId) ? 'message' : 'chat',
      sessionId: frame.sessionId,
      customerName: frame.senderName,
      preview: frame.content.slice(0, 140),
    };
  }
  return undefined;
}

/**
 * The support console's data: the staff session (`GET /api/auth/session`), the open chats and
 * conversations (HTTP), live frames over the agent socket (reconnecting with back-off), replies sent
 * one at a time from an outbox until the server confirms them, and closing a chat. A new chat or
 * message that arrives while the console is in the background calls the agent back (`console-alerts.ts`).
 */
export function useSupportConsole(alertText: AlertText) {
  const [auth, setAuth] = useState<Auth>({ state: 'checking' });
  const [state, dispatch] = useReducer(consoleReducer, initialConsole);
  // For callbacks of the socket and of requests in flight: the state as last rendered.
  const stateRef = useRef(state);
  const alertTextRef = useRef(alertText);
  // The chats already announced as new: the state above is the one last rendered, and a visitor's first
  // message can arrive before the render that lists the chat its session frame announced.
  const announced = useRef(new Set<string>());
  useEffect(() => {
    stateRef.current = state;
    alertTextRef.current = alertText;
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
        const alert = inBackground() ? alertFor(frame, current.chats, announced.current) : undefined;
        dispatch({ type: 'frame', frame, reading });
        if (alert?.kind === 'chat') announced.current.add(alert.sessionId);
        if (alert) {
          dispatch({ type: 'alert', alert });
          playTone();
          const { title, body } = alertTextRef.current(alert);
          notify(title, body, alert.sessionId, () => {
            dispatch({ type: 'select', sessionId: alert.sessionId });
            void loadHistory(alert.sessionId);
          });
        }
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

  // Sound may play only after the agent has interacted with the page; the badge goes when they are back.
  useEffect(() => {
    const seen = () => {
      if (!inBackground()) dispatch({ type: 'alertsSeen' });
    };
    window.addEventListener('pointerdown', unlockSound);
    window.addEventListener('keydown', unlockSound);
    window.addEventListener('focus', seen);
    document.addEventListener('visibilitychange', seen);
    return () => {
      window.removeEventListener('pointerdown', unlockSound);
      window.removeEventListener('keydown', unlockSound);
      window.removeEventListener('focus', seen);
      document.removeEventListener('visibilitychange', seen);
    };
  }, []);

  const reply = useCallback((sessionId: string, content: string) => {
    dispatch({
      type: 'queued',
      item: { clientMessageId: newClientMessageId(), sessionId, content, queuedAt: new Date().toISOString() },
    });
  }, []);

  const close = useCallback((sessionId: string) => {
    socketRef.current?.send({ type: 'close', sessionId } satisfies ClientFrame);
  }, []);

  const dismissAlerts = useCallback(() => dispatch({ type: 'dismissAlerts' }), []);

  return { auth, state, retry: loadChats, select, reply, close, dismissAlerts };
}
