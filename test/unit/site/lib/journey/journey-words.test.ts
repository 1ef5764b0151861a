import { describe, expect, it } from 'vitest';
import { tanzania } from '../../../../../shared/destinations/tanzania';
import { pickMessages, siteDictionaries } from '../../../../../shared/i18n';
import { localeCodes } from '../../../../../shared/locales';
import { islandPrefixes, visaIslandPrefixes } from '../../../../../site/lib/journey/island-messages';
import { withJourneyWords } from '../../../../../site/lib/journey/journey-words';
import { fieldLabel } from '../../../../../site/lib/journey/applicant-fields';

/** The details page's words that name Kenya, which a Tanzania application says its own way. */
const namingKenya = [
  fieldLabel('hasVisitedKenya'),
  fieldLabel('refereeInKenya'),
  'common.group.history',
  'flow.field.refereeInKenya.hint',
] as const;
const portKeys = (codes: readonly string[]) => codes.map((code) => `journey.port.${code}`);
const portsPicked = (messages: Readonly<Record<string, unknown>>) =>
  Object.keys(messages).filter((key) => key.startsWith('journey.port.'));

describe('a journey’s own words', () => {
  it('replace a key by its destination’s `destination.<id>.<key>`', () => {
    const messages = { 'a.b': 'Kenya', 'destination.tanzania.a.b': 'Tanzania', 'c.d': 'same' };
    expect(withJourneyWords(messages, 'tanzania')).toMatchObject({ 'a.b': 'Tanzania', 'c.d': 'same' });
  });

  it('leave Kenya’s messages as they are', () => {
    const messages = pickMessages('en', islandPrefixes.details);
    expect(withJourneyWords(messages, 'kenya')).toBe(messages);
    expect(withJourneyWords(messages, 'tanzania')).toBe(messages);
  });

  it.each(localeCodes)(
    'name Tanzania on Tanzania’s details page in %s, where Kenya’s name Kenya',
    (locale) => {
      const kenyas = pickMessages(locale, islandPrefixes.details) as Record<string, string>;
      const tanzanias = withJourneyWords(
        pickMessages(locale, visaIslandPrefixes('tanzania').details),
        'tanzania',
      ) as Record<string, string>;
      const dictionary: Readonly<Record<string, string>> = siteDictionaries[locale];
      for (const key of namingKenya) {
        expect(tanzanias[key], key).toBe(dictionary[`destination.tanzania.${key}`]);
        expect(tanzanias[key], key).not.toBe(kenyas[key]);
      }
      expect(tanzanias['common.field.lastVisitDate']).toBe(kenyas['common.field.lastVisitDate']);
    },
  );

  it('say “Tanzania” in English', () => {
    const en = withJourneyWords(pickMessages('en', visaIslandPrefixes('tanzania').details), 'tanzania');
    expect(en['common.field.hasVisitedKenya']).toBe('Has this applicant visited Tanzania before?');
    expect(en['common.field.refereeInKenya']).toBe('Contact person in Tanzania');
    expect(en['common.group.history']).toBe('Previous visits and contacts in Tanzania');
    expect(en['flow.field.refereeInKenya.hint']).toBe(
      'Someone in Tanzania who knows about your visit, if any.',
    );
  });
});

describe('the ports’ labels a page picks', () => {
  it('are Kenya’s only on Kenya’s details and check answers pages', () => {
    const kenyas = portKeys(['JKIA', 'MOI', 'KLM', 'MAL', 'NYK']).sort();
    expect(portsPicked(pickMessages('en', islandPrefixes.details)).sort()).toEqual(kenyas);
    expect(portsPicked(pickMessages('en', islandPrefixes.checkAnswers)).sort()).toEqual(kenyas);
    expect(
      Object.keys(pickMessages('en', islandPrefixes.details)).some((k) => k.startsWith('destination.')),
    ).toBe(false);
  });

  it('are Tanzania’s only on Tanzania’s details page', () => {
    expect(portsPicked(pickMessages('en', visaIslandPrefixes('tanzania').details)).sort()).toEqual(
      portKeys(tanzania.portsOfEntry).sort(),
    );
  });

  it('leave Kenya’s check answers page every other journey message it had', () => {
    const before = Object.keys(pickMessages('en', ['journey.'])).filter(
      (key) => !portKeys(tanzania.portsOfEntry).includes(key),
    );
    const picked = Object.keys(pickMessages('en', islandPrefixes.checkAnswers)).filter((key) =>
      key.startsWith('journey.'),
    );
    expect(picked.sort()).toEqual(before.sort());
  });
});
