import { useMemo } from 'react';
import type { ChatConsoleKey, ChatConsoleMessages } from '../../../lib/island-messages';
import { adminPagePaths } from '../../../../shared/api/admin';
import { createTranslator } from '../../../../shared/i18n/translate';
import { getLocale, localizePath, type LocaleCode } from '../../../../shared/locales';
import { useHydrated } from '../../../lib/use-hydrated';
import { ChatList } from './ChatList';
import { ConsoleConversation } from './ConsoleConversation';
import { useSupportConsole } from './use-support-console';

interface Props {
  readonly locale: LocaleCode;
  readonly messages: ChatConsoleMessages;
}

/**
 * The support console (issue 7): signed-in staff see the open chats with their unread counts, read a
 * conversation, reply under their display name and close a chat, live over the agent socket.
 */
export function SupportConsole({ locale, messages }: Props) {
  const t = useMemo(() => createTranslator<ChatConsoleKey>(locale, messages), [locale, messages]);
  const tag = getLocale(locale).tag;
  const timeFormat = useMemo(
    () => new Intl.DateTimeFormat(tag, { hour: '2-digit', minute: '2-digit' }),
    [tag],
  );
  const dateFormat = useMemo(
    () => new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' }),
    [tag],
  );
  const hydrated = useHydrated();
  const { auth, state, retry, select, reply, close } = useSupportConsole();

  if (!hydrated || auth.state === 'checking')
    return <p className="console-empty">{t('chatConsole.loading')}</p>;
  if (auth.state === 'signedOut' || auth.state === 'failed') {
    return (
      <div className="console-signed-out" role="status">
        <p>{auth.state === 'signedOut' ? t('chatConsole.signedOut') : t('chatConsole.loadFailed')}</p>
        <p>
          <a className="button" href={localizePath(adminPagePaths[0], locale)}>
            {t('common.action.signInToAdmin')}
          </a>
        </p>
      </div>
    );
  }

  const connected = state.socket === 'open';
  const selected = state.selected;
  return (
    <div className="console">
      <p className={`console-status${connected ? ' console-status--on' : ''}`} role="status">
        <span className={`chat-dot${connected ? ' chat-dot--on' : ''}`} aria-hidden="true" />{' '}
        {t(
          connected
            ? 'chatConsole.status.connected'
            : state.socket === 'waiting'
              ? 'chat.status.reconnecting'
              : 'chat.status.connecting',
        )}
      </p>
      <div className="console-columns">
        <nav className="console-list" aria-labelledby="console-open-chats">
          <h2 id="console-open-chats">{t('chatConsole.openChats')}</h2>
          {state.chats === 'loading' && <p className="console-empty">{t('chatConsole.loading')}</p>}
          {state.chats === 'failed' && (
            <p className="console-empty">
              {t('chatConsole.loadFailed')}{' '}
              <button type="button" className="chat-link-button" onClick={() => void retry()}>
                {t('common.form.tryAgain')}
              </button>
            </p>
          )}
          {typeof state.chats !== 'string' && (
            <ChatList
              t={t}
              chats={state.chats}
              selected={selected}
              timeFormat={timeFormat}
              onSelect={select}
            />
          )}
        </nav>
        <div className="console-main">
          {selected === undefined ? (
            <p className="console-empty">{t('chatConsole.selectChat')}</p>
          ) : (
            <ConsoleConversation
              key={selected}
              t={t}
              sessionId={selected}
              conversation={state.conversations[selected]}
              agentName={auth.staff.displayName}
              pending={state.outbox.filter((i) => i.sessionId === selected)}
              refused={state.refused.filter((i) => i.sessionId === selected)}
              connected={connected}
              timeFormat={timeFormat}
              dateFormat={dateFormat}
              onReply={(content) => reply(selected, content)}
              onClose={() => close(selected)}
            />
          )}
        </div>
      </div>
    </div>
  );
}
