import { useEffect, useState } from 'react';
import type { ChatConsoleKey } from '../../../lib/island-messages';
import { useChatHistory } from './use-chat-history';

interface Props {
  readonly t: (key: ChatConsoleKey, params?: Record<string, string | number>) => string;
  readonly selected?: string;
  readonly dateFormat: Intl.DateTimeFormat;
  readonly onSelect: (sessionId: string) => void;
}

/**
 * The console's history (issue 19): every chat that ended, most recently closed first, and a search of
 * all chats by the start of the visitor's name or e-mail (case and accents do not matter).
 */
export function ChatHistory({ t, selected, dateFormat, onSelect }: Props) {
  const { view, showClosed, search, more } = useChatHistory();
  const [query, setQuery] = useState('');

  useEffect(showClosed, [showClosed]);

  return (
    <div className="console-history">
      <form
        className="console-search"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          search(query);
        }}
      >
        <label htmlFor="console-search">{t('chatConsole.history.search')}</label>
        <p className="chat-field__hint" id="console-search-hint">
          {t('chatConsole.history.searchHint')}
        </p>
        {view.state === 'tooShort' && (
          <p className="chat-field__error" id="console-search-error">
            <span className="visually-hidden">{t('common.form.errorPrefix')}</span>{' '}
            {t('chatConsole.history.tooShort')}
          </p>
        )}
        <div className="console-search__row">
          <input
            id="console-search"
            type="search"
            dir="auto"
            value={query}
            aria-describedby={`console-search-hint${view.state === 'tooShort' ? ' console-search-error' : ''}`}
            aria-invalid={view.state === 'tooShort' ? true : undefined}
            onChange={(e) => setQuery(e.target.value)}
          />
          <button type="submit" className="chat-button">
            {t('chatConsole.history.searchButton')}
          </button>
        </div>
      </form>
      {view.state === 'loaded' && view.query !== undefined && (
        <button
          type="button"
          className="chat-link-button"
          onClick={() => {
            setQuery('');
            showClosed();
          }}
        >
          {t('chatConsole.history.clear')}
        </button>
      )}
      <div role="status" className="console-history__status">
        {view.state === 'loading' && t('chatConsole.loading')}
        {view.state === 'failed' && t('chatConsole.loadFailed')}
        {view.state === 'loaded' &&
          view.sessions.length === 0 &&
          t(view.query === undefined ? 'chatConsole.history.none' : 'chatConsole.history.noMatch')}
      </div>
      {view.state === 'loaded' && view.sessions.length > 0 && (
        <ul className="console-chats">
          {view.sessions.map((chat) => (
            <li key={chat.sessionId}>
              <button
                type="button"
                className="console-chat"
                aria-current={chat.sessionId === selected ? 'true' : undefined}
                onClick={() => onSelect(chat.sessionId)}
              >
                <span className="console-chat__top">
                  <span className="console-chat__name" dir="auto">
                    {chat.customerName}
                  </span>
                </span>
                {chat.customerEmail && (
                  <span className="console-chat__preview" dir="ltr">
                    {chat.customerEmail}
                  </span>
                )}
                <span className="console-chat__preview">
                  {chat.closedAt
                    ? t('chatConsole.history.closedAt', { time: dateFormat.format(new Date(chat.closedAt)) })
                    : t('chatConsole.history.stillOpen')}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {view.state === 'loaded' && view.nextCursor !== undefined && (
        <button type="button" className="chat-link-button" onClick={more}>
          {t('chatConsole.history.more')}
        </button>
      )}
    </div>
  );
}
