import { describe, expect, it } from 'vitest';
import { localeCodes } from '../../../../shared/locales';
import { createTranslator, dictionaries, interpolate, useTranslations } from '../../../../shared/i18n';

const englishKeys = Object.keys(dictionaries.en).sort();
const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the dictionaries', () => {
  it.each(localeCodes)('%s has exactly the English keys', (code) => {
    expect(Object.keys(dictionaries[code]).sort()).toEqual(englishKeys);
  });

  it.each(localeCodes)('%s has no empty message', (code) => {
    const empty = Object.entries(dictionaries[code]).filter(([, v]) => v.trim() === '');
    expect(empty).toEqual([]);
  });

  it.each(localeCodes)('%s uses the same placeholders as English in every message', (code) => {
    const english: Record<string, string> = dictionaries.en;
    const mismatched = Object.entries(dictionaries[code]).filter(
      ([k, v]) => placeholders(v).join() !== placeholders(english[k] ?? '').join(),
    );
    expect(mismatched).toEqual([]);
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
    const t = createTranslator('fr', {}, { 'nav.home': 'Home' });
    expect(t('nav.home')).toBe('Home');
    expect(t('nav.faq')).toBe('nav.faq');
  });

  it('translates the 404 title in Turkish as the specification shows it in English', () => {
    expect(useTranslations('en')('notFound.title')).toBe('404 Page Not Found');
    expect(useTranslations('tr')('notFound.title')).toBe('404 Sayfa Bulunamadı');
  });
});
