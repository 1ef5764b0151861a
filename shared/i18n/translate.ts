import type { LocaleCode } from '../locales';
import type { MessageKey, Messages } from './messages/en';

export type { MessageKey, Messages };
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

export type Translate = (key: MessageKey, params?: Params) => string;

/**
 * A translation function over one locale's dictionary, falling back to English and then to the key.
 * Pass only the dictionaries a page needs to an island, never all fourteen.
 */
export function createTranslator(
  locale: LocaleCode,
  messages: Partial<Messages>,
  fallback?: Partial<Messages>,
): Translate {
  return (key, params) => interpolate(messages[key] ?? fallback?.[key] ?? key, params, locale);
}
