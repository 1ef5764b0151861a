import { isFaqCategory, matchesFaq, type FaqCategory, type FaqEntryCategory } from '../../shared/public/faq';

/**
 * FAQ search and category filter. Every entry is in the page and usable without JavaScript; this only
 * hides the entries that do not match, with `matchesFaq` (shared/public/faq.ts).
 */
const root = document.querySelector<HTMLElement>('[data-faq]');

if (root) {
  const lang = document.documentElement.lang;
  const search = root.querySelector<HTMLInputElement>('[data-faq-search]');
  const buttons = [...root.querySelectorAll<HTMLButtonElement>('[data-faq-category]')];
  const items = [...root.querySelectorAll<HTMLElement>('[data-faq-item]')].map((element) => ({
    element,
    category: element.dataset.category as FaqEntryCategory,
    question: element.querySelector('summary')?.textContent ?? '',
    answer: element.querySelector('[data-faq-answer]')?.textContent ?? '',
  }));
  const empty = root.querySelector<HTMLElement>('[data-faq-empty]');
  const count = root.querySelector<HTMLElement>('[data-faq-count]');
  const numbers = new Intl.NumberFormat(lang);
  let category: FaqCategory = 'all';

  const apply = () => {
    const query = search?.value ?? '';
    let shown = 0;
    for (const item of items) {
      const visible = matchesFaq(item, query, category, lang);
      item.element.hidden = !visible;
      if (visible) shown += 1;
    }
    if (empty) empty.hidden = shown > 0;
    if (count) {
      count.textContent = (count.dataset.template ?? '')
        .replace('{count}', numbers.format(shown))
        .replace('{total}', numbers.format(items.length));
    }
  };

  apply();
  search?.addEventListener('input', apply);
  root.querySelector('form')?.addEventListener('submit', (event) => event.preventDefault());
  for (const button of buttons) {
    button.addEventListener('click', () => {
      const chosen = button.dataset.faqCategory;
      if (!isFaqCategory(chosen)) return;
      category = chosen;
      for (const other of buttons) other.setAttribute('aria-pressed', String(other === button));
      apply();
    });
  }
}
