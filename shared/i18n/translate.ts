import { rtlLocales, type LocaleCode } from '../locales';
import { formatNumber } from './numbers';
import { pluralCategory, type PluralKey } from './plural';

export type Params = Readonly<Record<string, string | number>>;

/** Replaces `{name}` placeholders; numbers are formatted for the locale. */
export function interpolate(template: string, params: Params | undefined, locale: LocaleCode): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    return typeof value === 'number' ? formatNumber(locale, value) : value;
  });
}

export interface Translator<K extends string> {
  /** The message of `key`, its `{placeholders}` filled from `params`. */
  (key: K, params?: Params): string;
  /**
   * The form of a plural message for `count` (`key.one`, `key.few`, … by the language's rules, else
   * `key.other`); `{count}` and `params` fill its placeholders.
   */
  plural(key: PluralKey<K>, count: number, params?: Params): string;
}

/**
 * A translation function over one locale's messages, falling back to English and then to the key.
 * Islands build one from the messages their page passes them, never from all fourteen locales.
 */
export function createTranslator<K extends string>(
  locale: LocaleCode,
  messages: Partial<Record<K, string>>,
  fallback?: Partial<Record<K, string>>,
): Translator<K> {
  const own = messages as Partial<Record<string, string>>;
  const english = (fallback ?? {}) as Partial<Record<string, string>>;
  const t = (key: K, params?: Params) => interpolate(own[key] ?? english[key] ?? key, params, locale);
  const plural = (key: string, count: number, params?: Params) => {
    const text =
      own[`${key}.${pluralCategory(locale, count)}`] ??
      own[`${key}.other`] ??
      english[`${key}.${pluralCategory('en', count)}`] ??
      english[`${key}.other`] ??
      key;
    return interpolate(text, { count, ...params }, locale);
  };
  return Object.assign(t, { plural });
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
