import { useMemo } from 'react';
import type { MessageKey } from '../../../shared/i18n/types';
import { createTranslator, type Translator } from '../../../shared/i18n/translate';
import { getLocale, type LocaleCode } from '../../../shared/locales';

/** The messages a page passes to its island (only the keys it needs). */
export type IslandMessages = Partial<Record<MessageKey, string>>;
export type T = Translator<MessageKey>;

export function useT(locale: LocaleCode, messages: IslandMessages): T {
  return useMemo(() => createTranslator(locale, messages), [locale, messages]);
}

/** Whole US dollars in the page's language: "US$218", "218 $US", "218 دولار أمريكي". */
export function formatMoney(amount: number, locale: LocaleCode): string {
  return new Intl.NumberFormat(getLocale(locale).tag, {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
    minimumFractionDigits: 0,
  }).format(amount);
}

/** The "Error:" and "Warning:" prefixes read before inline messages. */
export function prefixesOf(t: T) {
  return { error: t('flow.errors.prefix'), warning: t('flow.errors.warningPrefix') };
}
