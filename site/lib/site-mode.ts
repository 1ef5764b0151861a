import { createTranslator, dictionaries, useTranslations, type Translate } from '../../shared/i18n';
import type { LocaleCode } from '../../shared/locales';
import { withJourneyWords } from './journey/journey-words';
import { headerMode } from './navigation';

/*
 * The site's chrome (the page's `<title>` and description, the footer) in the words of the page's mode,
 * the header's (`headerMode`): a destination's pages (Tanzania's /tanzania, /visa-fees, /processing,
 * /apply-visa/…) speak of its document where Kenya's speak of the Kenya eTA. A message under
 * `destination.<id>.<key>` replaces `<key>` there (`withJourneyWords`, as the journey's own pages);
 * Kenya's pages keep their words.
 */

/** One translator per destination mode and locale, built on first use. */
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
