import type { WizardField, WizardStepId } from '../../../../shared/wizard/form-data';

/**
 * The answers of steps 3 to 6 in the order their screens show them: the error summary lists a step's
 * problems in this order, and a Change link of the confirm step can name the first field of a step.
 */
export const stepFieldOrder = {
  contact: [
    'firstName',
    'lastName',
    'dateOfBirth',
    'nationality',
    'gender',
    'passportNumber',
    'passportIssueCountry',
    'passportIssueDate',
    'passportExpiryDate',
    'email',
    'phoneCountryCode',
    'phoneNumber',
    'homeAddress',
    'city',
    'stateProvince',
    'postalCode',
    'country',
  ],
  trip: [
    'purposeOfVisit',
    'arrivalDate',
    'departureDate',
    'accommodationType',
    'hotelName',
    'hotelAddress',
    'hostName',
    'hostAddress',
    'hostPhone',
    'hostEmail',
  ],
  travel: [
    'arrivalFlightNumber',
    'departureFlightNumber',
    'portOfEntry',
    'portOfExit',
    'previousVisitToKenya',
    'lastVisitDate',
    'convictedOfCrime',
    'deniedVisa',
  ],
  customs: [
    'carryingCash',
    'cashAmount',
    'cashCurrency',
    'carryingGoods',
    'goodsDescription',
    'carryingMedicine',
    'medicineDescription',
    'carryingWeapons',
    'carryingDrugs',
    'carryingAnimals',
    'animalsDescription',
    'customsDeclaration',
  ],
} as const satisfies Partial<Record<WizardStepId, readonly WizardField[]>>;

const dates = new Set<WizardField>([
  'dateOfBirth',
  'passportIssueDate',
  'passportExpiryDate',
  'arrivalDate',
  'departureDate',
  'lastVisitDate',
]);
const radios = new Set<WizardField>([
  'gender',
  'accommodationType',
  'previousVisitToKenya',
  'convictedOfCrime',
  'deniedVisa',
  'carryingCash',
  'carryingGoods',
  'carryingMedicine',
  'carryingWeapons',
  'carryingDrugs',
  'carryingAnimals',
]);

/**
 * The id an error-summary link of an answer goes to (the form kit's rule): a date's day input, a radio
 * group's first radio, otherwise the input itself, whose id is the answer's name.
 */
export function wizardFieldTarget(field: WizardField): string {
  if (dates.has(field)) return `${field}-day`;
  if (radios.has(field)) return `${field}-0`;
  return field;
}
