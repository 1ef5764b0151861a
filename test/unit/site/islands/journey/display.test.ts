import { describe, expect, it } from 'vitest';
import { pickMessages } from '../../../../../shared/i18n';
import { createTranslator } from '../../../../../shared/i18n/translate';
import type { MessageKey } from '../../../../../shared/i18n/types';
import { displayValue } from '../../../../../site/islands/journey/display';
import { islandPrefixes, visaIslandPrefixes } from '../../../../../site/lib/journey/island-messages';

const translator = (prefixes: readonly string[]) =>
  createTranslator<MessageKey>('en', pickMessages('en', prefixes) as Record<MessageKey, string>);
const port = (prefixes: readonly string[], code: string) =>
  displayValue(translator(prefixes), 'en', new Map(), 'portOfEntry', code);

describe('a port of entry as the answers show it', () => {
  it('is a Kenya port’s label on Kenya’s pages', () => {
    expect(port(islandPrefixes.checkAnswers, 'MOI')).toBe('Moi International Airport (Mombasa)');
  });

  it('is a Tanzania port’s label on a page that has Tanzania’s labels', () => {
    expect(port(visaIslandPrefixes('tanzania').details, 'ZNZ')).toBe(
      'Abeid Amani Karume International Airport (Zanzibar)',
    );
    expect(port(visaIslandPrefixes('tanzania').details, 'HOLILI')).toBe(
      'Holili–Taveta border post (from Kenya)',
    );
  });

  it('is the code itself when the page has no label for it', () => {
    expect(port(islandPrefixes.checkAnswers, 'DAR')).toBe('DAR');
    expect(port(islandPrefixes.checkAnswers, 'LHR')).toBe('LHR');
  });
});
