import type { SiteKey } from '../i18n/types';
import type { PhotoCheck } from '../passport/schemas';

/**
 * The eight-step passport-first wizard's answers (spec application-journey.md §2 "Eight-step wizard",
 * §3 "Wizard form data"): one traveller, the shape the browser keeps (same-device draft) and the
 * request builder reads. Everything typed is a string (what the inputs hold, trimmed by the rules);
 * yes/no questions are `''` until answered. Files are uploads already in S3 (presigned, staged before
 * the application exists), referred to by their key.
 */

/**
 * The product a wizard application is (`product` of the create call and of the stored application),
 * and its entry in the price table. Here, free of zod, for the browser's request builder.
 */
export const wizardProductId = 'wizard';

/** The steps, in order (1 to 8); their titles are `wizard.step.<id>.title`. */
export const wizardSteps = [
  'passport',
  'photo',
  'contact',
  'trip',
  'travel',
  'customs',
  'documents',
  'confirm',
] as const;
export type WizardStepId = (typeof wizardSteps)[number];
export const wizardStepCount = wizardSteps.length;

/** The six slots of step 7 (spec §5 "Wizard documents step"): the first two are required. */
export const wizardDocumentSlots = [
  'flightBooking',
  'accommodationBooking',
  'invitationLetter',
  'employmentLetter',
  'bankStatement',
  'yellowFeverCertificate',
] as const;
export type WizardDocumentSlot = (typeof wizardDocumentSlots)[number];
export const requiredWizardDocumentSlots: readonly WizardDocumentSlot[] = [
  'flightBooking',
  'accommodationBooking',
];

/** Every file the wizard asks for: step 1's passport bio page, step 2's photo, step 7's six slots. */
export type WizardFileSlot = 'passportFile' | 'photoFile' | WizardDocumentSlot;

/** A file uploaded to S3 through a presigned POST (its staged key) and what the traveller chose. */
export interface WizardFile {
  readonly key: string;
  readonly fileName: string;
  readonly size: number;
  readonly contentType: string;
}

export type YesNo = '' | 'yes' | 'no';

export interface WizardForm {
  // Step 3, Contact Information: personal, passport and contact sections.
  firstName: string;
  lastName: string;
  /** ISO date `YYYY-MM-DD`, like every date below ('' until complete). */
  dateOfBirth: string;
  /** Two-letter country code. */
  nationality: string;
  gender: '' | 'male' | 'female' | 'other';
  /** Forced to upper case. */
  passportNumber: string;
  passportIssueCountry: string;
  passportIssueDate: string;
  passportExpiryDate: string;
  email: string;
  /** Default +254 (spec §9). */
  phoneCountryCode: string;
  phoneNumber: string;
  homeAddress: string;
  city: string;
  stateProvince: string;
  postalCode: string;
  country: string;
  // Step 4, Trip Information.
  purposeOfVisit: string;
  arrivalDate: string;
  departureDate: string;
  accommodationType: '' | 'hotel' | 'private' | 'other';
  hotelName: string;
  hotelAddress: string;
  hostName: string;
  hostAddress: string;
  hostPhone: string;
  hostEmail: string;
  // Step 5, Travel Information.
  arrivalFlightNumber: string;
  departureFlightNumber: string;
  portOfEntry: string;
  portOfExit: string;
  previousVisitToKenya: YesNo;
  lastVisitDate: string;
  convictedOfCrime: YesNo;
  deniedVisa: YesNo;
  // Step 6, Customs Declaration.
  carryingCash: YesNo;
  cashAmount: string;
  cashCurrency: string;
  carryingGoods: YesNo;
  goodsDescription: string;
  carryingMedicine: YesNo;
  medicineDescription: string;
  carryingWeapons: YesNo;
  carryingDrugs: YesNo;
  carryingAnimals: YesNo;
  animalsDescription: string;
  customsDeclaration: boolean;
  // Steps 1, 2 and 7: uploaded files.
  files: Partial<Record<WizardFileSlot, WizardFile>>;
  // Step 8, Confirm and Proceed: the four confirmations (the signature is kept apart, like the group journey's).
  confirmDataAccuracy: boolean;
  confirmTerms: boolean;
  confirmPrivacy: boolean;
  confirmPayment: boolean;
}

export type WizardField = Exclude<keyof WizardForm, 'files'> | WizardFileSlot;

/** The wizard's answers before anything is typed (phone code +254, spec §9). */
export function emptyWizardForm(): WizardForm {
  return {
    firstName: '',
    lastName: '',
    dateOfBirth: '',
    nationality: '',
    gender: '',
    passportNumber: '',
    passportIssueCountry: '',
    passportIssueDate: '',
    passportExpiryDate: '',
    email: '',
    phoneCountryCode: '+254',
    phoneNumber: '',
    homeAddress: '',
    city: '',
    stateProvince: '',
    postalCode: '',
    country: '',
    purposeOfVisit: '',
    arrivalDate: '',
    departureDate: '',
    accommodationType: '',
    hotelName: '',
    hotelAddress: '',
    hostName: '',
    hostAddress: '',
    hostPhone: '',
    hostEmail: '',
    arrivalFlightNumber: '',
    departureFlightNumber: '',
    portOfEntry: '',
    portOfExit: '',
    previousVisitToKenya: '',
    lastVisitDate: '',
    convictedOfCrime: '',
    deniedVisa: '',
    carryingCash: '',
    cashAmount: '',
    cashCurrency: '',
    carryingGoods: '',
    goodsDescription: '',
    carryingMedicine: '',
    medicineDescription: '',
    carryingWeapons: '',
    carryingDrugs: '',
    carryingAnimals: '',
    animalsDescription: '',
    customsDeclaration: false,
    files: {},
    confirmDataAccuracy: false,
    confirmTerms: false,
    confirmPrivacy: false,
    confirmPayment: false,
  };
}

/**
 * One finding of a step's check (`shared/wizard/rules.ts`): an error blocks Continue, a warning is shown
 * and does not. `message` is a site dictionary key (`wizard.error.*`, `wizard.warning.*`), `params` its
 * placeholders.
 */
export interface WizardIssue {
  readonly field: WizardField;
  readonly message: SiteKey;
  readonly level: 'error' | 'warning';
  readonly params?: Readonly<Record<string, string | number>>;
}

/**
 * What the server stores on the application item as `wizard` (and shows to staff, in the mails and
 * in the agreement PDF): every answer of steps 3 to 6, as validated by the server's schema. The
 * files become document items of traveller 0; the confirmations and the signature go with the
 * signed agreement.
 */
export type WizardAnswers = Omit<
  WizardForm,
  'files' | 'confirmDataAccuracy' | 'confirmTerms' | 'confirmPrivacy' | 'confirmPayment'
>;

/**
 * What the browser found in the files of steps 1 and 2 (issue 16): the passport page's machine-readable
 * zone as read (two lines joined by a line feed) and the photo check's findings, each tied to the staged
 * file it was made of (`fileKey`), so that a check of a file since replaced is never sent. Kept with the
 * same-device draft and sent with the create call; the server re-reads the MRZ and compares it with step
 * 3's answers, and recomputes the photo's findings from its measures. Additive to the contract above.
 */
export interface WizardFileChecks {
  readonly passportFile?: { readonly fileKey: string; readonly mrz: string };
  readonly photoFile?: { readonly fileKey: string; readonly photo: PhotoCheck };
}
export type WizardCheckedSlot = keyof WizardFileChecks;
