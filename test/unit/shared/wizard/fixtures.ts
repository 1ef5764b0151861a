import { emptyWizardForm, type WizardFile, type WizardForm } from '../../../../shared/wizard/form-data';

/** The fixed "today" of the wizard's tests. */
export const today = '2026-06-15';

export const stagedFile = (fileName: string, contentType: string, size = 120_000): WizardFile => ({
  key: `staged/test/${fileName}`,
  fileName,
  size,
  contentType,
});

/** A wizard form that passes every step on `today` (hotel, first visit, nothing to declare). */
export function completeWizardForm(): WizardForm {
  return {
    ...emptyWizardForm(),
    firstName: 'Ayşe',
    lastName: 'Yılmaz',
    dateOfBirth: '1988-04-02',
    nationality: 'TR',
    gender: 'female',
    passportNumber: 'U12345678',
    passportIssueCountry: 'TR',
    passportIssueDate: '2022-03-01',
    passportExpiryDate: '2032-03-01',
    email: 'ayse@example.com',
    phoneCountryCode: '+90',
    phoneNumber: '532 123 4567',
    homeAddress: 'Bağdat Caddesi 12',
    city: 'İstanbul',
    stateProvince: 'İstanbul',
    postalCode: '34710',
    country: 'TR',
    purposeOfVisit: 'tourism',
    arrivalDate: '2026-07-01',
    departureDate: '2026-07-10',
    accommodationType: 'hotel',
    hotelName: 'Nairobi Serena Hotel',
    hotelAddress: 'Kenyatta Avenue, Nairobi',
    arrivalFlightNumber: 'TK607',
    departureFlightNumber: 'TK608',
    portOfEntry: 'JKIA',
    portOfExit: 'JKIA',
    previousVisitToKenya: 'no',
    convictedOfCrime: 'no',
    deniedVisa: 'no',
    carryingCash: 'no',
    carryingGoods: 'no',
    carryingMedicine: 'no',
    carryingWeapons: 'no',
    carryingDrugs: 'no',
    carryingAnimals: 'no',
    customsDeclaration: true,
    files: {
      passportFile: stagedFile('passport.pdf', 'application/pdf'),
      photoFile: stagedFile('photo.jpg', 'image/jpeg'),
      flightBooking: stagedFile('flight.pdf', 'application/pdf'),
      accommodationBooking: stagedFile('hotel.png', 'image/png'),
    },
    confirmDataAccuracy: true,
    confirmTerms: true,
    confirmPrivacy: true,
    confirmPayment: true,
  };
}

/** The form with some answers changed. */
export const withAnswers = (patch: Partial<WizardForm>): WizardForm => ({
  ...completeWizardForm(),
  ...patch,
});
