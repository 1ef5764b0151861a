import type { RefObject } from 'react';
import type { ChatKey } from '../../../shared/i18n/types';

interface Props {
  readonly t: (key: ChatKey) => string;
  readonly connected: boolean;
  readonly minimised: boolean;
  readonly toggleRef: RefObject<HTMLButtonElement | null>;
  readonly onToggle: () => void;
  readonly onClose: () => void;
}

/** The panel's header (the whole panel when minimised): title, reply-time copy, green dot, buttons. */
export function ChatHeader({ t, connected, minimised, toggleRef, onToggle, onClose }: Props) {
  return (
    <header className="chat-panel__header">
      <span className={`chat-dot${connected ? ' chat-dot--on' : ''}`} aria-hidden="true" />
      <div className="chat-panel__titles">
        <h2 className="chat-panel__title" id="chat-title">
          {t('chat.title')}
        </h2>
        <p className="chat-panel__tagline">
          {t('chat.tagline')}
          {connected && <span className="visually-hidden">. {t('chat.status.connected')}</span>}
        </p>
      </div>
      <button
        type="button"
        className="chat-icon-button"
        ref={toggleRef}
        aria-expanded={!minimised}
        aria-controls="chat-panel-body"
        onClick={onToggle}
      >
        <span className="visually-hidden">{minimised ? t('chat.expand') : t('chat.minimise')}</span>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d={minimised ? 'M5 15l7-7 7 7-1.4 1.4L12 10.8l-5.6 5.6Z' : 'M5 11h14v2H5Z'}
          />
        </svg>
      </button>
      <button type="button" className="chat-icon-button" onClick={onClose}>
        <span className="visually-hidden">{t('chat.close')}</span>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M6.4 5 12 10.6 17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6l5.6-5.6L5 6.4Z"
          />
        </svg>
      </button>
    </header>
  );
}
