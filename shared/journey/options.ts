import type { JourneyKey } from '../i18n/types';

/**
 * Every option list of the application journey (spec §3), as const arrays with their types.
 * Labels are translation keys of the journey catalog, never English.
 */

export const etaTypes = ['tourist', 'business', 'transit'] as const;
export type EtaType = (typeof etaTypes)[number];

export const transportationMethods = ['air', 'sea', 'land'] as const;
export type TransportationMethod = (typeof transportationMethods)[number];

/** The dial codes offered on step 1 (the wizard uses the full country list). */
export const step1DialCodes = ['+1', '+44', '+33', '+49', '+39', '+34', '+90', '+254'] as const;
export type Step1DialCode = (typeof step1DialCodes)[number];
export const defaultStep1DialCode: Step1DialCode = '+1';

export const applicantCounts = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10'] as const;
export type ApplicantCountOption = (typeof applicantCounts)[number];
export const minApplicants = 1;
export const maxApplicants = 10;

export const processingTypes = ['normal', 'fast', 'super_fast'] as const;
export type ProcessingType = (typeof processingTypes)[number];

/** Older names of the speeds that clients may still send. */
export const processingTypeAliases = { urgent: 'fast', super_urgent: 'super_fast' } as const;

/** The processing type a value names (aliases accepted), or undefined. */
export function normalizeProcessingType(value: unknown): ProcessingType | undefined {
  if (typeof value !== 'string') return undefined;
  if ((processingTypes as readonly string[]).includes(value)) return value as ProcessingType;
  if (Object.hasOwn(processingTypeAliases, value)) {
    return processingTypeAliases[value as keyof typeof processingTypeAliases];
  }
  return undefined;
}

export const genders = ['male', 'female', 'other'] as const;
export type Gender = (typeof genders)[number];

export const maritalStatuses = ['single', 'married', 'divorced', 'widowed', 'separated'] as const;
export type MaritalStatus = (typeof maritalStatuses)[number];
export const defaultMaritalStatus: MaritalStatus = 'single';

export const passportTypes = ['ordinary', 'diplomatic', 'official'] as const;
export type PassportType = (typeof passportTypes)[number];
export const defaultPassportType: PassportType = 'ordinary';

export const purposesOfVisit = [
  'tourism',
  'business',
  'family',
  'medical',
  'conference',
  'transit',
  'education',
  'other',
] as const;
export type PurposeOfVisit = (typeof purposesOfVisit)[number];
export const defaultPurposeOfVisit: PurposeOfVisit = 'tourism';

/** The purpose of visit an applicant starts with, from the eTA type chosen on step 1. */
export function defaultPurposeFor(etaType: EtaType | undefined): PurposeOfVisit {
  if (etaType === 'business') return 'business';
  if (etaType === 'transit') return 'transit';
  return defaultPurposeOfVisit;
}

export const accommodationTypes = ['hotel', 'private', 'other'] as const;
export type AccommodationType = (typeof accommodationTypes)[number];

/** Ports of entry offered on the details page, with their proper names. */
export const detailsPorts = [
  { code: 'JKIA', name: 'Jomo Kenyatta International Airport (Nairobi)' },
  { code: 'MOI', name: 'Moi International Airport (Mombasa)' },
  { code: 'KLM', name: 'Kisumu International Airport' },
  { code: 'MAL', name: 'Malindi Airport' },
  { code: 'NYK', name: 'Nanyuki Airport' },
] as const;
export type PortCode = (typeof detailsPorts)[number]['code'];
export const portCodes = detailsPorts.map((p) => p.code) as readonly PortCode[] as readonly [
  PortCode,
  ...PortCode[],
];
export const defaultPortOfEntry: PortCode = 'JKIA';

export const employmentStatuses = ['employed', 'self-employed', 'unemployed', 'student', 'retired'] as const;
export type EmploymentStatus = (typeof employmentStatuses)[number];

export const emergencyRelationships = ['spouse', 'parent', 'sibling', 'child', 'friend', 'other'] as const;
export type EmergencyRelationship = (typeof emergencyRelationships)[number];

/** Default intended length of stay, in days. */
export const defaultLengthOfStay = 30;

/** The translation key of each option, per list. */
export const optionLabels = {
  etaType: {
    tourist: 'common.option.etaType.tourist',
    business: 'common.option.etaType.business',
    transit: 'common.option.etaType.transit',
  },
  transportationMethod: {
    air: 'journey.transport.air',
    sea: 'journey.transport.sea',
    land: 'journey.transport.land',
  },
  processingType: {
    normal: 'journey.processing.normal',
    fast: 'journey.processing.fast',
    super_fast: 'journey.processing.super_fast',
  },
  gender: {
    male: 'common.option.gender.male',
    female: 'common.option.gender.female',
    other: 'common.option.gender.other',
  },
  maritalStatus: {
    single: 'common.option.maritalStatus.single',
    married: 'common.option.maritalStatus.married',
    divorced: 'common.option.maritalStatus.divorced',
    widowed: 'common.option.maritalStatus.widowed',
    separated: 'common.option.maritalStatus.separated',
  },
  passportType: {
    ordinary: 'common.option.passportType.ordinary',
    diplomatic: 'common.option.passportType.diplomatic',
    official: 'common.option.passportType.official',
  },
  purposeOfVisit: {
    tourism: 'common.option.purposeOfVisit.tourism',
    business: 'common.option.purposeOfVisit.business',
    family: 'common.option.purposeOfVisit.family',
    medical: 'common.option.purposeOfVisit.medical',
    conference: 'common.option.purposeOfVisit.conference',
    transit: 'common.option.purposeOfVisit.transit',
    education: 'common.option.purposeOfVisit.education',
    other: 'common.option.purposeOfVisit.other',
  },
  accommodationType: {
    hotel: 'common.option.accommodationType.hotel',
    private: 'common.option.accommodationType.private',
    other: 'common.option.accommodationType.other',
  },
  portOfEntry: {
    JKIA: 'journey.port.JKIA',
    MOI: 'journey.port.MOI',
    KLM: 'journey.port.KLM',
    MAL: 'journey.port.MAL',
    NYK: 'journey.port.NYK',
  },
  employmentStatus: {
    employed: 'common.option.employmentStatus.employed',
    'self-employed': 'common.option.employmentStatus.self-employed',
    unemployed: 'common.option.employmentStatus.unemployed',
    student: 'common.option.employmentStatus.student',
    retired: 'common.option.employmentStatus.retired',
  },
  emergencyContactRelationship: {
    spouse: 'common.option.relationship.spouse',
    parent: 'common.option.relationship.parent',
    sibling: 'common.option.relationship.sibling',
    child: 'common.option.relationship.child',
    friend: 'common.option.relationship.friend',
    other: 'common.option.relationship.other',
  },
} as const satisfies {
  etaType: Record<EtaType, JourneyKey>;
  transportationMethod: Record<TransportationMethod, JourneyKey>;
  processingType: Record<ProcessingType, JourneyKey>;
  gender: Record<Gender, JourneyKey>;
  maritalStatus: Record<MaritalStatus, JourneyKey>;
  passportType: Record<PassportType, JourneyKey>;
  purposeOfVisit: Record<PurposeOfVisit, JourneyKey>;
  accommodationType: Record<AccommodationType, JourneyKey>;
  portOfEntry: Record<PortCode, JourneyKey>;
  employmentStatus: Record<EmploymentStatus, JourneyKey>;
  emergencyContactRelationship: Record<EmergencyRelationship, JourneyKey>;
};
