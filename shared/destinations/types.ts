import type { DocumentType } from '../documents/document-types';
import type { MailKey, SiteKey } from '../i18n/types';

/**
 * A destination (DESIGN decision 14): everything that differs between the Kenya eTA and the Tanzania
 * e-visa, as data the one engine reads. Pages, the server, mails and PDFs ask a destination's definition
 * (`shared/destinations/<id>.ts`) and never test which country it is. Labels are dictionary keys, never
 * English. Facts that change in the world (fees, who needs a visa) live in tables that name their source
 * and the day they were checked (`FactsChecked`).
 */
export const destinationIds = ['kenya', 'tanzania'] as const;
export type DestinationId = (typeof destinationIds)[number];

/** Where a table of facts comes from and when it was last compared with that source. */
export interface FactsChecked {
  /** ISO date of the last comparison. */
  readonly on: string;
  readonly source: string;
  /** The official source the table must be checked against. */
  readonly officialUrl: string;
}

/** A dictionary key present in both the site's and the mails' dictionaries. */
export type SharedKey = SiteKey & MailKey;

/** The sections of questions a visa type asks (the journey renders one form-kit group per section). */
export const questionSections = [
  'personal',
  'passport',
  'contact',
  'address',
  'employment',
  'trip',
  'accommodation',
  'previousVisits',
  'invitation',
  'onwardTravel',
  'declarations',
] as const;
export type QuestionSection = (typeof questionSections)[number];

/** What a visit asks (Kenya's eTA, Tanzania's ordinary and multiple-entry visas): no invitation or onward travel. */
export const visitQuestionSections: readonly QuestionSection[] = questionSections.filter(
  (s) => s !== 'invitation' && s !== 'onwardTravel',
);

export interface VisaType<Id extends string = string> {
  readonly id: Id;
  /** Its name (dictionary key). */
  readonly label: SharedKey;
  readonly entries: 'single' | 'multiple';
  /** The question sections its application asks, in order. */
  readonly questions: readonly QuestionSection[];
  /** Government fee per person in whole US dollars, from the destination's price table. */
  readonly governmentFee: number;
  /** Nationalities (ISO alpha-2) that may have it; absent means every nationality that needs a visa. */
  readonly onlyFor?: readonly string[];
  /** Nationalities that may not have it (they are issued another type instead). */
  readonly notFor?: readonly string[];
}

/** A processing speed: its surcharge per person and the business days we promise for the decision. */
export interface Speed<Id extends string = string> {
  readonly id: Id;
  /** Its name (dictionary key). */
  readonly label: SharedKey;
  /** Processing fee per person in whole US dollars (0 when the speed costs nothing extra). */
  readonly fee: number;
  readonly minBusinessDays: number;
  readonly maxBusinessDays: number;
}

/** Our service fee per person by group size (the larger the group, the lower the fee). */
export interface ServiceFeeBand {
  readonly upTo: number;
  readonly fee: number;
}

export interface PriceTable {
  readonly currency: 'USD';
  readonly serviceFeeBands: readonly ServiceFeeBand[];
  readonly insurancePricePerPerson: number;
  /**
   * When and where the government fees were checked against the government's own publication (absent:
   * the fee is the specification's, as Kenya's 69).
   */
  readonly governmentFeesChecked?: FactsChecked;
}

/** When a document is asked of a traveller. */
export type DocumentCondition =
  /** Of every traveller. */
  | 'always'
  /** Of travellers under 18 on the day of arrival. */
  | 'minor'
  /** Of travellers who come from (or transit through) a country with a risk of yellow fever. */
  | 'yellowFeverOrigin';

export interface DocumentRequirement {
  readonly type: DocumentType;
  /** Required when the condition holds; optional documents may always be added. */
  readonly required: boolean;
  readonly when: DocumentCondition;
  /** File name extensions accepted, without the dot. */
  readonly extensions: readonly string[];
  readonly maxBytes: number;
}

export interface ApplicationNumberFormat {
  /** `KE-`, `TZ-`: unique per destination, so a number names its destination. */
  readonly prefix: `${string}-`;
  readonly digits: number;
}

/** The words pages, mails and PDFs use for a destination's document (dictionary keys). */
export interface Wording {
  /** "Kenya eTA" / "Tanzania e-visa", in the site's and the mails' dictionaries. */
  readonly document: SharedKey;
  /** The issued document's PDF file name pattern (`{applicationNumber}` is replaced). */
  readonly pdfFileName: string;
}

export interface Destination<VisaId extends string = string, SpeedId extends string = string> {
  readonly id: DestinationId;
  /** The country, ISO alpha-2 (pages name it with `Intl.DisplayNames`). */
  readonly country: string;
  /** The kind of document issued. */
  readonly documentKind: 'eta' | 'evisa';
  readonly wording: Wording;
  readonly visaTypes: readonly VisaType<VisaId>[];
  readonly speeds: readonly Speed<SpeedId>[];
  readonly prices: PriceTable;
  readonly documents: readonly DocumentRequirement[];
  readonly applicationNumber: ApplicationNumberFormat;
  /**
   * The ports of entry a traveller may name (codes; labels `journey.port.<code>` in the site
   * dictionary) and the one a new traveller starts with.
   */
  readonly portsOfEntry: readonly [string, ...string[]];
  readonly defaultPortOfEntry: string;
  /** The destination's home page and its application journey's first page. */
  readonly paths: { readonly home: string; readonly apply: string };
  /**
   * Whether its public journey takes applications from start to payment. Tanzania's does not yet: its
   * create route and step 1 exist, its details, check answers and payment pages do not. Nothing offers
   * a destination that takes none (the cross-sell on the final page).
   */
  readonly acceptsApplications: boolean;
  /** True when citizens of the nationality (ISO alpha-2, any case) need no visa or eTA. */
  readonly isExempt: (nationality: string) => boolean;
  readonly exemptionsChecked: FactsChecked;
}
