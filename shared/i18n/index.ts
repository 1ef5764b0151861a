import { localeCodes, type LocaleCode } from '../locales';
import { catalogs, type MessageKey, type Messages } from './catalogs';
import { createTranslator, type Translator } from './translate';

export { createTranslator, interpolate, type Params, type Translator } from './translate';
export { messagesFor, type Catalog } from './catalog';
export { catalogs, type MessageKey, type Messages };

export type Translate = Translator<MessageKey>;

function merged(locale: LocaleCode): Messages {
  return Object.assign({}, ...Object.values(catalogs).map((c) => c[locale])) as Messages;
}

/** Every message of a locale, for build-time use (Astro pages) and functions (e-mails). */
export const dictionaries: Readonly<Record<LocaleCode, Messages>> = Object.freeze(
  Object.fromEntries(localeCodes.map((l) => [l, merged(l)])) as Record<LocaleCode, Messages>,
);

/** The translation function of a locale, with English as fallback. */
export function useTranslations(locale: LocaleCode): Translate {
  return createTranslator(locale, dictionaries[locale], dictionaries.en);
}
