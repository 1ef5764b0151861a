import { describe, expect, it } from 'vitest';
import { contentTypeOfExtension } from '../../../../../shared/documents/rules';
import { wizardFileRules, wizardFileSlots } from '../../../../../shared/wizard/uploads';
import { wizardAccept } from '../../../../../site/islands/wizard/accept';
import { passportPatch } from '../../../../../site/islands/wizard/PassportStep';
import { megabytes } from '../../../../../site/islands/wizard/WizardFileField';

describe('a passport reading in the wizard', () => {
  it('fills step 3’s personal and passport answers, given names together', () => {
    expect(
      passportPatch({
        firstName: 'Anna',
        middleName: 'Maria',
        lastName: 'Eriksson',
        dateOfBirth: '1974-8-12',
        gender: 'female',
        nationality: 'SE',
        passportNumber: 'l898902c3',
        passportExpiryDate: '2030-4-15',
        passportIssuingCountry: 'SE',
      }),
    ).toEqual({
      firstName: 'Anna Maria',
      lastName: 'Eriksson',
      dateOfBirth: '1974-8-12',
      gender: 'female',
      nationality: 'SE',
      passportNumber: 'L898902C3',
      passportExpiryDate: '2030-4-15',
      passportIssueCountry: 'SE',
    });
  });

  it('leaves alone what the reading did not verify', () => {
    expect(passportPatch({ lastName: 'Eriksson', gender: 'x' })).toEqual({ lastName: 'Eriksson' });
    expect(passportPatch({})).toEqual({});
  });
});

describe('a file’s size', () => {
  it('is in megabytes with two decimals, in the page’s language', () => {
    expect(megabytes(1_310_720, 'en')).toBe('1.25');
    expect(megabytes(1_310_720, 'de')).toBe('1,25');
    expect(megabytes(2048, 'en')).toBe('0.00');
    expect(megabytes(5 * 1024 * 1024, 'fr')).toBe('5,00');
  });
});

describe('the file inputs’ accept filters', () => {
  it('name exactly the extensions of the upload rules, with their content types', () => {
    for (const slot of wizardFileSlots) {
      const parts = wizardAccept[slot].split(',');
      const extensions = parts.filter((p) => p.startsWith('.')).map((p) => p.slice(1));
      expect(extensions.sort(), slot).toEqual([...wizardFileRules[slot].extensions].sort());
      for (const ext of extensions) expect(parts, slot).toContain(contentTypeOfExtension[ext]);
    }
  });
});
