import type { LocaleCode } from '../locales';

/**
 * A catalog is one feature's messages in every locale: flat, dot-namespaced keys, one file per
 * locale under `shared/i18n/<feature>/`, English complete. Features keep separate catalogs so that
 * an island receives only its own messages, and so that features never edit one shared file.
 */
export type Catalog<K extends string> = Readonly<Record<LocaleCode, Readonly<Record<K, string>>>>;

/** The messages of one locale, from one or more catalogs (for an island's props). */
export function messagesFor<K extends string>(
  locale: LocaleCode,
  ...catalogs: readonly Catalog<K>[]
): Readonly<Record<K, string>> {
  return Object.assign({}, ...catalogs.map((c) => c[locale])) as Record<K, string>;
}
