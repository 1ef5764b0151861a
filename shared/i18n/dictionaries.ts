import { localeCodes, type LocaleCode } from '../locales';
import chatAr from './chat/ar.json' with { type: 'json' };
import chatDe from './chat/de.json' with { type: 'json' };
import chatEn from './chat/en.json' with { type: 'json' };
import chatEs from './chat/es.json' with { type: 'json' };
import chatFr from './chat/fr.json' with { type: 'json' };
import chatHi from './chat/hi.json' with { type: 'json' };
import chatIt from './chat/it.json' with { type: 'json' };
import chatJa from './chat/ja.json' with { type: 'json' };
import chatKo from './chat/ko.json' with { type: 'json' };
import chatPt from './chat/pt.json' with { type: 'json' };
import chatRu from './chat/ru.json' with { type: 'json' };
import chatSw from './chat/sw.json' with { type: 'json' };
import chatTr from './chat/tr.json' with { type: 'json' };
import chatZh from './chat/zh.json' with { type: 'json' };
import siteAr from './site/ar.json' with { type: 'json' };
import siteDe from './site/de.json' with { type: 'json' };
import siteEn from './site/en.json' with { type: 'json' };
import siteEs from './site/es.json' with { type: 'json' };
import siteFr from './site/fr.json' with { type: 'json' };
import siteHi from './site/hi.json' with { type: 'json' };
import siteIt from './site/it.json' with { type: 'json' };
import siteJa from './site/ja.json' with { type: 'json' };
import siteKo from './site/ko.json' with { type: 'json' };
import sitePt from './site/pt.json' with { type: 'json' };
import siteRu from './site/ru.json' with { type: 'json' };
import siteSw from './site/sw.json' with { type: 'json' };
import siteTr from './site/tr.json' with { type: 'json' };
import siteZh from './site/zh.json' with { type: 'json' };
import { createTranslator, type Translator } from './translate';
import type { ChatKey, MessageKey, Messages, SiteKey } from './types';

/**
 * The site's dictionaries (build time and tests only: an island never imports this module, its page
 * passes it the keys it needs, see `pickMessages`). Locale files other than English are typed loosely
 * here; the dictionary test holds them to exactly the English keys.
 */
type Loose = Readonly<Record<string, string>>;
const site: Readonly<Record<LocaleCode, Loose>> = {
  en: siteEn,
  tr: siteTr,
  ar: siteAr,
  fr: siteFr,
  de: siteDe,
  es: siteEs,
  it: siteIt,
  ru: siteRu,
  zh: siteZh,
  ja: siteJa,
  ko: siteKo,
  pt: sitePt,
  hi: siteHi,
  sw: siteSw,
};
const chat: Readonly<Record<LocaleCode, Loose>> = {
  en: chatEn,
  tr: chatTr,
  ar: chatAr,
  fr: chatFr,
  de: chatDe,
  es: chatEs,
  it: chatIt,
  ru: chatRu,
  zh: chatZh,
  ja: chatJa,
  ko: chatKo,
  pt: chatPt,
  hi: chatHi,
  sw: chatSw,
};

/** The site dictionary of each locale, as its JSON file holds it. */
export const siteDictionaries = site as Readonly<Record<LocaleCode, Messages<SiteKey>>>;
/** The chat widget's dictionary of each locale (the widget loads its own file when opened). */
export const chatDictionaries = chat as Readonly<Record<LocaleCode, Messages<ChatKey>>>;

/** Every message a page can use (site and chat), per locale. */
export const dictionaries: Readonly<Record<LocaleCode, Messages>> = Object.freeze(
  Object.fromEntries(localeCodes.map((l) => [l, Object.freeze({ ...site[l], ...chat[l] })])) as Record<
    LocaleCode,
    Messages
  >,
);

export type Translate = Translator<MessageKey>;

/** The translation function of a locale, with English as fallback. */
export function useTranslations(locale: LocaleCode): Translate {
  return createTranslator(locale, dictionaries[locale], dictionaries.en);
}

/**
 * Build time only: the messages of a locale whose keys start with one of `prefixes`, for an
 * island's props (an island never receives a whole dictionary).
 */
export function pickMessages<P extends string>(
  locale: LocaleCode,
  prefixes: readonly P[],
): Messages<Extract<MessageKey, `${P}${string}`>> {
  const all: Loose = dictionaries[locale];
  const picked: Record<string, string> = {};
  for (const key of Object.keys(all)) {
    if (prefixes.some((p) => key.startsWith(p))) picked[key] = all[key] as string;
  }
  return picked as Messages<Extract<MessageKey, `${P}${string}`>>;
}
