/**
 * One toast at a time (spec §8: auto-close after 5000 ms, swipe right past 50 px, hotkey F8).
 *
 * Screen readers: `region` is a role="status" live region present (and not hidden) from page load; the
 * toast is put into it when shown and taken out when closed, so its text is announced as it appears.
 *
 * Swipe: the specification says "swipe right", and that is what it is in every language, left-to-right
 * or right-to-left: a drag of at least 50 px to the right (mouse, pen or finger) dismisses the toast,
 * which follows the pointer by `transform` and snaps back below that. Dragging left does not move it.
 * The Dismiss button does the same for anyone who cannot drag.
 */
export const toastAutoCloseMs = 5000;
export const toastSwipeThresholdPx = 50;

export interface Toast {
  readonly show: () => void;
  readonly close: () => void;
}

export function createToast(region: HTMLElement, toast: HTMLElement, onClosed: () => void): Toast {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let drag: { pointer: number; startX: number; dx: number } | undefined;
  const isOpen = () => toast.isConnected;

  const close = () => {
    clearTimeout(timer);
    drag = undefined;
    const hadFocus = toast.contains(document.activeElement);
    toast.style.transform = '';
    toast.remove();
    if (hadFocus) onClosed();
  };
  const schedule = () => {
    clearTimeout(timer);
    timer = setTimeout(close, toastAutoCloseMs);
  };
  const show = () => {
    toast.style.transform = '';
    region.replaceChildren(toast);
    schedule();
  };

  toast.querySelector('[data-toast-close]')?.addEventListener('click', close);
  toast.addEventListener('mouseenter', () => clearTimeout(timer));
  toast.addEventListener('mouseleave', () => {
    if (!drag) schedule();
  });
  toast.addEventListener('focusin', () => clearTimeout(timer));
  toast.addEventListener('focusout', (event) => {
    if (isOpen() && !toast.contains(event.relatedTarget as Node | null)) schedule();
  });

  toast.addEventListener('pointerdown', (event) => {
    if (!event.isPrimary || event.button !== 0 || (event.target as Element).closest('button')) return;
    drag = { pointer: event.pointerId, startX: event.clientX, dx: 0 };
    toast.setPointerCapture(event.pointerId);
    toast.classList.add('toast--dragging');
    clearTimeout(timer);
  });
  toast.addEventListener('pointermove', (event) => {
    if (drag?.pointer !== event.pointerId) return;
    drag.dx = Math.max(0, event.clientX - drag.startX);
    toast.style.transform = `translateX(${drag.dx}px)`;
  });
  const release = (event: PointerEvent) => {
    if (drag?.pointer !== event.pointerId) return;
    const swiped = event.type === 'pointerup' && drag.dx >= toastSwipeThresholdPx;
    drag = undefined;
    toast.classList.remove('toast--dragging');
    if (swiped) return close();
    toast.style.transform = '';
    if (event.pointerType !== 'mouse' || !toast.matches(':hover')) schedule();
  };
  toast.addEventListener('pointerup', release);
  toast.addEventListener('pointercancel', release);

  document.addEventListener('keydown', (event) => {
    if (event.key === 'F8' && isOpen()) toast.focus();
  });

  return { show, close };
}
