/**
 * The group journey's messages the wizard's step checks reuse (`shared/wizard/rule-parts.ts`,
 * `rules-*.ts`): the wizard's island receives these besides its own `wizard.` keys. A unit test reads
 * the rules' sources and fails on a message key the island would not receive.
 */
export const wizardRuleMessageKeys = [
  'journey.error.country.invalid',
  'journey.error.countryCode.invalid',
  'journey.error.dateOfArrival.invalid',
  'journey.error.dateOfBirth.invalid',
  'journey.error.dateOfBirth.tooOld',
  'journey.error.dateOfDeparture.invalid',
  'journey.error.lastVisitDate.future',
  'journey.error.lastVisitDate.invalid',
  'journey.error.nationality.etaNotNeeded',
  'journey.error.option.invalid',
  'journey.error.passportExpiryDate.beforeIssue',
  'journey.error.passportExpiryDate.invalid',
  'journey.error.passportIssuedDate.beforeBirth',
  'journey.error.passportIssuedDate.future',
  'journey.error.passportIssuedDate.invalid',
  'journey.error.passportNumber.invalid',
  'journey.error.phone.invalid',
  'journey.error.text.tooLong',
] as const;
