/**
 * The operator's public details, shown on the contact, about and legal pages. One place to change them.
 * The company number and the registered office's street address are published here once they are
 * confirmed for this deployment; pages leave out what is not set rather than show a made-up value.
 */
export interface CompanyDetails {
  readonly tradingName: string;
  readonly legalName: string;
  readonly jurisdiction: string;
  readonly companyNumber?: string;
  /** Lines of the registered office address. */
  readonly registeredOffice: readonly string[];
  readonly supportEmail: string;
  readonly businessEmail: string;
  readonly privacyEmail: string;
}

export const company: CompanyDetails = {
  tradingName: 'Kenya eTA Online',
  legalName: 'Kenya eTA Online Ltd',
  jurisdiction: 'England and Wales',
  registeredOffice: ['London', 'United Kingdom'],
  supportEmail: 'support@kenyaeta.online',
  businessEmail: 'business@kenyaeta.online',
  privacyEmail: 'privacy@kenyaeta.online',
};
