import { daysBetween, isIsoDate } from '../journey/dates';
import { defaultPassportType, type EtaType, type PassportType } from '../journey/options';
import type { WizardAnswers } from './form-data';

/**
 * The one traveller of a wizard application, in the group journey's applicant shape (spec §7: "the wizard
 * summary sends one applicant with a combined phone value"), built from the wizard's answers. The group
 * journey's questions the wizard does not ask (marital status, employment, occupation, emergency contact)
 * are absent, not invented; the wizard's own sections travel as `wizard` next to it.
 */
export interface WizardApplicant {
  readonly firstName: string;
  /** Not asked by the wizard (given names go in the first name, as in the passport). */
  readonly middleName?: string;
  readonly lastName: string;
  readonly dateOfBirth: string;
  readonly gender: 'male' | 'female' | 'other';
  readonly nationality: string;
  readonly passportNumber: string;
  readonly passportType: PassportType;
  readonly passportIssuedDate: string;
  readonly passportExpiryDate: string;
  readonly passportIssuingCountry: string;
  readonly email: string;
  readonly phone: string;
  readonly currentAddress: string;
  readonly purposeOfVisit: string;
  /** A code of the wizard's port list (`ports.ts`). */
  readonly portOfEntry: string;
  readonly dateOfArrival: string;
  readonly dateOfDeparture: string;
  readonly intendedLengthOfStay: number;
  readonly accommodationType: string;
  readonly accommodationName?: string;
  readonly accommodationAddress?: string;
  readonly accommodationPhone?: string;
  readonly hasVisitedKenya: boolean;
  readonly lastVisitDate?: string;
  /** The country of the home address. */
  readonly countryResidence: string;
}

/** The phone the application stores: the dial code, a space, then the number as typed (spec §7). */
export function wizardContactPhone(phoneCountryCode: string, phoneNumber: string): string {
  return `${phoneCountryCode.trim()} ${phoneNumber.trim()}`;
}

/** The eTA type of a wizard application, from its purpose of visit (the wizard does not ask it). */
export function etaTypeOfPurpose(purpose: string): EtaType {
  if (purpose === 'business' || purpose === 'conference') return 'business';
  if (purpose === 'transit') return 'transit';
  return 'tourist';
}

/** The home address on one line: street, postal code and city, state or province, country code. */
export function wizardHomeAddress(a: WizardAnswers): string {
  const cityLine = [a.postalCode.trim(), a.city.trim()].filter(Boolean).join(' ');
  return [a.homeAddress.trim(), cityLine, a.stateProvince.trim(), a.country.trim().toUpperCase()]
    .filter(Boolean)
    .join(', ');
}

/** Where the traveller stays: the hotel's or the host's details, whichever the answers give. */
function accommodation(
  a: WizardAnswers,
): Pick<WizardApplicant, 'accommodationName' | 'accommodationAddress' | 'accommodationPhone'> {
  const hotel = a.accommodationType === 'hotel';
  const host = a.accommodationType === 'private';
  const fields = {
    accommodationName: hotel ? a.hotelName : host ? a.hostName : '',
    accommodationAddress: hotel ? a.hotelAddress : host ? a.hostAddress : '',
    accommodationPhone: host ? a.hostPhone : '',
  };
  return Object.fromEntries(
    Object.entries(fields)
      .map(([k, v]) => [k, v.trim()])
      .filter(([, v]) => v !== ''),
  );
}

/** The traveller of a wizard application, from answers the wizard's schema accepted. */
export function wizardApplicant(a: WizardAnswers): WizardApplicant {
  const stay =
    isIsoDate(a.arrivalDate) && isIsoDate(a.departureDate) ? daysBetween(a.arrivalDate, a.departureDate) : 0;
  const visited = a.previousVisitToKenya === 'yes';
  return {
    firstName: a.firstName.trim(),
    lastName: a.lastName.trim(),
    dateOfBirth: a.dateOfBirth.trim(),
    gender: a.gender as WizardApplicant['gender'],
    nationality: a.nationality.trim().toUpperCase(),
    passportNumber: a.passportNumber.trim().toUpperCase(),
    passportType: defaultPassportType,
    passportIssuedDate: a.passportIssueDate.trim(),
    passportExpiryDate: a.passportExpiryDate.trim(),
    passportIssuingCountry: a.passportIssueCountry.trim().toUpperCase(),
    email: a.email.trim(),
    phone: wizardContactPhone(a.phoneCountryCode, a.phoneNumber),
    currentAddress: wizardHomeAddress(a),
    purposeOfVisit: a.purposeOfVisit.trim(),
    portOfEntry: a.portOfEntry.trim(),
    dateOfArrival: a.arrivalDate.trim(),
    dateOfDeparture: a.departureDate.trim(),
    intendedLengthOfStay: stay,
    accommodationType: a.accommodationType,
    ...accommodation(a),
    hasVisitedKenya: visited,
    ...(visited && a.lastVisitDate.trim() ? { lastVisitDate: a.lastVisitDate.trim() } : {}),
    countryResidence: a.country.trim().toUpperCase(),
  };
}
