import type { DestinationId } from '../../shared/destinations/types';
import type { ProcessingType } from '../../shared/journey/options';
import type { LocaleCode } from '../../shared/locales';
import {
  etaTypeOfPurpose,
  wizardApplicant,
  wizardContactPhone,
  type WizardApplicant,
} from '../../shared/wizard/applicant';
import type { WizardAnswers, WizardFile, WizardFileSlot } from '../../shared/wizard/form-data';
import type { WizardSubmission } from '../../shared/wizard/submission-schema';
import type { ApplicationSubmission } from '../../shared/journey/schemas';
import type { PassportScan, PhotoCheck } from '../../shared/passport/schemas';

/**
 * A wizard application as the create path stores it: the same application record as the group
 * journey's (one traveller), derived on the server from the answers the wizard's schema accepted, so
 * the applicant, the contact details and the eTA type can never disagree with the stored `wizard`.
 * The speed is stored as `normal` (the group journey's name for standard processing); the promise of
 * 3 working days comes from the wizard's price entry (`pricing.processingTime`).
 */
export interface WizardCreateSubmission {
  readonly product: 'wizard';
  readonly applicationType: ApplicationSubmission['applicationType'];
  readonly processingType: ProcessingType;
  readonly includeInsurance: false;
  readonly contactEmail: string;
  readonly contactPhone: string;
  readonly applicants: readonly WizardApplicant[];
  readonly locale: LocaleCode;
  readonly optInOffers?: boolean;
  readonly residenceCountry: string;
  readonly wizard: WizardAnswers;
  readonly files: Partial<Record<WizardFileSlot, WizardFile>>;
  /** Step 1's passport page as read in the browser: re-read and compared with the answers at attachment. */
  readonly passportScan?: PassportScan;
  /** Step 2's photo check: recorded with the photo, its findings recomputed from its measures. */
  readonly photoCheck?: PhotoCheck;
  readonly transportationMethod?: undefined;
  readonly passportScans?: undefined;
  readonly testData?: undefined;
  readonly totalAmount?: undefined;
  readonly departureCountry?: undefined;
}

export const wizardProcessingType: ProcessingType = 'normal';

export function toWizardCreate(submission: WizardSubmission): WizardCreateSubmission {
  const answers = submission.wizard;
  return {
    product: 'wizard',
    applicationType: etaTypeOfPurpose(answers.purposeOfVisit),
    processingType: wizardProcessingType,
    includeInsurance: false,
    contactEmail: answers.email,
    contactPhone: wizardContactPhone(answers.phoneCountryCode, answers.phoneNumber),
    applicants: [wizardApplicant(answers)],
    locale: submission.locale,
    ...(submission.optInOffers === undefined ? {} : { optInOffers: submission.optInOffers }),
    residenceCountry: answers.country,
    wizard: answers,
    files: submission.files as Partial<Record<WizardFileSlot, WizardFile>>,
    ...(submission.passportScan ? { passportScan: submission.passportScan } : {}),
    ...(submission.photoCheck ? { photoCheck: submission.photoCheck } : {}),
  };
}

/**
 * Which destination a group application is for, and its visa type there (`shared/destinations/`). The
 * public create request is Kenya's journey and carries neither (absent = Kenya): the server sets them
 * from the route a destination's journey posts to, never from the body.
 */
export interface DestinationChoice {
  readonly destination?: DestinationId;
  readonly visaType?: string;
  /** The country the travellers fly in from (ISO alpha-2), asked by a visa destination's journey. */
  readonly departureCountry?: string;
}

export type CreateSubmission = (ApplicationSubmission & DestinationChoice) | WizardCreateSubmission;

export const isWizardCreate = (s: CreateSubmission): s is WizardCreateSubmission => 'product' in s;
