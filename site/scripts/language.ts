import { preferredLanguageKey } from '../../shared/public/language';

/**
 * The language selectors (header and footer): picking a language stores it under `preferred-language`
 * (the home page follows it on the next visit) and follows the link to the same page in that language.
 * Escape or a click elsewhere closes an open selector.
 */
const selectors = [...document.querySelectorAll<HTMLDetailsElement>('.language-selector')];

for (const selector of selectors) {
  selector.addEventListener('click', (event) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>('a[data-locale]');
    const locale = link?.dataset.locale;
    if (!locale) return;
    try {
      localStorage.setItem(preferredLanguageKey, locale);
    } catch {
      // Storage may be off (private mode): the link still works.
    }
  });
  selector.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && selector.open) {
      selector.open = false;
      selector.querySelector('summary')?.focus();
    }
  });
}

document.addEventListener('click', (event) => {
  for (const selector of selectors) {
    if (selector.open && !selector.contains(event.target as Node)) selector.open = false;
  }
});
