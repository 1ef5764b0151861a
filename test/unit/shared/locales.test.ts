import { describe, expect, it } from 'vitest';
import {
  defaultLocale,
  getLocale,
  localeCodes,
  localizePath,
  matchLocale,
  rtlLocales,
  splitLocalePath,
} from '../../../shared/locales';

describe('the locale registry', () => {
  it('has the fourteen languages of the specification, English first and default', () => {
    expect(localeCodes).toEqual([
      'en',
      'tr',
      'ar',
      'fr',
      'de',
      'es',
      'it',
      'ru',
      'zh',
      'ja',
      'ko',
      'pt',
      'hi',
      'sw',
    ]);
    expect(defaultLocale).toBe('en');
  });

  it('writes Arabic right-to-left and every other language left-to-right', () => {
    expect([...rtlLocales]).toEqual(['ar']);
    expect(getLocale('ar').dir).toBe('rtl');
    expect(getLocale('tr').dir).toBe('ltr');
  });
});

describe('localizePath', () => {
  it('leaves English paths without a prefix', () => {
    expect(localizePath('/faq', 'en')).toBe('/faq');
    expect(localizePath('/', 'en')).toBe('/');
  });

  it('prefixes other languages with their code', () => {
    expect(localizePath('/faq', 'ar')).toBe('/ar/faq');
    expect(localizePath('/', 'tr')).toBe('/tr/');
    expect(localizePath('kenya-eta-start', 'sw')).toBe('/sw/kenya-eta-start');
  });
});

describe('splitLocalePath', () => {
  it('finds the language and the page of a prefixed path', () => {
    expect(splitLocalePath('/ar/faq')).toEqual({ locale: 'ar', path: '/faq' });
    expect(splitLocalePath('/ko')).toEqual({ locale: 'ko', path: '/' });
  });

  it('treats unprefixed paths and unknown two-letter segments as English', () => {
    expect(splitLocalePath('/faq')).toEqual({ locale: 'en', path: '/faq' });
    expect(splitLocalePath('/xx/faq')).toEqual({ locale: 'en', path: '/xx/faq' });
    expect(splitLocalePath('/en/faq')).toEqual({ locale: 'en', path: '/en/faq' });
  });

  it('round-trips with localizePath for every language', () => {
    for (const code of localeCodes) {
      expect(splitLocalePath(localizePath('/contact-us', code))).toEqual({
        locale: code,
        path: '/contact-us',
      });
    }
  });
});

describe('matchLocale', () => {
  it('takes the first browser language we speak, by its base language', () => {
    expect(matchLocale(['nl-NL', 'pt-BR', 'en'])).toBe('pt');
    expect(matchLocale(['zh-Hans-CN'])).toBe('zh');
  });

  it('falls back to English when we speak none of them', () => {
    expect(matchLocale(['nl', 'pl'])).toBe('en');
    expect(matchLocale([])).toBe('en');
  });
});
