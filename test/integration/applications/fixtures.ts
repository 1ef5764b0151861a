import { randomUUID } from 'node:crypto';
import { addDays, addYears, todayFrom } from '../../../shared/journey/dates';
import type { ApplicantInput, ApplicationSubmissionInput } from '../../../shared/journey/schemas';

/** Valid journey input for tests, with no tie to a stack (the fault suite runs its own). */
const today = todayFrom(() => new Date());

/** A fresh contact address, so each test finds only its own records and mails. */
export function uniqueEmail(): string {
  return `traveller+${randomUUID()}@example.com`;
}

/** A valid applicant with dates relative to the real today (the server's clock). */
export function applicant(overrides: Partial<ApplicantInput> = {}): ApplicantInput {
  return {
    firstName: 'Amina',
    lastName: 'Otieno',
    dateOfBirth: '1990-05-20',
    gender: 'female',
    nationality: 'GB',
    passportNumber: 'AB1234567',
    passportIssuedDate: addYears(today, -2),
    passportExpiryDate: addYears(today, 8),
    passportIssuingCountry: 'GB',
    email: 'amina@example.com',
    phone: '+44 7700 900123',
    currentAddress: '1 High Street, London',
    dateOfArrival: addDays(today, 30),
    dateOfDeparture: addDays(today, 44),
    employmentStatus: 'employed',
    occupation: 'Engineer',
    emergencyContactName: 'Joseph Otieno',
    emergencyContactPhone: '+44 7700 900456',
    emergencyContactRelationship: 'spouse',
    ...overrides,
  };
}

export function submission(overrides: Partial<ApplicationSubmissionInput> = {}): ApplicationSubmissionInput {
  const applicants = overrides.applicants ?? [applicant()];
  return {
    applicationType: 'tourist',
    processingType: 'normal',
    contactEmail: uniqueEmail(),
    contactPhone: '+44 7700 900123',
    applicantCount: applicants.length,
    includeInsurance: false,
    applicants,
    locale: 'en',
    ...overrides,
  };
}
