/**
 * The kinds of document an applicant can upload (spec §3 "Document types"), in a module of their own so
 * the status views can name them without loading the upload rules and their schemas.
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
