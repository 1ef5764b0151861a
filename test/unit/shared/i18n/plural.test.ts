import { describe, expect, it } from 'vitest';
import { dictionaries, useTranslations } from '../../../../shared/i18n';
import { pluralBases, pluralCategory } from '../../../../shared/i18n/plural';
import { localeCodes, type LocaleCode } from '../../../../shared/locales';

/** How each language says "in N minutes", by count: the words the message must contain. */
const minutes: Readonly<Record<LocaleCode, Readonly<Record<number, string>>>> = {
  en: { 1: '1 minute.', 2: '2 minutes', 5: '5 minutes', 21: '21 minutes' },
  tr: { 1: '1 dakika', 2: '2 dakika', 15: '15 dakika' },
  ar: { 1: 'دقيقة واحدة', 2: 'دقيقتين', 3: '3 دقائق', 10: '10 دقائق', 11: '11 دقيقة', 100: '100 دقيقة' },
  fr: { 1: '1 minute.', 2: '2 minutes', 15: '15 minutes' },
  de: { 1: '1 Minute ', 2: '2 Minuten', 15: '15 Minuten' },
  es: { 1: '1 minuto.', 2: '2 minutos', 15: '15 minutos' },
  it: { 1: '1 minuto.', 2: '2 minuti', 15: '15 minuti' },
  ru: { 1: '1 минуту', 2: '2 минуты', 5: '5 минут', 11: '11 минут', 21: '21 минуту', 22: '22 минуты' },
  zh: { 1: '1 分钟', 15: '15 分钟' },
  ja: { 1: '1 分後', 15: '15 分後' },
  ko: { 1: '1분', 15: '15분' },
  pt: { 1: '1 minuto.', 2: '2 minutos', 15: '15 minutos' },
  hi: { 1: '1 मिनट', 15: '15 मिनट' },
  sw: { 1: 'dakika 1', 15: 'dakika 15' },
};

describe('the minutes of a lockout or a chat rate limit', () => {
  const cases = localeCodes.flatMap((code) =>
    Object.entries(minutes[code]).map(([count, words]) => ({ code, count: Number(count), words })),
  );

  it.each(cases)('read right in $code for $count', ({ code, count, words }) => {
    const t = useTranslations(code);
    expect(t.plural('admin.signIn.tooManyAttempts', count, { minutes: count })).toContain(words);
    expect(t.plural('chat.errors.rateLimited', count, { minutes: count })).toContain(words);
  });

  it('use the Arabic form that fits each count, never the 3-to-10 plural past ten', () => {
    const t = useTranslations('ar');
    for (let n = 11; n <= 99; n += 1) {
      expect(t.plural('admin.signIn.tooManyAttempts', n, { minutes: n })).not.toContain('دقائق');
    }
  });
});

describe('every plural message', () => {
  const bases = [...pluralBases(Object.keys(dictionaries.en))];
  const counts = [0, 1, 2, 3, 5, 11, 21, 22, 100, 101, 1_000_000];

  it('is found: the dictionaries hold some', () => {
    expect(bases.length).toBeGreaterThan(5);
  });

  it.each(localeCodes)('in %s, fills every placeholder and shows the count or a word for it', (code) => {
    const t = useTranslations(code);
    for (const base of bases) {
      for (const n of counts) {
        const params = {
          count: n,
          minutes: n,
          seconds: n,
          min: 1,
          max: n,
          done: 0,
          total: n,
          speed: 'S',
          price: 'P',
        };
        const text = t.plural(base as Parameters<typeof t.plural>[0], n, params);
        expect(text, `${base} ${n}`).not.toMatch(/\{\w+\}/);
        expect(text, `${base} ${n}`).not.toBe(base);
        // Only a form for exactly one or two may spell the number out ("دقيقتين", "this country").
        const category = pluralCategory(code, n);
        if (category !== 'one' && category !== 'two') {
          expect(text, `${base} ${n}`).toContain(new Intl.NumberFormat(code).format(n));
        }
      }
    }
  });
});
