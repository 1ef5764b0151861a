import { createTranslator, dictionaries, useTranslations, type Translate } from '../../shared/i18n';
import type { LocaleCode } from '../../shared/locales';
import { withJourneyWords } from './journey/journey-words';
import { footerNav, headerMode, type NavItem } from './navigation';

/**
 * The site's chrome (the page's `<title>` and description, the footer) in the words of the page's mode,
 * the header's (`headerMode`): Tanzania's pages (/tanzania, /visa-fees, /processing, /apply-visa/…)
 * speak of the Tanzania e-visa where Kenya's speak of the Kenya eTA. A message under
 * `destination.tanzania.<key>` replaces `<key>` there (`withJourneyWords`, as the journey's own pages);
 * Kenya's pages keep their words.
 */
export type SiteMode = ReturnType<typeof headerMode>;

const chromeTranslations = new Map<string, Translate>();

/** The translations of a page's chrome at `path` (without the locale prefix). */
export function useChromeTranslations(locale: LocaleCode, path: string): Translate {
  const kenya = useTranslations(locale);
  const mode = headerMode(path);
  if (mode === 'kenya') return kenya;
  const id = `${mode}:${locale}`;
  let t = chromeTranslations.get(id);
  if (!t) {
    t = createTranslator(
      locale,
      withJourneyWords(dictionaries[locale], mode),
      withJourneyWords(dictionaries.en, mode),
    ) as Translate;
    chromeTranslations.set(id, t);
  }
  return t;
}

/** The footer's column of the Tanzania e-visa: its journey, its fees and speeds, the status lookup. */
export const tanzaniaFooterNav: readonly NavItem[] = [
  { path: '/apply-visa', label: 'common.action.applyNow' },
  { path: '/kenya-eta-check-status', label: 'common.action.checkStatus' },
  { path: '/tanzania', label: 'nav.requirements' },
  { path: '/visa-fees', label: 'nav.tanzania.fees' },
  { path: '/processing', label: 'nav.tanzania.processing' },
  { path: '/faq', label: 'nav.faq' },
];

/** The footer's first column of a mode: its title and links. */
export const footerColumnOf = (
  mode: SiteMode,
): { title: 'common.page.kenya' | 'common.page.tanzania'; items: readonly NavItem[] } =>
  mode === 'tanzania'
    ? { title: 'common.page.tanzania', items: tanzaniaFooterNav }
    : { title: 'common.page.kenya', items: footerNav };
