import { useEffect, useRef } from 'react';
import type { ChatMessage } from '../../../shared/api/chat';
import type { OutboxItem } from '../../lib/chat/outbox';

interface Props {
  readonly id: string;
  /** The accessible name of the log. */
  readonly label: string;
  readonly messages: readonly ChatMessage[];
  /** Typed, not yet confirmed by the server: shown as the sender's, marked as waiting. */
  readonly pending: readonly OutboxItem[];
  readonly isOwn: (message: ChatMessage) => boolean;
  /** The name shown for the reader's own messages (their sender name when not given). */
  readonly ownName?: string;
  /** The name shown on messages still waiting to be sent. */
  readonly pendingName: string;
  readonly pendingLabel: string;
  readonly timeFormat: Intl.DateTimeFormat;
}

/**
 * A conversation as a live log (`role="log"`: new messages are announced politely). Each message shows
 * its sender's name and time; text keeps its line breaks and its own direction (`dir="auto"`).
 */
export function MessageList(props: Props) {
  const { id, label, messages, pending, isOwn, ownName, pendingName, pendingLabel, timeFormat } = props;
  const ref = useRef<HTMLDivElement>(null);
  const count = messages.length + pending.length;
  useEffect(() => {
    const list = ref.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [count]);

  return (
    <div className="chat-log" id={id} role="log" aria-label={label} tabIndex={0} ref={ref}>
      <ol className="chat-log__list">
        {messages.map((m) => {
          const own = isOwn(m);
          return (
            <li key={m.id} className={own ? 'chat-msg chat-msg--own' : 'chat-msg'}>
              <p className="chat-msg__meta">
                <span className="chat-msg__name" dir="auto">
                  {own ? (ownName ?? m.senderName) : m.senderName}
                </span>{' '}
                <time dateTime={m.timestamp}>{timeFormat.format(new Date(m.timestamp))}</time>
              </p>
              <p className="chat-msg__text" dir="auto">
                {m.content}
              </p>
            </li>
          );
        })}
        {pending.map((item) => (
          <li key={item.clientMessageId} className="chat-msg chat-msg--own chat-msg--pending">
            <p className="chat-msg__meta">
              <span className="chat-msg__name">{pendingName}</span> <span>{pendingLabel}</span>
            </p>
            <p className="chat-msg__text" dir="auto">
              {item.content}
            </p>
          </li>
        ))}
      </ol>
    </div>
  );
}
