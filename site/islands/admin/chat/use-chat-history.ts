import { useCallback, useState } from 'react';
import { chatHistoryPath, type ChatHistoryPage, type ChatSessionSummary } from '../../../../shared/api/chat';

export type HistoryView =
  | { readonly state: 'idle' | 'loading' | 'failed' | 'tooShort' }
  | {
      readonly state: 'loaded';
      readonly sessions: readonly ChatSessionSummary[];
      readonly nextCursor?: string;
      /** The search these are the results of; undefined for the list of closed chats. */
      readonly query?: string;
    };

async function fetchPage(params: Record<string, string>): Promise<ChatHistoryPage | 'tooShort'> {
  const res = await fetch(`${chatHistoryPath}?${new URLSearchParams(params).toString()}`, {
    credentials: 'include',
    headers: { accept: 'application/json' },
  });
  if (res.status === 400 && params.q !== undefined) return 'tooShort';
  if (!res.ok) throw new Error(String(res.status));
  return (await res.json()) as ChatHistoryPage;
}

/**
 * The console's history: the closed chats, most recently closed first, a page at a time; or a search
 * of every chat (open or closed) by the start of the visitor's name or e-mail.
 */
export function useChatHistory() {
  const [view, setView] = useState<HistoryView>({ state: 'idle' });

  const run = useCallback(async (params: Record<string, string>, before: readonly ChatSessionSummary[]) => {
    try {
      const page = await fetchPage(params);
      if (page === 'tooShort') return setView({ state: 'tooShort' });
      setView({
        state: 'loaded',
        sessions: [...before, ...page.sessions],
        ...(page.nextCursor === undefined ? {} : { nextCursor: page.nextCursor }),
        ...(params.q === undefined ? {} : { query: params.q }),
      });
    } catch {
      setView({ state: 'failed' });
    }
  }, []);

  const showClosed = useCallback(() => {
    setView({ state: 'loading' });
    void run({}, []);
  }, [run]);

  const search = useCallback(
    (q: string) => {
      if (q.trim() === '') return showClosed();
      setView({ state: 'loading' });
      void run({ q: q.trim() }, []);
    },
    [run, showClosed],
  );

  const more = useCallback(() => {
    if (view.state !== 'loaded' || view.nextCursor === undefined) return;
    void run({ cursor: view.nextCursor }, view.sessions);
  }, [run, view]);

  return { view, showClosed, search, more };
}
