import type { ApplicantInput, ApplicationSubmissionInput } from '../../../../shared/journey/schemas';

/** A complete, valid applicant for a "today" of 2025-06-15. */
export function validApplicant(overrides: Partial<ApplicantInput> = {}): ApplicantInput {
  return {
    firstName: 'Amina',
    lastName: 'Otieno',
    dateOfBirth: '1990-05-20',
    gender: 'female',
    nationality: 'GB',
    passportNumber: 'AB1234567',
    passportIssuedDate: '2020-01-01',
    passportExpiryDate: '2030-01-01',
    passportIssuingCountry: 'GB',
    email: 'amina@example.com',
    phone: '+44 7700 900123',
    currentAddress: '1 High Street, London',
    dateOfArrival: '2025-07-01',
    dateOfDeparture: '2025-07-15',
    employmentStatus: 'employed',
    occupation: 'Engineer',
    emergencyContactName: 'Joseph Otieno',
    emergencyContactPhone: '+44 7700 900456',
    emergencyContactRelationship: 'spouse',
    ...overrides,
  };
}

export function validSubmission(
  overrides: Partial<ApplicationSubmissionInput> = {},
): ApplicationSubmissionInput {
  return {
    applicationType: 'tourist',
    processingType: 'fast',
    contactEmail: 'amina@example.com',
    contactPhone: '+44 7700 900123',
    applicantCount: 1,
    includeInsurance: false,
    applicants: [validApplicant()],
    locale: 'en',
    ...overrides,
  };
}
