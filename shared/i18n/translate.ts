import type { LocaleCode } from '../locales';

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
