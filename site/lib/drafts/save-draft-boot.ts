import { storageKeys } from '../journey/journey-keys';
import { draftKeys } from './draft-keys';

/**
 * "Save and continue later" on a journey page (issue 14 item 2): shows the section once the contact
 * e-mail is known (step 1 stores it as it is typed), records when an answer changed (a saved draft and
 * this device's answers compare by it), and loads the work (site/lib/drafts/save-draft.ts) on the first
 * press, or to say which answers the continue page used. The details page's copy of the script in
 * SaveDraftBoot.astro: that page's JavaScript budget is full, so its editor loads this chunk once it is
 * on screen (as it loads FinalStep), and the page renders the section without the script. Here the
 * records are the page's journey's (`journey-keys`): a visa journey's details page saves its own.
 */
export function bootSaveDraft(): void {
  const section = document.querySelector<HTMLElement>('[data-save-draft]');
  // Once per page, whoever asks (an island mounted twice adds no second listener).
  if (!section || section.dataset.booted) return;
  section.dataset.booted = '';
  const update = () => {
    try {
      const { contactEmail: email } = JSON.parse(localStorage.getItem(storageKeys.application) ?? '{}') as {
        contactEmail?: unknown;
      };
      section.hidden = !(typeof email == 'string' && /^\S+@\S+\.\S+$/.test(email.trim()));
    } catch {
      // Storage blocked: the journey cannot be saved either.
    }
  };
  const lazy = () => import('./save-draft');
  update();
  document.addEventListener('change', () => {
    update();
    localStorage.setItem(draftKeys.changedAt, new Date().toISOString());
  });
  section
    .querySelector('button')
    ?.addEventListener('click', () => void lazy().then((m) => m.saveDraft(section)));
  if (sessionStorage.getItem(draftKeys.notice)) void lazy().then((m) => m.showNotice(section));
}
