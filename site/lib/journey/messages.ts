import { dictionaries, type MessageKey } from '../../../shared/i18n';
import type { LocaleCode } from '../../../shared/locales';

/**
 * Build time only: the messages of a locale whose keys start with one of `prefixes`, for an
 * island's props (an island never receives the fourteen full dictionaries).
 */
export function pickMessages(
  locale: LocaleCode,
  prefixes: readonly string[],
): Partial<Record<MessageKey, string>> {
  const all = dictionaries[locale];
  const picked: Partial<Record<MessageKey, string>> = {};
  for (const key of Object.keys(all) as MessageKey[]) {
    if (prefixes.some((p) => key.startsWith(p))) picked[key] = all[key];
  }
  return picked;
}
