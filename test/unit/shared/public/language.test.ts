import { describe, expect, it } from 'vitest';
import { homeLanguageScript, preferredLanguageKey } from '../../../../shared/public/language';
import { defaultLocale, localeCodes } from '../../../../shared/locales';

/** Runs the exact inline script of the home page against a stub browser; returns where it went. */
function visitHome(stored: string | null, languages: string[], search = ''): string | undefined {
  let target: string | undefined;
  const storage = { getItem: (key: string) => (key === preferredLanguageKey ? stored : null) };
  const location = { search, hash: '', replace: (url: string) => (target = url) };
  const navigator = { languages, language: languages[0] };
  new Function('localStorage', 'navigator', 'location', homeLanguageScript(localeCodes, defaultLocale))(
    storage,
    navigator,
    location,
  );
  return target;
}

describe('the home page language redirect', () => {
  it('stays in English on a first visit from an English or unsupported browser', () => {
    expect(visitHome(null, ['en-GB', 'fr'])).toBeUndefined();
    expect(visitHome(null, ['nl-NL', 'pl'])).toBeUndefined();
    expect(visitHome(null, [])).toBeUndefined();
  });

  it('sends a first visit to the first browser language the site has', () => {
    expect(visitHome(null, ['de-DE', 'en'])).toBe('/de/');
    expect(visitHome(null, ['nl', 'pt-BR'])).toBe('/pt/');
    expect(visitHome(null, ['zh-Hans-CN'])).toBe('/zh/');
  });

  it('follows a stored preference before the browser language', () => {
    expect(visitHome('ar', ['de-DE'])).toBe('/ar/');
    expect(visitHome('en', ['de-DE'])).toBeUndefined();
  });

  it('ignores a stored value that is not a language of the site', () => {
    expect(visitHome('xx', ['ja'])).toBe('/ja/');
  });

  it('keeps the query string', () => {
    expect(visitHome(null, ['tr'], '?utm=1')).toBe('/tr/?utm=1');
  });
});
