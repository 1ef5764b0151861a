import { useCallback, useMemo, useState } from 'react';
import type { ChatConsoleKey, ChatConsoleMessages } from '../../../lib/island-messages';
import { adminPagePaths } from '../../../../shared/api/admin';
import { createTranslator } from '../../../../shared/i18n/translate';
import { getLocale, localizePath, type LocaleCode } from '../../../../shared/locales';
import { useHydrated } from '../../../lib/use-hydrated';
import { ChatHistory } from './ChatHistory';
import { ChatList } from './ChatList';
import { ConsoleAlerts } from './ConsoleAlerts';
import type { ConsoleAlert } from './console-alerts';
import { ConsoleConversation } from './ConsoleConversation';
import { useSupportConsole } from './use-support-console';

interface Props {
  readonly locale: LocaleCode;
  readonly messages: ChatConsoleMessages;
}

/**
 * The support console (issues 7, 19): signed-in staff see the open chats with their unread counts, read
 * a conversation, reply under their display name and close a chat, live over the agent socket; the
 * history keeps the chats that ended, searchable; a new chat in the background raises an alert.
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
  const alertText = useCallback(
    (alert: ConsoleAlert) => ({
      title: t(alert.kind === 'chat' ? 'chatConsole.alerts.newChat' : 'chatConsole.alerts.newMessage', {
        name: alert.customerName,
      }),
      body: alert.preview ?? t('chatConsole.noMessages'),
    }),
    [t],
  );
  const { auth, state, retry, select, reply, close, dismissAlerts } = useSupportConsole(alertText);
  const [tab, setTab] = useState<'open' | 'history'>('open');
  const openChat = (sessionId: string) => {
    select(sessionId);
    setTab(
      typeof state.chats !== 'string' && state.chats.some((c) => c.sessionId === sessionId) ? 'open' : tab,
    );
  };

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
      <ConsoleAlerts
        t={t}
        alerts={state.alerts}
        unseen={state.unseenAlerts}
        onOpen={openChat}
        onDismiss={dismissAlerts}
      />
      <div className="console-columns">
        <nav className="console-list" aria-label={t('chatConsole.lists')}>
          <div className="console-tabs" role="tablist">
            {(['open', 'history'] as const).map((id) => (
              <button
                key={id}
                type="button"
                role="tab"
                id={`console-tab-${id}`}
                aria-selected={tab === id}
                aria-controls={`console-panel-${id}`}
                className="console-tab"
                onClick={() => setTab(id)}
              >
                {t(id === 'open' ? 'chatConsole.openChats' : 'chatConsole.history.title')}
              </button>
            ))}
          </div>
          <div
            role="tabpanel"
            id="console-panel-history"
            aria-labelledby="console-tab-history"
            hidden={tab !== 'history'}
          >
            {tab === 'history' && (
              <ChatHistory t={t} selected={selected} dateFormat={dateFormat} onSelect={select} />
            )}
          </div>
          <div
            role="tabpanel"
            id="console-panel-open"
            aria-labelledby="console-tab-open"
            hidden={tab !== 'open'}
          >
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
          </div>
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
