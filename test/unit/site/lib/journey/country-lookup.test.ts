import { describe, expect, it } from 'vitest';
import {
  countryLabel,
  countryOptions,
  parseCountryList,
} from '../../../../../site/lib/journey/country-lookup';
import { countryNamesFor } from '../../../../../site/lib/journey/country-names';

describe('the country names a page passes to its island', () => {
  it('names every country in the page’s language, in that language’s order', () => {
    const names = parseCountryList(countryNamesFor('de'));
    expect(names.size).toBeGreaterThanOrEqual(235);
    expect(names.get('DE')).toBe('Deutschland');
    const order = [...names.values()];
    expect(order.indexOf('Ägypten')).toBeLessThan(order.indexOf('Deutschland'));
  });

  it('keeps the English names of the country list on English pages', () => {
    const names = parseCountryList(countryNamesFor('en'));
    expect(names.get('CD')).toBe('Congo (Democratic Republic)');
    expect(names.get('KE')).toBe('Kenya');
  });

  it('carries only the page’s language', () => {
    const arabic = countryNamesFor('ar');
    expect(arabic).toContain('كينيا');
    expect(arabic).not.toContain('Kenya');
  });

  it('labels a code (any case) with its name, an unknown code with itself', () => {
    const names = parseCountryList('KE\tKenya\nGB\tUnited Kingdom');
    expect(countryLabel(names, 'ke')).toBe('Kenya');
    expect(countryLabel(names, 'ZZ')).toBe('ZZ');
    expect(countryLabel(names, 'constructor')).toBe('constructor');
  });

  it('makes select options in the order of the list', () => {
    expect(countryOptions(parseCountryList('GB\tUnited Kingdom\nKE\tKenya'))).toEqual([
      { value: 'GB', label: 'United Kingdom' },
      { value: 'KE', label: 'Kenya' },
    ]);
  });
});
