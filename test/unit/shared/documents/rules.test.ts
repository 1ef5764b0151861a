import { describe, expect, it } from 'vitest';
import {
  contentTypesFor,
  documentRules,
  documentTypesFor,
  fileProblem,
  isMinorOn,
  matchesKind,
  requiredDocumentTypes,
  requiredDocumentTypesFor,
} from '../../../../shared/documents/rules';
import { presignRequestSchema } from '../../../../shared/documents/request-schemas';

const mb = 1024 * 1024;
const bytes = (...values: number[]) => new Uint8Array([...values, ...new Array(16).fill(0)]);

describe('the document rules of the specification', () => {
  it('requires the passport bio-data page and the photo, and nothing else', () => {
    expect(requiredDocumentTypes).toEqual(['passport', 'photo']);
  });

  it('limits the photo to 2 MB and every other document to 5 MB', () => {
    expect(documentRules.photo.maxBytes).toBe(2 * mb);
    for (const type of ['passport', 'invitation', 'accommodation', 'return_ticket'] as const)
      expect(documentRules[type].maxBytes).toBe(5 * mb);
  });

  it('takes pdf, doc and docx for the invitation letter only', () => {
    expect(contentTypesFor('invitation')).toEqual([
      'application/pdf',
      'application/msword',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ]);
    expect(fileProblem('passport', { name: 'letter.docx', size: 10, type: '' })).toBe(
      'documents.errors.fileType',
    );
  });

  it('refuses in the browser a file that is too large, empty or of another type', () => {
    expect(fileProblem('photo', { name: 'me.JPG', size: 2 * mb + 1, type: 'image/jpeg' })).toBe(
      'documents.errors.tooLarge',
    );
    expect(fileProblem('photo', { name: 'me.png', size: 0, type: 'image/png' })).toBe(
      'documents.errors.empty',
    );
    expect(fileProblem('photo', { name: 'me.pdf', size: 10, type: 'application/pdf' })).toBe(
      'documents.errors.fileType',
    );
    expect(fileProblem('passport', { name: 'p.pdf', size: 5 * mb, type: 'application/pdf' })).toBeUndefined();
  });
});

describe('the first-bytes check', () => {
  it('recognises PDF, PNG, JPEG, DOC and DOCX signatures', () => {
    expect(matchesKind('pdf', new TextEncoder().encode('%PDF-1.7'))).toBe(true);
    expect(matchesKind('png', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe(true);
    expect(matchesKind('jpg', bytes(0xff, 0xd8, 0xff, 0xe1))).toBe(true);
    expect(matchesKind('doc', bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1))).toBe(true);
    expect(matchesKind('docx', bytes(0x50, 0x4b, 0x03, 0x04))).toBe(true);
  });

  it('refuses a Windows executable named like a PDF', () => {
    expect(matchesKind('pdf', bytes(0x4d, 0x5a, 0x90, 0x00))).toBe(false);
  });
});

describe('the presign request schema', () => {
  const valid = {
    applicationId: '8780fcb3-88b2-4820-9637-1b520ba219b0',
    applicantIndex: 0,
    type: 'passport',
    fileName: 'passport.pdf',
    contentType: 'application/pdf',
    size: 1000,
  };

  it('accepts a passport PDF within the limit', () => {
    expect(presignRequestSchema.safeParse(valid).success).toBe(true);
  });

  it('refuses a content type that does not follow from the file name', () => {
    const result = presignRequestSchema.safeParse({ ...valid, contentType: 'image/png' });
    expect(result.error?.issues.map((i) => i.message)).toEqual(['documents.errors.fileType']);
  });

  it('refuses a 6 MB passport with a translation key', () => {
    const result = presignRequestSchema.safeParse({ ...valid, size: 6 * mb });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['size'], message: 'documents.errors.tooLarge' }),
    ]);
  });
});

describe('documents of minors', () => {
  it('counts an applicant as a minor until their 18th birthday, on the given date', () => {
    expect(isMinorOn('2010-06-15', '2028-06-14')).toBe(true);
    expect(isMinorOn('2010-06-15', '2028-06-15')).toBe(false);
    expect(isMinorOn('2010-6-15', '2027-12-31')).toBe(true);
    expect(isMinorOn('1990-05-20', '2026-12-01')).toBe(false);
    expect(isMinorOn('', '2026-12-01')).toBe(false);
  });

  it('gives a minor two more required slots that take photos and PDFs', () => {
    expect(documentTypesFor(false)).not.toContain('birth_certificate');
    expect(requiredDocumentTypesFor(false)).toEqual(['passport', 'photo']);
    expect(requiredDocumentTypesFor(true)).toEqual([
      'passport',
      'photo',
      'parental_consent',
      'birth_certificate',
    ]);
    for (const type of ['parental_consent', 'birth_certificate'] as const) {
      expect(
        fileProblem(type, { name: 'IMG_0001.JPG', size: 3_000_000, type: 'image/jpeg' }),
      ).toBeUndefined();
      expect(fileProblem(type, { name: 'scan.pdf', size: 1000, type: 'application/pdf' })).toBeUndefined();
      expect(fileProblem(type, { name: 'letter.docx', size: 1000, type: '' })).toBe(
        'documents.errors.fileType',
      );
    }
  });
});
