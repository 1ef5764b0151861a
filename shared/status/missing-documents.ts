import type { DocumentType } from '../documents/document-types';

/** The required documents one traveller has not uploaded yet (by the traveller's index in the group). */
export interface MissingDocuments {
  readonly applicantIndex: number;
  readonly types: readonly DocumentType[];
}

/**
 * Per traveller, the required documents still missing (spec §5 "Documents"): the passport page and the
 * photo for everyone, and for a minor the parental consent and the birth certificate too; what else the
 * application's destination requires (Tanzania: the return ticket, the yellow fever certificate).
 * `required` has one entry per traveller: the document types the destination requires of them
 * (`requiredDocumentsFor`); `uploaded` is every recorded document. Travellers with nothing missing are
 * left out, so an empty list means the documents can be submitted.
 */
export function missingDocumentsOf(
  required: readonly (readonly DocumentType[])[],
  uploaded: readonly { readonly applicantIndex: number; readonly type: DocumentType }[],
): MissingDocuments[] {
  const have = new Set(uploaded.map((d) => `${d.applicantIndex}#${d.type}`));
  return required.flatMap((asked, applicantIndex) => {
    const types = asked.filter((type) => !have.has(`${applicantIndex}#${type}`));
    return types.length > 0 ? [{ applicantIndex, types }] : [];
  });
}
