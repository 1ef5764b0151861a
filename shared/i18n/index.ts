import type { LocaleCode } from '../locales';
import { dictionaries } from './messages';
import { createTranslator, type Translate } from './translate';

export { createTranslator, interpolate, type MessageKey, type Messages, type Translate } from './translate';
export { dictionaries };

/** The translation function of a locale, with English as fallback. */
export function useTranslations(locale: LocaleCode): Translate {
  return createTranslator(locale, dictionaries[locale], dictionaries.en);
}
