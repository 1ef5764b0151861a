import type { ChatMessages } from '../../../shared/i18n/chat/en';
import type { LocaleCode } from '../../../shared/locales';

/**
 * The widget's messages in one language: each locale is its own small chunk, fetched with the widget,
 * so a page never ships the other thirteen (and pages that never open the chat ship none).
 */
const loaders: Record<LocaleCode, () => Promise<ChatMessages>> = {
  en: () => import('../../../shared/i18n/chat/en').then((m) => m.en),
  tr: () => import('../../../shared/i18n/chat/tr').then((m) => m.tr),
  ar: () => import('../../../shared/i18n/chat/ar').then((m) => m.ar),
  fr: () => import('../../../shared/i18n/chat/fr').then((m) => m.fr),
  de: () => import('../../../shared/i18n/chat/de').then((m) => m.de),
  es: () => import('../../../shared/i18n/chat/es').then((m) => m.es),
  it: () => import('../../../shared/i18n/chat/it').then((m) => m.it),
  ru: () => import('../../../shared/i18n/chat/ru').then((m) => m.ru),
  zh: () => import('../../../shared/i18n/chat/zh').then((m) => m.zh),
  ja: () => import('../../../shared/i18n/chat/ja').then((m) => m.ja),
  ko: () => import('../../../shared/i18n/chat/ko').then((m) => m.ko),
  pt: () => import('../../../shared/i18n/chat/pt').then((m) => m.pt),
  hi: () => import('../../../shared/i18n/chat/hi').then((m) => m.hi),
  sw: () => import('../../../shared/i18n/chat/sw').then((m) => m.sw),
};

export function loadChatMessages(locale: LocaleCode): Promise<ChatMessages> {
  return loaders[locale]();
}
