import { describe, expect, it } from 'vitest';
import { localeCodes, type LocaleCode } from '../../../../shared/locales';
import {
  chatDictionaries,
  createTranslator,
  interpolate,
  siteDictionaries,
  useTranslations,
} from '../../../../shared/i18n';
import { mailMessages } from '../../../../functions/lib/mail-messages';

type Dictionary = Readonly<Record<string, string>>;
const sets: Readonly<Record<string, Readonly<Record<LocaleCode, Dictionary>>>> = {
  site: siteDictionaries,
  mail: Object.fromEntries(localeCodes.map((code) => [code, mailMessages(code)])) as Record<
    LocaleCode,
    Dictionary
  >,
  chat: chatDictionaries,
};

const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const cases = Object.entries(sets).flatMap(([name, set]) =>
  localeCodes.map((code) => ({ name, code, english: set.en, messages: set[code] })),
);

describe('the dictionaries', () => {
  it.each(cases)('$name/$code.json has exactly the English keys', ({ english, messages }) => {
    expect(Object.keys(messages).sort()).toEqual(Object.keys(english).sort());
  });

  it.each(cases)('$name/$code.json keeps its keys sorted', ({ messages }) => {
    // Sorted files let branches that add keys in parallel merge without conflicts.
    const keys = Object.keys(messages);
    expect(keys).toEqual([...keys].sort());
  });

  it.each(cases)('$name/$code.json has no empty message', ({ messages }) => {
    const empty = Object.entries(messages).filter(([, v]) => v.trim() === '');
    expect(empty).toEqual([]);
  });

  it.each(cases)(
    '$name/$code.json uses the English placeholders in every message',
    ({ english, messages }) => {
      const mismatched = Object.entries(messages).filter(
        ([k, v]) => placeholders(v).join() !== placeholders(english[k] ?? '').join(),
      );
      expect(mismatched).toEqual([]);
    },
  );

  it('never uses one key in two dictionaries', () => {
    const seen = new Map<string, string>();
    const clashes: string[] = [];
    for (const [name, set] of Object.entries(sets)) {
      for (const key of Object.keys(set.en)) {
        const other = seen.get(key);
        if (other) clashes.push(`${key} in ${other} and ${name}`);
        seen.set(key, name);
      }
    }
    expect(clashes).toEqual([]);
  });
});

describe('translation', () => {
  it('interpolates named parameters', () => {
    expect(interpolate('© {year} Kenya', { year: '2026' }, 'en')).toBe('© 2026 Kenya');
  });

  it('formats numbers for the language', () => {
    expect(interpolate('{n} items', { n: 1234.5 }, 'de')).toBe('1.234,5 items');
  });

  it('leaves an unknown placeholder visible rather than dropping it', () => {
    expect(interpolate('Hello {name}', {}, 'en')).toBe('Hello {name}');
  });

  it('falls back to English, then to the key', () => {
    const t = createTranslator<'nav.home' | 'nav.faq'>('fr', {}, { 'nav.home': 'Home' });
    expect(t('nav.home')).toBe('Home');
    expect(t('nav.faq')).toBe('nav.faq');
  });

  it('translates the 404 title in Turkish as the specification shows it in English', () => {
    expect(useTranslations('en')('notFound.title')).toBe('404 Page Not Found');
    expect(useTranslations('tr')('notFound.title')).toBe('404 Sayfa Bulunamadı');
  });
});

describe('the Arabic messages', () => {
  // An application number (KE-12345678) in right-to-left text is reordered by the bidi algorithm
  // ("12345678-KE") unless it sits in a left-to-right isolate (U+2066 … U+2069).
  it('keep every literal application number in a left-to-right isolate', () => {
    const bare = Object.entries(sets).flatMap(([name, set]) =>
      Object.entries(set.ar)
        .filter(([, text]) => /(?<!\u2066)KE-/.test(text))
        .map(([key]) => `${name}: ${key}`),
    );
    expect(bare).toEqual([]);
  });
});
