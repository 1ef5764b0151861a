import {
  allowedScripts,
  consentBannerDelayMs,
  consentCloseMs,
  consentStorageKey,
  createConsent,
  readConsent,
  type ConsentChoice,
  type ConsentRecord,
} from '../../shared/public/consent';

/**
 * The cookie banner and its settings dialog (spec §2, §4). The optional scripts are loaded only after
 * their category is accepted, and only once per page.
 */
const banner = document.querySelector<HTMLElement>('[data-consent-banner]');
const dialog = document.querySelector<HTMLDialogElement>('[data-consent-dialog]');
const status = document.querySelector<HTMLElement>('[data-consent-status]');
/** What rises above the banner while it is shown (the chat bubble's slot): the only user of its height. */
const risers = document.querySelectorAll<HTMLElement>('[data-chat-slot]');
const loaded = new Set<string>();
/** Where focus was before it entered the banner: it goes back there once the choice is made. */
let focusBefore: HTMLElement | undefined;

function load(record: ConsentRecord): void {
  for (const src of allowedScripts(record)) {
    if (loaded.has(src)) continue;
    loaded.add(src);
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    document.head.append(script);
  }
}

function stored(): ConsentRecord | undefined {
  let raw: string | null;
  try {
    raw = localStorage.getItem(consentStorageKey);
  } catch {
    return undefined;
  }
  const result = readConsent(raw, new Date());
  if (result.status === 'valid') return result.record;
  if (result.status !== 'missing') localStorage.removeItem(consentStorageKey);
  return undefined;
}

/**
 * The banner's height, on the elements that rise above it only: a custom property set on the root
 * is inherited by every element, and restyled the whole page (~5 ms of the details page's main
 * thread, 400 elements, a second after load; issue 12).
 */
function setOffset(): void {
  const offset = banner && !banner.hidden ? `${banner.offsetHeight}px` : '0px';
  for (const riser of risers) riser.style.setProperty('--consent-offset', offset);
}

function showBanner(): void {
  if (!banner) return;
  // Early in the tab order (right after the skip links: "Skip to main content" and a page's own, as
  // check your answers' "Skip to Submit"), although it is drawn at the bottom of the screen.
  const skipLink = document.getElementById('skip-links') ?? document.querySelector('.skip-link');
  if (skipLink) skipLink.after(banner);
  else document.body.prepend(banner);
  banner.hidden = false;
  // Measured by the observer, once the frame's layout is done (its first call comes at once): reading
  // offsetHeight here would lay the whole page out a second time, in this task (issue 12).
  new ResizeObserver(setOffset).observe(banner);
  banner.addEventListener('focusin', (event) => {
    const from = event.relatedTarget as HTMLElement | null;
    if (from && !banner.contains(from) && !dialog?.contains(from)) focusBefore = from;
  });
}

/**
 * After a choice, focus must not stay on the banner (it hides) or fall to <body>: it returns to what
 * had it before the banner, or else to the main content (the skip link's target).
 */
function restoreFocus(): void {
  const active = document.activeElement;
  if (active && active !== document.body && !banner?.contains(active)) return;
  (focusBefore?.isConnected ? focusBefore : document.querySelector<HTMLElement>('#main'))?.focus();
}

function hideBanner(): void {
  if (!banner || banner.hidden) return;
  const done = () => {
    banner.hidden = true;
    banner.classList.remove('is-leaving');
    setOffset();
  };
  if (matchMedia('(prefers-reduced-motion: reduce)').matches) return done();
  banner.classList.add('is-leaving');
  setTimeout(done, consentCloseMs);
}

function save(choice: ConsentChoice): void {
  const record = createConsent(choice, new Date());
  try {
    localStorage.setItem(consentStorageKey, JSON.stringify(record));
  } catch {
    // Without storage the choice holds for this page only.
  }
  load(record);
  hideBanner();
  if (status) status.textContent = status.dataset.message ?? '';
}

function openSettings(): void {
  if (!dialog) return;
  const current = stored();
  for (const box of dialog.querySelectorAll<HTMLInputElement>('input[data-category]')) {
    box.checked = current?.[box.dataset.category as 'analytics' | 'marketing'] ?? false;
  }
  dialog.showModal();
}

document.addEventListener('click', (event) => {
  const action = (event.target as Element).closest<HTMLElement>('[data-consent-action]')?.dataset
    .consentAction;
  if (action === 'all' || action === 'necessary') {
    save(action);
    restoreFocus();
  } else if (action === 'settings') openSettings();
  else if (action === 'close') dialog?.close();
});

// A modal dialog makes the page inert; keep Tab and Shift+Tab cycling inside it as well.
dialog?.addEventListener('keydown', (event) => {
  if (event.key !== 'Tab') return;
  const focusable = [
    ...dialog.querySelectorAll<HTMLElement>('input:not([disabled]), button:not([disabled])'),
  ];
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last?.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first?.focus();
  }
});

dialog?.querySelector('form')?.addEventListener('submit', (event) => {
  event.preventDefault();
  const value = (category: string) =>
    dialog.querySelector<HTMLInputElement>(`input[data-category="${category}"]`)?.checked ?? false;
  save({ analytics: value('analytics'), marketing: value('marketing') });
  dialog.close();
  restoreFocus();
});

for (const button of document.querySelectorAll<HTMLElement>('[data-consent-reopen]')) button.hidden = false;

const existing = stored();
if (existing) {
  load(existing);
} else {
  const later = () => setTimeout(() => stored() ?? showBanner(), consentBannerDelayMs);
  if (document.readyState === 'complete') later();
  else addEventListener('load', later, { once: true });
}
