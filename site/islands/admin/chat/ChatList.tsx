import type { ChatSessionSummary } from '../../../../shared/api/chat';
import type { ChatConsoleKey } from '../../../lib/island-messages';

interface Props {
  readonly t: (key: ChatConsoleKey, params?: Record<string, string | number>) => string;
  readonly chats: readonly ChatSessionSummary[];
  readonly selected?: string;
  readonly timeFormat: Intl.DateTimeFormat;
  readonly onSelect: (sessionId: string) => void;
}

/** The open chats, most recent activity first, each with its unread count and last message. */
export function ChatList({ t, chats, selected, timeFormat, onSelect }: Props) {
  if (chats.length === 0) return <p className="console-empty">{t('chatConsole.noChats')}</p>;
  return (
    <ul className="console-chats">
      {chats.map((chat) => (
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
              <time className="console-chat__time" dateTime={chat.lastActivityAt}>
                {timeFormat.format(new Date(chat.lastActivityAt))}
              </time>
            </span>
            <span className="console-chat__preview" dir="auto">
              {chat.lastMessagePreview ?? t('chatConsole.noMessages')}
            </span>
            {chat.unreadCount > 0 && (
              <span className="console-chat__unread">
                <span aria-hidden="true">{chat.unreadCount}</span>
                <span className="visually-hidden">
                  {t('chatConsole.unread', { count: chat.unreadCount })}
                </span>
              </span>
            )}
          </button>
        </li>
      ))}
    </ul>
  );
}
