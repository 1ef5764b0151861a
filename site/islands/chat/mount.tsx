import { createRoot } from 'react-dom/client';
import type { LocaleCode } from '../../../shared/locales';
import { readStoredChat } from '../../lib/chat/chat-storage';
import { ChatWidget } from './ChatWidget';
import { loadChatMessages } from './messages';
// A stylesheet of its own, loaded with the widget, so pages that never open the chat carry none of its
// styles; a file on the site's origin (never an inline <style>), as the Content-Security-Policy asks.
import stylesheetUrl from './chat.css?url';

function loadStylesheet(href: string): Promise<void> {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  const loaded = new Promise<void>((resolve) => {
    link.onload = () => resolve();
    link.onerror = () => resolve();
  });
  document.head.append(link);
  return loaded;
}

/**
 * Mounts the chat widget in the page's slot, replacing the static bubble once it is on screen. The
 * bubble script (`site/scripts/chat-bubble.ts`) imports this module only when the chat is opened, or
 * at once when this tab has a chat going (a reload, another page).
 */
export async function mountChat(slot: HTMLElement, bubble: HTMLElement, locale: LocaleCode): Promise<void> {
  const [messages] = await Promise.all([loadChatMessages(locale), loadStylesheet(stylesheetUrl)]);
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
