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

/** The words pages, mails and PDFs use for a destination's document (dictionary keys). */
export interface Wording {
  /** "Kenya eTA" / "Tanzania e-visa", in the site's and the mails' dictionaries. */
  readonly document: SharedKey;
  /** The issued document's PDF file name pattern (`{applicationNumber}` is replaced). */
  readonly pdfFileName: string;
}

/** A header link: a dictionary key and a path without the locale prefix. */
export interface DestinationNavItem {
  readonly path: string;
  readonly label: SiteKey;
}

/** A destination's header mode: the switch's label (linking its home page) and its own pages and links. */
export interface DestinationHeader {
  /** The mode switch's label for the destination. */
  readonly label: SiteKey;
  /**
   * Pages (paths without a locale prefix) in its mode though their path does not name it (Tanzania's
   * `/visa-fees`); its home page and its journey's pages are in its mode anyway.
   */
  readonly ownPages: readonly string[];
  /** Its header navigation; absent for the default destination, whose header is the site's. */
  readonly nav?: readonly DestinationNavItem[];
  /** The footer's first column in its mode; absent for the default destination (the site's). */
  readonly footer?: readonly DestinationNavItem[];
}

export interface ApplicationNumberFormat {
  /** `KE-`, `TZ-`: unique per destination, so a number names its destination. */
  readonly prefix: `${string}-`;
  readonly digits: number;
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
  /** Its header mode (`site/lib/navigation.ts`): pre-rendered, never in a page's script. */
  readonly header: DestinationHeader;
  /**
   * Whether its public journey takes applications from start to payment. Nothing offers a destination
   * that takes none (the cross-sell on the final page).
   */
  readonly acceptsApplications: boolean;
  /** True when citizens of the nationality (ISO alpha-2, any case) need no visa or eTA. */
  readonly isExempt: (nationality: string) => boolean;
  readonly exemptionsChecked: FactsChecked;
}
