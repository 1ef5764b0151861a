import { describe, expect, it } from 'vitest';
import { missingDocumentsOf } from '../../../../shared/status/missing-documents';
import { documentSlotFragment } from '../../../../shared/documents/document-types';

const adult = ['passport', 'photo'] as const;
const minor = ['passport', 'photo', 'parental_consent', 'birth_certificate'] as const;

describe('the required documents still missing, per traveller', () => {
  it('asks every traveller for the passport page and the photo, and a minor for the consent and birth certificate too', () => {
    expect(missingDocumentsOf([adult, minor], [])).toEqual([
      { applicantIndex: 0, types: ['passport', 'photo'] },
      { applicantIndex: 1, types: ['passport', 'photo', 'parental_consent', 'birth_certificate'] },
    ]);
  });

  it('leaves out what was uploaded, optional documents and travellers with nothing missing', () => {
    const uploaded = [
      { applicantIndex: 0, type: 'passport' },
      { applicantIndex: 0, type: 'photo' },
      { applicantIndex: 1, type: 'photo' },
      { applicantIndex: 1, type: 'invitation' },
      // A minors' slot of an adult is not a missing document of anyone else.
      { applicantIndex: 2, type: 'birth_certificate' },
    ] as const;
    expect(missingDocumentsOf([adult, minor, adult], uploaded)).toEqual([
      { applicantIndex: 1, types: ['passport', 'parental_consent', 'birth_certificate'] },
      { applicantIndex: 2, types: ['passport', 'photo'] },
    ]);
  });

  it('is empty once everything required is there', () => {
    const all = ['passport', 'photo', 'parental_consent', 'birth_certificate'] as const;
    expect(
      missingDocumentsOf(
        [minor],
        all.map((type) => ({ applicantIndex: 0, type })),
      ),
    ).toEqual([]);
  });

  it('lists what the destination requires of a traveller (a Tanzania traveller from a yellow fever country)', () => {
    const tanzania = ['passport', 'photo', 'return_ticket', 'yellow_fever'] as const;
    expect(missingDocumentsOf([tanzania], [{ applicantIndex: 0, type: 'passport' }])).toEqual([
      { applicantIndex: 0, types: ['photo', 'return_ticket', 'yellow_fever'] },
    ]);
  });

  it('points an Upload link at that traveller’s file field on the documents page', () => {
    expect(documentSlotFragment(1, 'parental_consent')).toBe('#doc-1-parental_consent');
  });
});
