import { useMemo } from 'react';
import type { AdminPanelKey, AdminPanelMessages } from '../../../lib/island-messages';
import { createTranslator, type Translator } from '../../../../shared/i18n/translate';
import type { LocaleCode } from '../../../../shared/locales';

export type AdminT = Translator<AdminPanelKey>;

/** The panel's translator over the one locale's messages its page passed (no other keys). */
export function useAdminT(locale: LocaleCode, messages: AdminPanelMessages): AdminT {
  return useMemo(() => createTranslator(locale, messages), [locale, messages]);
}

/** A key built from a value (`admin.panel.status.<status>`): its text, or the value when not translated. */
export function labelOf(t: AdminT, key: string, fallback: string): string {
  const text = t(key as AdminPanelKey);
  return text === key ? fallback : text;
}
