import { describe, expect, it } from 'vitest';
import { localeCodes, type LocaleCode } from '../../../../shared/locales';
import { pickMessages } from '../../../../shared/i18n';

/**
 * Core messages that may read exactly as in English, by English text: the brand, and words that the
 * language itself uses unchanged. Anything else identical to English is an untranslated copy.
 */
const sameAsEnglish: Readonly<Record<string, { locales: readonly LocaleCode[] | 'all'; why: string }>> = {
  'Kenya eTA Online': { locales: 'all', why: 'the brand name' },
  FAQ: { locales: ['fr', 'de', 'it'], why: 'the usual abbreviation in French, German and Italian' },
  Contact: { locales: ['fr'], why: 'the French word' },
  Legal: { locales: ['es', 'pt'], why: 'the Spanish and Portuguese word' },
  Home: { locales: ['it'], why: 'what Italian sites call the home page' },
};

/** The core messages: layout, navigation, language selector, home heading and the 404 page. */
const corePrefixes = [
  'site.',
  'meta.',
  'a11y.',
  'nav.',
  'language.',
  'footer.disclaimer',
  'footer.rights',
  'common.page.legal',
  'home.',
  'notFound.',
  // shared words the layout and the home page use
  'common.page.home',
  'common.page.howToApply',
  'common.page.legal',
  'common.action.checkStatus',
  'common.action.startApplication',
  'common.action.checkApplicationStatus',
];
const core = (code: LocaleCode): Record<string, string> => pickMessages(code, corePrefixes);
const english = core('en');
const others = localeCodes.filter((code) => code !== 'en');
const allowed = (code: LocaleCode, text: string) => {
  const entry = sameAsEnglish[text];
  return entry !== undefined && (entry.locales === 'all' || entry.locales.includes(code));
};
const copiesOfEnglish = (code: LocaleCode) =>
  Object.entries(core(code))
    .filter(([key, text]) => text === english[key])
    .map(([key, text]) => ({ key, text }));

describe('the core messages of other languages', () => {
  it.each(others)('in %s are translated, not copies of the English', (code) => {
    const untranslated = copiesOfEnglish(code).filter(({ text }) => !allowed(code, text));
    expect(untranslated).toEqual([]);
  });

  it.each(others)('in %s translate the footer’s rights line around the site’s name', (code) => {
    const messages = core(code);
    expect(messages['footer.rights']).not.toBe(english['footer.rights']);
    expect(messages['footer.rights']).toContain(messages['site.name']);
  });

  it('allow only English texts that some language still uses unchanged', () => {
    const used = new Set(others.flatMap((code) => copiesOfEnglish(code).map(({ text }) => text)));
    expect(Object.keys(sameAsEnglish).filter((text) => !used.has(text))).toEqual([]);
  });
});
