import { describe, expect, it } from 'vitest';
import { missingDocumentsOf } from '../../../../shared/status/missing-documents';
import { documentSlotFragment } from '../../../../shared/documents/document-types';

describe('the required documents still missing, per traveller', () => {
  it('asks every traveller for the passport page and the photo, and a minor for the consent and birth certificate too', () => {
    expect(missingDocumentsOf([false, true], [])).toEqual([
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
    expect(missingDocumentsOf([false, true, false], uploaded)).toEqual([
      { applicantIndex: 1, types: ['passport', 'parental_consent', 'birth_certificate'] },
      { applicantIndex: 2, types: ['passport', 'photo'] },
    ]);
  });

  it('is empty once everything required is there', () => {
    const all = ['passport', 'photo', 'parental_consent', 'birth_certificate'] as const;
    expect(
      missingDocumentsOf(
        [true],
        all.map((type) => ({ applicantIndex: 0, type })),
      ),
    ).toEqual([]);
  });

  it('points an Upload link at that traveller’s file field on the documents page', () => {
    expect(documentSlotFragment(1, 'parental_consent')).toBe('#doc-1-parental_consent');
  });
});
