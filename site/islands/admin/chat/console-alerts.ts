/**
 * How the support console gets an agent's attention while its tab is in the background (issue 19): a
 * desktop notification (Notification API, once the agent has allowed it), a short tone (Web Audio, no
 * file to load), and the unread count in the tab's title. The in-page list of what arrived meanwhile is
 * the console's own state (`ConsoleAlert`), shown when the agent comes back: the fallback where
 * notifications are refused or missing.
 */
export interface ConsoleAlert {
  readonly kind: 'chat' | 'message';
  readonly sessionId: string;
  readonly customerName: string;
  readonly preview?: string;
}

/** The page is not in front of the agent: another tab, another window, minimised. */
export function inBackground(doc: Document = document): boolean {
  return doc.visibilityState !== 'visible' || !doc.hasFocus();
}

export type NotificationState = 'unsupported' | NotificationPermission;

export function notificationState(): NotificationState {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

let audio: AudioContext | undefined;

/**
 * Browsers let a page play sound only after the person has interacted with it: the console creates
 * its audio context on the agent's first click or key press, so a later alert can sound in the
 * background.
 */
export function unlockSound(): void {
  if (typeof AudioContext === 'undefined') return;
  audio ??= new AudioContext();
  void audio.resume().catch(() => undefined);
}

/** Two short tones (about 0.4 s): audible, not alarming. */
export function playTone(): void {
  if (!audio || audio.state !== 'running') return;
  const start = audio.currentTime;
  for (const [offset, frequency] of [
    [0, 880],
    [0.2, 660],
  ] as const) {
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.2, start + offset);
    gain.gain.exponentialRampToValueAtTime(0.001, start + offset + 0.18);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start(start + offset);
    oscillator.stop(start + offset + 0.2);
  }
}

/** A desktop notification when allowed; a click brings the console forward on that chat. */
export function notify(title: string, body: string, tag: string, onClick: () => void): boolean {
  if (notificationState() !== 'granted') return false;
  try {
    const notification = new Notification(title, { body, tag, lang: document.documentElement.lang });
    notification.onclick = () => {
      window.focus();
      onClick();
      notification.close();
    };
    return true;
  } catch {
    // Some browsers allow notifications only from a service worker: the in-page alert remains.
    return false;
  }
}

/** The tab title with the unread count in front ("(3) Support chats"), or the title alone. */
export function badgedTitle(base: string, unread: number, format: (count: number) => string): string {
  return unread > 0 ? `${format(unread)} ${base}` : base;
}
