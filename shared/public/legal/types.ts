/**
 * A legal page's English text: sections with stable ids (the table of contents links to them) and
 * trusted, static HTML bodies written here. Pages may be in any language; these texts are English only.
 */
export interface LegalSection {
  readonly id: string;
  readonly title: string;
  readonly html: string;
}

export interface LegalDocument {
  /** The catalog key prefix of the page's title and description, e.g. `legal.privacy`. */
  readonly key: 'legal.privacy' | 'legal.terms' | 'legal.refund' | 'legal.security' | 'legal.payment';
  /** ISO date; `updated` shows "Last updated", `effective` shows "Effective from". */
  readonly date: { readonly kind: 'updated' | 'effective'; readonly iso: string };
  readonly intro: string;
  readonly sections: readonly LegalSection[];
}
