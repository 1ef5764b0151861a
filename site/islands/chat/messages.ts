import type { ChatMessages } from '../../../shared/i18n/types';
import type { LocaleCode } from '../../../shared/locales';

/**
 * The widget's messages in one language: each locale is its own small chunk, fetched with the widget,
 * so a page never ships the other thirteen (and pages that never open the chat ship none). Typed by
 * the English file: a language with fewer plural categories lacks some `.one` keys, which the
 * translator's `plural` never asks for.
 */
const loaders: Record<LocaleCode, () => Promise<ChatMessages>> = {
  en: () => import('../../../shared/i18n/chat/en.json').then((m) => m.default as ChatMessages),
  tr: () => import('../../../shared/i18n/chat/tr.json').then((m) => m.default as ChatMessages),
  ar: () => import('../../../shared/i18n/chat/ar.json').then((m) => m.default as ChatMessages),
  fr: () => import('../../../shared/i18n/chat/fr.json').then((m) => m.default as ChatMessages),
  de: () => import('../../../shared/i18n/chat/de.json').then((m) => m.default as ChatMessages),
  es: () => import('../../../shared/i18n/chat/es.json').then((m) => m.default as ChatMessages),
  it: () => import('../../../shared/i18n/chat/it.json').then((m) => m.default as ChatMessages),
  ru: () => import('../../../shared/i18n/chat/ru.json').then((m) => m.default as ChatMessages),
  zh: () => import('../../../shared/i18n/chat/zh.json').then((m) => m.default as ChatMessages),
  ja: () => import('../../../shared/i18n/chat/ja.json').then((m) => m.default as ChatMessages),
  ko: () => import('../../../shared/i18n/chat/ko.json').then((m) => m.default as ChatMessages),
  pt: () => import('../../../shared/i18n/chat/pt.json').then((m) => m.default as ChatMessages),
  hi: () => import('../../../shared/i18n/chat/hi.json').then((m) => m.default as ChatMessages),
  sw: () => import('../../../shared/i18n/chat/sw.json').then((m) => m.default as ChatMessages),
};

export function loadChatMessages(locale: LocaleCode): Promise<ChatMessages> {
  return loaders[locale]();
}
