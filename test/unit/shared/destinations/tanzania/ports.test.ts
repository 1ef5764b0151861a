import { describe, expect, it } from 'vitest';
import { kenya } from '../../../../../shared/destinations/kenya';
import { tanzania } from '../../../../../shared/destinations/tanzania';
import { tanzaniaDefaultPort, tanzaniaPortCodes } from '../../../../../shared/destinations/tanzania/ports';
import { siteDictionaries } from '../../../../../shared/i18n';
import { defaultPortOfEntry, portCodes } from '../../../../../shared/journey/options';
import { localeCodes } from '../../../../../shared/locales';

describe('the ports of entry of each destination', () => {
  it('are Kenya’s five airports for Kenya, Jomo Kenyatta first', () => {
    expect(kenya.portsOfEntry).toEqual(['JKIA', 'MOI', 'KLM', 'MAL', 'NYK']);
    expect(kenya.portsOfEntry).toBe(portCodes);
    expect(kenya.defaultPortOfEntry).toBe('JKIA');
    expect(kenya.defaultPortOfEntry).toBe(defaultPortOfEntry);
  });

  it('are Tanzania’s three international airports and five land borders for Tanzania, Julius Nyerere first', () => {
    expect(tanzania.portsOfEntry).toEqual([
      'DAR',
      'JRO',
      'ZNZ',
      'NAMANGA',
      'HOLILI',
      'HOROHORO',
      'SIRARI',
      'TUNDUMA',
    ]);
    expect(tanzania.portsOfEntry).toBe(tanzaniaPortCodes);
    expect(tanzania.defaultPortOfEntry).toBe('DAR');
    expect(tanzania.defaultPortOfEntry).toBe(tanzaniaDefaultPort);
  });

  it.each([kenya, tanzania])(
    'of $id are distinct codes, its default among them, none another’s',
    (destination) => {
      const other = destination === kenya ? tanzania : kenya;
      expect(new Set(destination.portsOfEntry).size).toBe(destination.portsOfEntry.length);
      expect(destination.portsOfEntry).toContain(destination.defaultPortOfEntry);
      expect(destination.portsOfEntry.filter((code) => other.portsOfEntry.includes(code))).toEqual([]);
      for (const code of destination.portsOfEntry) expect(code).toMatch(/^[A-Z]{3,8}$/);
    },
  );

  it.each(localeCodes)('have a label of their own in the %s site dictionary', (locale) => {
    const dictionary: Readonly<Record<string, string>> = siteDictionaries[locale];
    const labels = [...kenya.portsOfEntry, ...tanzania.portsOfEntry].map(
      (code) => dictionary[`journey.port.${code}`],
    );
    expect(labels.every((label) => typeof label === 'string' && label.trim() !== '')).toBe(true);
    expect(new Set(labels).size).toBe(labels.length);
  });

  it('name the country a land border is crossed from, in the English labels', () => {
    const en: Readonly<Record<string, string>> = siteDictionaries.en;
    expect(en['journey.port.DAR']).toBe('Julius Nyerere International Airport (Dar es Salaam)');
    expect(en['journey.port.ZNZ']).toBe('Abeid Amani Karume International Airport (Zanzibar)');
    for (const code of ['NAMANGA', 'HOLILI', 'HOROHORO', 'SIRARI'])
      expect(en[`journey.port.${code}`]).toContain('Kenya');
    expect(en['journey.port.TUNDUMA']).toContain('Zambia');
  });
});
