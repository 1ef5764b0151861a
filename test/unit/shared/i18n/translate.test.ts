import { describe, expect, it } from 'vitest';
import { createTranslator, interpolate, siteDictionaries, useTranslations } from '../../../../shared/i18n';
import { pluralCategories, pluralCategory } from '../../../../shared/i18n/plural';

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
    const t = createTranslator<'nav.label' | 'nav.faq'>('fr', {}, { 'nav.label': 'Main navigation' });
    expect(t('nav.label')).toBe('Main navigation');
    expect(t('nav.faq')).toBe('nav.faq');
  });

  it('translates the 404 title in Turkish as the specification shows it in English', () => {
    expect(useTranslations('en')('notFound.title')).toBe('404 Page Not Found');
    expect(useTranslations('tr')('notFound.title')).toBe('404 Sayfa Bulunamadı');
  });
});

describe('plurals', () => {
  it('know the categories of each language from Intl.PluralRules', () => {
    expect(pluralCategories('ar')).toEqual(
      expect.arrayContaining(['zero', 'one', 'two', 'few', 'many', 'other']),
    );
    expect(pluralCategories('ja')).toEqual(['other']);
    expect(pluralCategory('ru', 22)).toBe('few');
    expect(pluralCategory('ar', 11)).toBe('many');
  });

  it('choose the English form by the count', () => {
    const t = useTranslations('en');
    expect(t.plural('admin.signIn.tooManyAttempts', 1, { minutes: 1 })).toBe(
      'Too many attempts. Try again in 1 minute.',
    );
    expect(t.plural('admin.signIn.tooManyAttempts', 15, { minutes: 15 })).toBe(
      'Too many attempts. Try again in 15 minutes.',
    );
  });

  it('say the Arabic minutes right for 1, 2, 3 to 10 and 11 or more', () => {
    const t = useTranslations('ar');
    const minutes = (n: number) => t.plural('admin.signIn.tooManyAttempts', n, { minutes: n });
    expect(minutes(1)).toContain('دقيقة واحدة');
    expect(minutes(2)).toContain('دقيقتين');
    expect(minutes(5)).toContain('5 دقائق');
    expect(minutes(15)).toContain('15 دقيقة');
    expect(minutes(15)).not.toContain('دقائق');
  });

  it('decline the Russian days of a range by its end', () => {
    const t = useTranslations('ru');
    const days = (min: number, max: number) => t.plural('journey.processing.time', max, { min, max });
    expect(days(1, 2)).toBe('1–2 рабочих дня');
    expect(days(7, 15)).toBe('7–15 рабочих дней');
    expect(days(1, 21)).toBe('1–21 рабочий день');
  });

  it('fill {count} and the other parameters', () => {
    const t = useTranslations('en');
    expect(t.plural('requirements.eta.text', 12)).toBe(
      'Citizens of these 12 countries need an eTA, and so do citizens of every country not listed below as exempt.',
    );
  });

  it('fall back to the other form, then to English, when a form is missing', () => {
    type Key = 'x.one' | 'x.other';
    const english = { 'x.one': '{count} thing', 'x.other': '{count} things' };
    expect(createTranslator<Key>('ru', { 'x.other': '{count} вещи' }, english).plural('x', 5)).toBe('5 вещи');
    expect(createTranslator<Key>('ru', {}, english).plural('x', 1)).toBe('1 thing');
  });

  it('hold every locale’s Arabic-style forms in the dictionary, not only one and other', () => {
    const arabic = Object.keys(siteDictionaries.ar).filter((k) =>
      k.startsWith('admin.signIn.tooManyAttempts.'),
    );
    expect(arabic.map((k) => k.split('.').pop()).sort()).toEqual([
      'few',
      'many',
      'one',
      'other',
      'two',
      'zero',
    ]);
  });
});
