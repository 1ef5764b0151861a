import { describe, expect, it } from 'vitest';
import {
  applicationSearchItems,
  maxNameTerms,
  numberTerms,
} from '../../../../functions/lib/application-search';
import { searchKindsOf } from '../../../../functions/admin/search-applications';

const application = {
  id: 'id-1',
  applicationNumber: 'KE-12345678',
  contactEmail: 'Amina.Otieno@Example.com',
  createdAt: '2026-03-02T08:00:00.000Z',
};
const amina = { firstName: 'Amina', middleName: 'Wanjirũ', lastName: 'Otieno', passportNumber: 'AB1234567' };

describe('the search items of an application', () => {
  it('index the digits of the number and its last four, so its start or its ending finds it', () => {
    expect(numberTerms('KE-12345678')).toEqual(['12345678', '5678']);
  });

  it('index the e-mail, each passport and each name word, folded, under their first two characters', () => {
    const items = applicationSearchItems(application, [amina]);
    const terms = items.map((i) => `${i.kind}:${i.term}`);
    expect(terms).toEqual(
      expect.arrayContaining([
        'email:amina.otieno@example.com',
        'passport:ab1234567',
        'name:wanjiru',
        'name:otieno',
      ]),
    );
    expect(items.find((i) => i.term === 'otieno')).toMatchObject({
      pk: 'APP#id-1',
      sk: 'SEARCH#name#otieno',
      gsi2pk: 'SEARCH#APP#name#ot',
      gsi2sk: 'otieno#2026-03-02T08:00:00.000Z#id-1',
    });
  });

  it(`keep at most ${maxNameTerms} name words, so the creating transaction stays small`, () => {
    const many = Array.from({ length: 10 }, (_, i) => ({
      firstName: `Alpha${i} Beta${i} Gamma${i}`,
      middleName: `Delta${i} Epsilon${i}`,
      lastName: `Zeta${i}`,
      passportNumber: `P${i}000000`,
    }));
    const names = applicationSearchItems(application, many).filter((i) => i.kind === 'name');
    expect(names).toHaveLength(maxNameTerms);
  });
});

describe('what a search is read as', () => {
  it('a number with or without its prefix, an e-mail, else a name, a passport or the start of an e-mail', () => {
    expect(searchKindsOf('ke-1234')).toEqual([{ kind: 'number', term: '1234' }]);
    expect(searchKindsOf('5678')).toEqual([{ kind: 'number', term: '5678' }]);
    expect(searchKindsOf('amina@ex')).toEqual([{ kind: 'email', term: 'amina@ex' }]);
    expect(searchKindsOf('Amélie Oti')).toEqual([
      { kind: 'name', term: 'amelie' },
      { kind: 'email', term: 'Amélie Oti' },
    ]);
    expect(searchKindsOf('AB12')).toEqual([
      { kind: 'name', term: 'ab12' },
      { kind: 'passport', term: 'AB12' },
      { kind: 'email', term: 'AB12' },
    ]);
  });
});
