import { useMemo } from 'react';
import type { MessageKey } from '../../../shared/i18n/types';
import { createTranslator, type Translator } from '../../../shared/i18n/translate';
import type { LocaleCode } from '../../../shared/locales';

/** The messages a page passes to its island (only the keys it needs). */
export type IslandMessages = Partial<Record<MessageKey, string>>;
export type T = Translator<MessageKey>;

export function useT(locale: LocaleCode, messages: IslandMessages): T {
  return useMemo(() => createTranslator(locale, messages), [locale, messages]);
}

/** The "Error:" and "Warning:" prefixes read before inline messages. */
export function prefixesOf(t: T) {
  return { error: t('common.form.errorPrefix'), warning: t('flow.errors.warningPrefix') };
}
