import type { ChatMessages } from '../../../shared/i18n/types';
import type { LocaleCode } from '../../../shared/locales';

/**
 * The widget's messages in one language: each locale is its own small chunk, fetched with the widget,
 * so a page never ships the other thirteen (and pages that never open the chat ship none).
 */
const loaders: Record<LocaleCode, () => Promise<ChatMessages>> = {
  en: () => import('../../../shared/i18n/chat/en.json').then((m) => m.default),
  tr: () => import('../../../shared/i18n/chat/tr.json').then((m) => m.default),
  ar: () => import('../../../shared/i18n/chat/ar.json').then((m) => m.default),
  fr: () => import('../../../shared/i18n/chat/fr.json').then((m) => m.default),
  de: () => import('../../../shared/i18n/chat/de.json').then((m) => m.default),
  es: () => import('../../../shared/i18n/chat/es.json').then((m) => m.default),
  it: () => import('../../../shared/i18n/chat/it.json').then((m) => m.default),
  ru: () => import('../../../shared/i18n/chat/ru.json').then((m) => m.default),
  zh: () => import('../../../shared/i18n/chat/zh.json').then((m) => m.default),
  ja: () => import('../../../shared/i18n/chat/ja.json').then((m) => m.default),
  ko: () => import('../../../shared/i18n/chat/ko.json').then((m) => m.default),
  pt: () => import('../../../shared/i18n/chat/pt.json').then((m) => m.default),
  hi: () => import('../../../shared/i18n/chat/hi.json').then((m) => m.default),
  sw: () => import('../../../shared/i18n/chat/sw.json').then((m) => m.default),
};

export function loadChatMessages(locale: LocaleCode): Promise<ChatMessages> {
  return loaders[locale]();
}
