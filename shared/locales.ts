/**
 * The one locale registry. The Astro i18n config, page paths, `<html lang dir>` and the
 * right-to-left set are all derived from this list.
 */
export const locales = [
  { code: 'en', tag: 'en', nativeName: 'English', englishName: 'English', dir: 'ltr' },
  { code: 'tr', tag: 'tr', nativeName: 'Türkçe', englishName: 'Turkish', dir: 'ltr' },
  { code: 'ar', tag: 'ar', nativeName: 'العربية', englishName: 'Arabic', dir: 'rtl' },
  { code: 'fr', tag: 'fr', nativeName: 'Français', englishName: 'French', dir: 'ltr' },
  { code: 'de', tag: 'de', nativeName: 'Deutsch', englishName: 'German', dir: 'ltr' },
  { code: 'es', tag: 'es', nativeName: 'Español', englishName: 'Spanish', dir: 'ltr' },
  { code: 'it', tag: 'it', nativeName: 'Italiano', englishName: 'Italian', dir: 'ltr' },
  { code: 'ru', tag: 'ru', nativeName: 'Русский', englishName: 'Russian', dir: 'ltr' },
  { code: 'zh', tag: 'zh-Hans', nativeName: '中文', englishName: 'Chinese', dir: 'ltr' },
  { code: 'ja', tag: 'ja', nativeName: '日本語', englishName: 'Japanese', dir: 'ltr' },
  { code: 'ko', tag: 'ko', nativeName: '한국어', englishName: 'Korean', dir: 'ltr' },
  { code: 'pt', tag: 'pt', nativeName: 'Português', englishName: 'Portuguese', dir: 'ltr' },
  { code: 'hi', tag: 'hi', nativeName: 'हिन्दी', englishName: 'Hindi', dir: 'ltr' },
  { code: 'sw', tag: 'sw', nativeName: 'Kiswahili', englishName: 'Swahili', dir: 'ltr' },
] as const;

export type Locale = (typeof locales)[number];
export type LocaleCode = Locale['code'];
export type Direction = Locale['dir'];

export const defaultLocale = 'en' satisfies LocaleCode;
export const localeCodes: readonly LocaleCode[] = locales.map((l) => l.code);
export const rtlLocales: ReadonlySet<LocaleCode> = new Set(
  locales.filter((l) => l.dir === 'rtl').map((l) => l.code),
);

export function isLocaleCode(value: unknown): value is LocaleCode {
  return typeof value === 'string' && (localeCodes as readonly string[]).includes(value);
}

export function getLocale(code: LocaleCode): Locale {
  const found = locales.find((l) => l.code === code);
  if (!found) throw new RangeError(`Unknown locale ${code}`);
  return found;
}

/** The path prefix of a locale: '' for the default locale, '/ar' for Arabic. */
export function localePrefix(code: LocaleCode): string {
  return code === defaultLocale ? '' : `/${code}`;
}

/** The same page in another locale: `localizePath('/faq', 'ar')` is `/ar/faq`. */
export function localizePath(path: string, code: LocaleCode): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  const prefix = localePrefix(code);
  if (clean === '/') return prefix === '' ? '/' : `${prefix}/`;
  return `${prefix}${clean}`;
}

/** Splits a path into its locale and the path without the locale prefix. */
export function splitLocalePath(path: string): { locale: LocaleCode; path: string } {
  const match = /^\/([a-z]{2})(\/.*)?$/.exec(path);
  if (match && isLocaleCode(match[1]) && match[1] !== defaultLocale) {
    return { locale: match[1], path: match[2] ?? '/' };
  }
  return { locale: defaultLocale, path: path || '/' };
}

/** The best locale for an Accept-Language list or navigator.languages, else the default. */
export function matchLocale(preferred: readonly string[]): LocaleCode {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split(/[-_]/)[0];
    if (isLocaleCode(base)) return base;
  }
  return defaultLocale;
}
