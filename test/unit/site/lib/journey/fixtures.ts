import { blankApplicant, type ApplicantDraft, type Step1Draft } from '../../../../../site/lib/journey/draft';

/** A fixed "today" for every date rule. */
export const today = '2026-03-01';

export function validApplicant(id = 'a1', overrides: Partial<ApplicantDraft> = {}): ApplicantDraft {
  return {
    ...blankApplicant(id, 'tourist'),
    firstName: 'Ann',
    lastName: 'Lee',
    dateOfBirth: '1985-3-27',
    gender: 'female',
    nationality: 'GB',
    passportNumber: 'ab1234567',
    passportIssuedDate: '2019-6-14',
    passportExpiryDate: '2029-6-13',
    passportIssuingCountry: 'GB',
    email: 'ann@example.com',
    phone: '+44 7700 900123',
    currentAddress: '1 High Street, London',
    dateOfArrival: '2026-4-1',
    dateOfDeparture: '2026-4-15',
    employmentStatus: 'employed',
    occupation: 'Engineer',
    emergencyContactName: 'Bob Lee',
    emergencyContactPhone: '+44 7700 900456',
    emergencyContactRelationship: 'spouse',
    ...overrides,
  };
}

export const validStep1: Step1Draft = {
  numberOfApplicants: '2',
  etaType: 'business',
  transportationMethod: 'air',
  contactEmail: 'ann@example.com',
  contactEmail2: '',
  contactPhone: '7700 900123',
  countryCode: '+44',
};
