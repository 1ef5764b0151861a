import type { PassportCheckSummary } from '../passport/checks';
import { contentTypeOfExtension, documentTypes, extensionOf, type DocumentType } from './document-types';
import type { PhotoProblem } from '../passport/schemas';

/**
 * The documents of each applicant (spec §3 "Document types", §5 "Documents"): which are required,
 * which file types and how large. The documents screen, the presign call and the record call all use
 * these rules; S3 enforces the size and content type through the presigned POST's policy.
 */
export { contentTypeOfExtension, documentTypes, extensionOf, type DocumentType } from './document-types';

export type FileKind = 'pdf' | 'jpg' | 'png' | 'doc' | 'docx';

const megabyte = 1024 * 1024;

export interface DocumentRule {
  readonly required: boolean;
  /** Asked (and then required) only of applicants under 18 on the date of arrival (spec §5). */
  readonly minorsOnly?: boolean;
  /** Uploaded only in the wizard (staged, attached at creation): not a slot of the documents page. */
  readonly wizardOnly?: boolean;
  /** File name extensions shown and accepted, without the dot. */
  readonly extensions: readonly string[];
  readonly maxBytes: number;
}

/** The wizard's documents (spec §5 "Wizard documents step"); the wizard's own rules are `shared/wizard/uploads.ts`. */
const wizardDocument: DocumentRule = {
  required: false,
  wizardOnly: true,
  extensions: ['pdf', 'jpg', 'jpeg', 'png'],
  maxBytes: 5 * megabyte,
};

export const documentRules: Readonly<Record<DocumentType, DocumentRule>> = {
  passport: { required: true, extensions: ['pdf', 'jpg', 'jpeg', 'png'], maxBytes: 5 * megabyte },
  photo: { required: true, extensions: ['jpg', 'jpeg', 'png'], maxBytes: 2 * megabyte },
  // A phone photo of a paper document is as good as a scan.
  parental_consent: {
    required: true,
    minorsOnly: true,
    extensions: ['pdf', 'jpg', 'jpeg', 'png'],
    maxBytes: 5 * megabyte,
  },
  birth_certificate: {
    required: true,
    minorsOnly: true,
    extensions: ['pdf', 'jpg', 'jpeg', 'png'],
    maxBytes: 5 * megabyte,
  },
  invitation: { required: false, extensions: ['pdf', 'doc', 'docx'], maxBytes: 5 * megabyte },
  accommodation: { required: false, extensions: ['pdf', 'jpg', 'jpeg', 'png'], maxBytes: 5 * megabyte },
  return_ticket: { required: false, extensions: ['pdf', 'jpg', 'jpeg', 'png'], maxBytes: 5 * megabyte },
  flight_booking: wizardDocument,
  accommodation_booking: wizardDocument,
  employment_letter: wizardDocument,
  bank_statement: wizardDocument,
  yellow_fever: wizardDocument,
};

/** The documents every applicant must upload. */
export const requiredDocumentTypes = documentTypes.filter(
  (t) => documentRules[t].required && !documentRules[t].minorsOnly && !documentRules[t].wizardOnly,
);

/** The slots an applicant has on the documents page: the minors' documents only for a minor. */
export function documentTypesFor(minor: boolean): readonly DocumentType[] {
  return documentTypes.filter((t) => !documentRules[t].wizardOnly && (minor || !documentRules[t].minorsOnly));
}

/** The documents an applicant must upload before the documents can be submitted. */
export function requiredDocumentTypesFor(minor: boolean): readonly DocumentType[] {
  return documentTypesFor(minor).filter((t) => documentRules[t].required);
}

/**
 * True when someone born on `dateOfBirth` is under 18 on `onDate` (both `YYYY-M-D`, as stored).
 * An unreadable birth date counts as an adult: the details page does not let one through.
 */
export function isMinorOn(dateOfBirth: string, onDate: string): boolean {
  const parts = (d: string) => d.split('-').map(Number);
  const [by, bm, bd] = parts(dateOfBirth);
  const [y, m, d] = parts(onDate);
  if ([by, bm, bd, y, m, d].some((n) => n === undefined || !Number.isInteger(n))) return false;
  const birthdayPassed = (m as number) > (bm as number) || (m === bm && (d as number) >= (bd as number));
  const age = (y as number) - (by as number) - (birthdayPassed ? 0 : 1);
  return age < 18;
}

/** What the first bytes of a file must be for its content type. */
export const kindOfContentType: Readonly<Record<string, FileKind>> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
};

/** The content types a document type accepts. */
export function contentTypesFor(type: DocumentType): readonly string[] {
  return [...new Set(documentRules[type].extensions.map((e) => contentTypeOfExtension[e] as string))];
}

/** A file's problem for a slot, as a catalog key, or undefined when the browser may upload it. */
export function fileProblem(
  type: DocumentType,
  file: { readonly name: string; readonly size: number; readonly type: string },
): 'documents.errors.fileType' | 'documents.errors.tooLarge' | 'documents.errors.empty' | undefined {
  const rule = documentRules[type];
  const extension = extensionOf(file.name);
  if (!rule.extensions.includes(extension)) return 'documents.errors.fileType';
  if (file.size === 0) return 'documents.errors.empty';
  if (file.size > rule.maxBytes) return 'documents.errors.tooLarge';
  return undefined;
}

/** The first bytes that identify each kind of file. */
export function matchesKind(kind: FileKind, head: Uint8Array): boolean {
  const starts = (bytes: readonly number[]) => bytes.every((b, i) => head[i] === b);
  switch (kind) {
    case 'pdf':
      return starts([0x25, 0x50, 0x44, 0x46, 0x2d]); // %PDF-
    case 'png':
      return starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    case 'jpg':
      return starts([0xff, 0xd8, 0xff]);
    case 'doc':
      return starts([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    case 'docx':
      return starts([0x50, 0x4b, 0x03, 0x04]);
  }
}

export const maxApplicantIndex = 9;

/** The presigned POST: the browser posts `fields` then the file (last) as `file` to `url`. */
export interface PresignedUpload {
  readonly url: string;
  readonly fields: Readonly<Record<string, string>>;
  readonly key: string;
  readonly maxBytes: number;
  readonly expiresAt: string;
}

export interface RecordedDocument {
  readonly applicantIndex: number;
  readonly type: DocumentType;
  readonly fileName: string;
  readonly contentType: string;
  readonly size: number;
  readonly uploadedAt: string;
  /** A passport page read in the browser, as the server compared it with the applicant's details. */
  readonly passportCheck?: PassportCheckSummary;
  /** A photo's check in the browser, as recorded. */
  readonly photoCheck?: { readonly passed: boolean; readonly problems: readonly PhotoProblem[] };
}

export const uploadsPath = '/api/uploads';
export const documentsPath = '/api/documents';
export const documentPath = (applicationId: string, applicantIndex: number, type: DocumentType) =>
  `${documentsPath}/${applicationId}/${applicantIndex}/${type}`;
export const documentsListPath = (applicationId: string) =>
  `/api/kenya-eta-applications/${applicationId}/documents`;
export const submitDocumentsPath = (applicationId: string) =>
  `/api/kenya-eta-applications/${applicationId}/submit`;
export const receiptPath = (applicationId: string) => `/api/kenya-eta-applications/${applicationId}/receipt`;

/** A slot's name in a "missing documents" answer: `<applicantIndex>.<type>`. */
export const slotName = (applicantIndex: number, type: DocumentType) => `${applicantIndex}.${type}`;
