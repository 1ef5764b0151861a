import { rtlLocales, type LocaleCode } from '../locales';

export type Params = Readonly<Record<string, string | number>>;

/** Replaces `{name}` placeholders; numbers are formatted for the locale. */
export function interpolate(template: string, params: Params | undefined, locale: LocaleCode): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    return typeof value === 'number' ? new Intl.NumberFormat(locale).format(value) : value;
  });
}

export type Translator<K extends string> = (key: K, params?: Params) => string;

/**
 * A translation function over one locale's messages, falling back to English and then to the key.
 * Islands build one from the messages their page passes them, never from all fourteen locales.
 */
export function createTranslator<K extends string>(
  locale: LocaleCode,
  messages: Partial<Record<K, string>>,
  fallback?: Partial<Record<K, string>>,
): Translator<K> {
  return (key, params) => interpolate(messages[key] ?? fallback?.[key] ?? key, params, locale);
}

/**
 * A left-to-right value (an application number) inside plain text of a right-to-left locale, wrapped in
 * the isolates LRI … PDI (U+2066, U+2069) so that the bidi algorithm keeps it whole: without them an
 * Arabic e-mail subject shows `KE-12345678` as `12345678-KE`. Other locales get the value unchanged.
 * Where there is HTML, `<bdi>` does this; an e-mail subject is plain text.
 */
export function ltrIsolated(locale: LocaleCode, value: string): string {
  return rtlLocales.has(locale) ? `\u2066${value}\u2069` : value;
}
