import { describe, expect, it } from 'vitest';
import { siteDictionaries } from '../../../../shared/i18n';
import {
  defaultPurposeFor,
  defaultStep1DialCode,
  detailsPorts,
  normalizeProcessingType,
  optionLabels,
  step1DialCodes,
} from '../../../../shared/journey/options';

describe('processing types', () => {
  it.each([
    ['normal', 'normal'],
    ['fast', 'fast'],
    ['super_fast', 'super_fast'],
    ['urgent', 'fast'],
    ['super_urgent', 'super_fast'],
  ])('reads %s as %s', (given, expected) => {
    expect(normalizeProcessingType(given)).toBe(expected);
  });

  it.each(['express', '', 'toString', 'constructor', 42, undefined])('refuses %s', (given) => {
    expect(normalizeProcessingType(given)).toBeUndefined();
  });
});

describe('option defaults', () => {
  it('starts the purpose of visit from the eTA type', () => {
    expect(defaultPurposeFor('tourist')).toBe('tourism');
    expect(defaultPurposeFor('business')).toBe('business');
    expect(defaultPurposeFor('transit')).toBe('transit');
    expect(defaultPurposeFor(undefined)).toBe('tourism');
  });

  it('offers the eight step-1 dial codes with +1 first and by default', () => {
    expect(step1DialCodes).toEqual(['+1', '+44', '+33', '+49', '+39', '+34', '+90', '+254']);
    expect(defaultStep1DialCode).toBe('+1');
  });

  it('offers the five details-page ports, JKIA first', () => {
    expect(detailsPorts.map((p) => p.code)).toEqual(['JKIA', 'MOI', 'KLM', 'MAL', 'NYK']);
  });

  it('labels every option with a key of the journey catalog', () => {
    const keys = Object.values(optionLabels).flatMap((list) => Object.values(list));
    const missing = keys.filter((k) => !(k in siteDictionaries.en));
    expect(missing).toEqual([]);
  });
});
