/**
 * The kinds of document an applicant can upload (spec §3 "Document types"), and the content type each
 * file extension is uploaded with, in a module of their own so the status views and the wizard's staged
 * uploads can name them without loading the documents page's upload rules and their schemas.
 */
export const documentTypes = [
  'passport',
  'photo',
  'parental_consent',
  'birth_certificate',
  'invitation',
  'accommodation',
  'return_ticket',
  // The wizard's own documents (step 7), attached when a wizard application is created: never asked on
  // the documents page (`wizardOnly`).
  'flight_booking',
  'accommodation_booking',
  'employment_letter',
  'bank_statement',
  'yellow_fever',
] as const;
export type DocumentType = (typeof documentTypes)[number];

/** The documents page's file input for one traveller's document: where an Upload link points. */
export const documentSlotFragment = (applicantIndex: number, type: DocumentType) =>
  `#doc-${applicantIndex}-${type}`;

/** The content type each extension is uploaded with (the presigned POST requires exactly this one). */
export const contentTypeOfExtension: Readonly<Record<string, string>> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** A file name's extension, lower case, without the dot ('' when it has none). */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}
