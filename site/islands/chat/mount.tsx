import { createRoot } from 'react-dom/client';
import type { LocaleCode } from '../../../shared/locales';
import { readStoredChat } from '../../lib/chat/chat-storage';
import { ChatWidget } from './ChatWidget';
import { loadChatMessages } from './messages';
// Inlined into this chunk, so pages that never open the chat carry none of its styles.
import styles from './chat.css?inline';

/**
 * Mounts the chat widget in the page's slot, replacing the static bubble once it is on screen. The
 * bubble script (`site/scripts/chat-bubble.ts`) imports this module only when the chat is opened, or
 * at once when this tab has a chat going (a reload, another page).
 */
export async function mountChat(slot: HTMLElement, bubble: HTMLElement, locale: LocaleCode): Promise<void> {
  const messages = await loadChatMessages(locale);
  const style = document.createElement('style');
  style.textContent = styles;
  document.head.append(style);
  const container = document.createElement('div');
  container.className = 'chat-widget';
  slot.append(container);
  createRoot(container).render(
    <ChatWidget
      locale={locale}
      messages={messages}
      restored={readStoredChat()}
      onMounted={() => bubble.remove()}
    />,
  );
}
