import type { LocaleCode } from '../../shared/locales';
import type * as Widget from '../islands/chat/mount';
import { chatStorageKey } from '../lib/chat/storage-key';

/**
 * The live-chat bubble on every page: plain HTML and this small script. The widget (React, its own
 * chunk) is imported only when the bubble is opened, fetched early on hover or focus, and at once when
 * this tab has a chat going (after a reload, or on another page of the site).
 */
const slot = document.getElementById('chat-root');
const bubble = slot?.querySelector<HTMLButtonElement>('[data-chat-bubble]');
const locale = slot?.dataset.locale as LocaleCode | undefined;

if (slot && bubble && locale) {
  let widget: Promise<typeof Widget> | undefined;
  const load = () => (widget ??= import('../islands/chat/mount'));
  let mounted = false;
  const open = () => {
    if (mounted) return;
    mounted = true;
    bubble.setAttribute('aria-busy', 'true');
    load()
      .then((m) => m.mountChat(slot, bubble, locale))
      .catch(() => {
        // Offline or a new deployment: let the next click try again.
        mounted = false;
        widget = undefined;
        bubble.removeAttribute('aria-busy');
      });
  };
  for (const type of ['pointerenter', 'focus', 'touchstart'] as const) {
    bubble.addEventListener(type, load, { once: true, passive: true });
  }
  bubble.addEventListener('click', open);
  bubble.hidden = false;
  let ongoing = false;
  try {
    ongoing = sessionStorage.getItem(chatStorageKey) !== null;
  } catch {
    // Storage disabled: no chat to resume.
  }
  if (ongoing) open();
}
