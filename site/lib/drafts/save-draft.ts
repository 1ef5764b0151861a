import { draftsPath, type DraftPage } from '../../../shared/api/drafts';
import { currentJourney } from '../journey/current-journey';
import { browserStore, readString, writeString } from '../journey/storage';
import { draftKeys } from './draft-keys';
import { draftSnapshot } from './draft-snapshot';

interface SaveAnswer {
  readonly draftId: string;
  readonly expiresAt: string;
  readonly email: string;
  readonly mailed: boolean;
  readonly stored: boolean;
}

const dateIn = (iso: string) =>
  new Intl.DateTimeFormat(document.documentElement.lang || 'en', { dateStyle: 'long' }).format(new Date(iso));

/**
 * "Save and continue later" (issue 14 item 2), loaded on the first press: sends this device's answers
 * of the page's journey to the server, which mails the link, and says where it went; the traveller
 * stays on the page.
 */
export async function saveDraft(section: HTMLElement): Promise<void> {
  const status = section.querySelector<HTMLElement>('[data-save-draft-status]');
  const button = section.querySelector('button');
  const say = (text: string | undefined) => status && (status.textContent = text ?? '');
  if (!navigator.onLine) return void say(section.dataset.offline);
  const store = browserStore();
  const draftId = readString(store, draftKeys.draftId);
  say(section.dataset.saving);
  if (button) button.disabled = true;
  try {
    const res = await fetch(draftsPath, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        ...(draftId ? { draftId } : {}),
        savedAt: readString(store, draftKeys.changedAt) ?? new Date().toISOString(),
        page: section.dataset.page as DraftPage,
        destination: currentJourney,
        locale: section.dataset.locale,
        state: draftSnapshot(store),
      }),
    });
    if (res.status === 429) return void say(section.dataset.tooMany);
    if (!res.ok) return void say(section.dataset.failed);
    const answer = (await res.json()) as SaveAnswer;
    writeString(store, draftKeys.draftId, answer.draftId);
    const message = !answer.stored
      ? section.dataset.newerKept
      : answer.mailed
        ? section.dataset.sent
        : section.dataset.sentBefore;
    say(message?.replace('{email}', answer.email).replace('{date}', dateIn(answer.expiresAt)));
  } catch {
    say(navigator.onLine ? section.dataset.failed : section.dataset.offline);
  } finally {
    if (button) button.disabled = false;
  }
}

/** Says once, on the page the continue page went to, which answers it used (the link's or this device's). */
export function showNotice(section: HTMLElement): void {
  const notice = document.querySelector<HTMLElement>('[data-draft-notice]');
  try {
    const used = sessionStorage.getItem(draftKeys.notice);
    sessionStorage.removeItem(draftKeys.notice);
    if (!used || !notice) return;
    const [kind = '', date = ''] = used.split('|');
    const text = kind === 'device' ? section.dataset.noticeDevice : section.dataset.noticeServer;
    notice.textContent = (text ?? '').replace('{date}', date);
    notice.hidden = false;
  } catch {
    // No session storage: nothing to say.
  }
}
