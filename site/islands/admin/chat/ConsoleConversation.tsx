import { useState } from 'react';
import { messageContentSchema } from '../../../../shared/api/chat';
import type { ChatConsoleKey } from '../../../lib/island-messages';
import type { OutboxItem } from '../../../lib/chat/outbox';
import { Composer } from '../../chat/Composer';
import { MessageList } from '../../chat/MessageList';
import type { Conversation } from './support-console-state';

interface Props {
  readonly t: (key: ChatConsoleKey, params?: Record<string, string | number>) => string;
  readonly sessionId: string;
  readonly conversation?: Conversation;
  readonly agentName: string;
  readonly pending: readonly OutboxItem[];
  readonly refused: readonly OutboxItem[];
  readonly connected: boolean;
  readonly timeFormat: Intl.DateTimeFormat;
  readonly dateFormat: Intl.DateTimeFormat;
  readonly onReply: (content: string) => void;
  readonly onClose: () => void;
}

/** One chat: who, the conversation, the reply box (sent as the agent's name) and closing the chat. */
export function ConsoleConversation(props: Props) {
  const { t, sessionId, conversation, agentName, pending, refused, connected, timeFormat, dateFormat } =
    props;
  const [confirming, setConfirming] = useState(false);
  if (!conversation) return <p className="console-empty">{t('chatConsole.loading')}</p>;
  const closed = conversation.closedBy !== undefined;
  return (
    <section className="console-conversation" aria-labelledby="console-conversation-title">
      <header className="console-conversation__header">
        <h2 id="console-conversation-title" dir="auto">
          {conversation.customerName}
        </h2>
        <p className="console-conversation__facts">
          <span dir="ltr">{conversation.email ?? t('chatConsole.noEmail')}</span>
          {' · '}
          {t('chatConsole.startedAt', { time: dateFormat.format(new Date(conversation.createdAt)) })}
        </p>
      </header>
      <MessageList
        id={`console-log-${sessionId}`}
        label={conversation.customerName}
        messages={conversation.messages}
        pending={pending}
        isOwn={(m) => m.senderType === 'admin'}
        pendingName={agentName}
        pendingLabel={t('chatConsole.pending')}
        timeFormat={timeFormat}
      />
      {refused.length > 0 && (
        <div className="console-refused" role="alert">
          <p>{t('chatConsole.errors.refused')}</p>
          <ul>
            {refused.map((item) => (
              <li key={item.clientMessageId} dir="auto">
                {item.content}
              </li>
            ))}
          </ul>
        </div>
      )}
      {closed ? (
        <p className="console-closed" role="status">
          {t(`chatConsole.closed.${conversation.closedBy ?? 'agent'}`)}
        </p>
      ) : (
        <>
          <p className="console-reply-as">{t('chatConsole.replyAs', { name: agentName })}</p>
          <Composer
            key={sessionId}
            id="console-reply"
            label={t('chatConsole.reply')}
            hint={t('chat.message.hint')}
            sendLabel={t('chat.send')}
            errorPrefix={t('common.form.errorPrefix')}
            disabled={!connected}
            validate={(text) => {
              const parsed = messageContentSchema.safeParse(text);
              if (parsed.success) return undefined;
              return t(
                parsed.error.issues[0]?.message === 'chat.errors.messageTooLong'
                  ? 'chatConsole.errors.messageTooLong'
                  : 'chatConsole.errors.messageRequired',
              );
            }}
            onSend={props.onReply}
          />
          <div className="console-close">
            {confirming ? (
              <div role="group" aria-labelledby="console-close-question">
                <p id="console-close-question">{t('chatConsole.closeConfirm')}</p>
                <button
                  type="button"
                  className="chat-button console-danger"
                  disabled={!connected}
                  onClick={() => {
                    setConfirming(false);
                    props.onClose();
                  }}
                >
                  {t('chatConsole.closeYes')}
                </button>{' '}
                <button type="button" className="chat-link-button" onClick={() => setConfirming(false)}>
                  {t('common.form.cancel')}
                </button>
              </div>
            ) : (
              <button type="button" className="chat-link-button" onClick={() => setConfirming(true)}>
                {t('chatConsole.closeChat')}
              </button>
            )}
          </div>
        </>
      )}
    </section>
  );
}
