import { useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { messageContentSchema } from '../../../shared/api/chat';
import type { ChatKey, ChatMessages } from '../../../shared/i18n/types';
import { createTranslator } from '../../../shared/i18n/translate';
import { getLocale, type LocaleCode } from '../../../shared/locales';
import type { StoredChat } from '../../lib/chat/chat-storage';
import { ChatHeader } from './ChatHeader';
import { Composer } from './Composer';
import { MessageList } from './MessageList';
import { PreChatForm } from './PreChatForm';
import { useVisitorChat } from './use-visitor-chat';
import { useAgentAvailability } from './use-availability';
import { officeHoursRanges } from '../../lib/chat/office-hours';

type Panel = 'open' | 'minimised' | 'closed';
type Focus = 'panel' | 'toggle' | 'bubble' | undefined;

interface Props {
  readonly locale: LocaleCode;
  readonly messages: ChatMessages;
  /** The chat of this tab, when a page of it had one open (session storage). */
  readonly restored?: StoredChat;
  /** Called once the widget is on screen (the page's static bubble then goes). */
  readonly onMounted: () => void;
}

/**
 * The Live Support widget (spec §2, §4, §9): a bubble, or a labelled panel (24rem; minimised to its
 * 4rem header) with the pre-chat form and then the conversation. Escape minimises; closing ends the
 * chat and returns to the bubble, whose focus it restores.
 */
export function ChatWidget({ locale, messages, restored, onMounted }: Props) {
  const t = useMemo(() => createTranslator<ChatKey>(locale, messages), [locale, messages]);
  const [panel, setPanel] = useState<Panel>(restored?.panel ?? 'open');
  const [focus, setFocus] = useState<Focus>(restored ? undefined : 'panel');
  const [lastIdentity, setLastIdentity] = useState<{ name: string; email: string } | undefined>();
  const chat = useVisitorChat(restored, panel);
  const panelRef = useRef<HTMLElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const bubbleRef = useRef<HTMLButtonElement>(null);
  const timeFormat = useMemo(
    () => new Intl.DateTimeFormat(getLocale(locale).tag, { hour: '2-digit', minute: '2-digit' }),
    [locale],
  );
  const hours = useMemo(() => officeHoursRanges(getLocale(locale).tag), [locale]);
  const asked = useAgentAvailability(panel !== 'closed');
  // The joined chat's answer is the freshest; before that, what the availability question said.
  const agentsOnline = chat.state.agentsOnline ?? asked;

  useLayoutEffect(onMounted, [onMounted]);

  // Focus follows the visitor's action: into the panel on open, to the toggle on minimise, back to the
  // bubble on close. The message box is disabled until the chat connects: focus waits on the log.
  useEffect(() => {
    if (focus === undefined) return;
    if (focus === 'bubble') bubbleRef.current?.focus();
    if (focus === 'toggle') toggleRef.current?.focus();
    const body = bodyRef.current;
    if (focus === 'panel' && body) {
      const field = body.querySelector<HTMLElement>('input:not([disabled]), textarea:not([disabled])');
      const active = document.activeElement;
      const inside = active === document.body || active === null || !!panelRef.current?.contains(active);
      if (!field) {
        if (inside) body.querySelector<HTMLElement>('.chat-ended button, #chat-log')?.focus();
        if (!body.querySelector('.chat-ended')) return; // wait for the box to be enabled
      } else if (inside) field.focus();
    }
    setFocus(undefined);
  }, [focus, panel, chat.state.session, chat.connected, chat.state.ended]);

  const show = (next: Panel, target: Focus) => {
    setPanel(next);
    setFocus(target);
  };

  /** Spec §4: closing ends the connection and forgets the messages, the chat, the name and the e-mail. */
  function closeChat() {
    setLastIdentity(undefined);
    chat.close();
    show('closed', 'bubble');
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape' && panel === 'open') {
      event.stopPropagation();
      show('minimised', 'toggle');
    }
  }

  if (panel === 'closed') {
    return (
      <button
        type="button"
        className="chat-bubble"
        aria-expanded="false"
        aria-label={t('chat.bubble.open')}
        ref={bubbleRef}
        onClick={() => show('open', 'panel')}
      >
        <BubbleIcon />
      </button>
    );
  }

  const { state } = chat;
  const session = state.session;
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape pressed in any control of the panel minimises it (one delegated listener); the controls are the interactive elements.
    <section
      className={`chat-panel${panel === 'minimised' ? ' chat-panel--minimised' : ''}`}
      aria-labelledby="chat-title"
      ref={panelRef}
      onKeyDown={onKeyDown}
    >
      <ChatHeader
        t={t}
        connected={chat.connected}
        agentsOnline={agentsOnline}
        minimised={panel === 'minimised'}
        toggleRef={toggleRef}
        onToggle={() => show(panel === 'open' ? 'minimised' : 'open', panel === 'open' ? 'toggle' : 'panel')}
        onClose={closeChat}
      />
      <div className="chat-panel__body" id="chat-panel-body" ref={bodyRef} hidden={panel === 'minimised'}>
        {!session ? (
          <PreChatForm
            t={t}
            initial={lastIdentity}
            offline={agentsOnline === false}
            hours={hours}
            onStart={async (request) => {
              const outcome = await chat.start(request);
              if (outcome.ok) setFocus('panel');
              return outcome;
            }}
          />
        ) : (
          <>
            {!chat.connected && state.ended === undefined && (
              <p className="chat-notice" role="status">
                {state.socket === 'waiting'
                  ? navigator.onLine
                    ? t('chat.status.reconnecting')
                    : t('chat.status.offline')
                  : t('chat.status.connecting')}{' '}
                {state.socket === 'waiting' && (
                  <button type="button" className="chat-link-button" onClick={chat.reconnectNow}>
                    {t('chat.reconnectNow')}
                  </button>
                )}
              </p>
            )}
            <MessageList
              id="chat-log"
              label={t('chat.log.label')}
              messages={state.messages}
              pending={state.outbox}
              isOwn={(m) => m.senderType === 'user'}
              ownName={t('chat.you')}
              pendingName={t('chat.you')}
              pendingLabel={t('chat.pending')}
              timeFormat={timeFormat}
            />
            {state.messages.length === 0 && state.outbox.length === 0 && (
              <p className="chat-empty">
                {agentsOnline === false
                  ? t('chat.empty.offline', { email: session.customerEmail ?? '' })
                  : t('chat.empty')}
              </p>
            )}
            {agentsOnline === false && state.messages.some((m) => m.senderType === 'user') && (
              <p className="chat-notice" role="status">
                {t('chat.offline.sent', { email: session.customerEmail ?? '' })}
              </p>
            )}
            {state.ended ? (
              <div className="chat-ended" role="status">
                <p>{t(`chat.ended.${state.ended}`)}</p>
                <button
                  type="button"
                  className="chat-button"
                  onClick={() => {
                    setLastIdentity({ name: session.customerName, email: session.customerEmail ?? '' });
                    chat.reset();
                    setFocus('panel');
                  }}
                >
                  {t('chat.newChat')}
                </button>
              </div>
            ) : (
              <Composer
                id="chat-message"
                label={t('chat.message.label')}
                hint={t('chat.message.hint')}
                sendLabel={t('chat.send')}
                errorPrefix={t('common.form.errorPrefix')}
                disabled={!chat.connected}
                validate={(text) => {
                  const parsed = messageContentSchema.safeParse(text);
                  return parsed.success ? undefined : t(parsed.error.issues[0]?.message as ChatKey);
                }}
                onSend={chat.send}
              />
            )}
          </>
        )}
      </div>
    </section>
  );
}

function BubbleIcon() {
  return (
    <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M4 3h16a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2Zm3 6v2h2V9H7Zm4 0v2h2V9h-2Zm4 0v2h2V9h-2Z"
      />
    </svg>
  );
}
