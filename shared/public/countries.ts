import { etaRequirementFor, type ExemptionGroupId } from '../eta-exemptions';

/**
 * Nationalities on the public pages (ISO 3166-1 alpha-2 codes). Names are never stored here: pages
 * render them with `Intl.DisplayNames` in the page's language. Who needs an eTA is decided by the one
 * table of `shared/eta-exemptions.ts`; this module only chooses what the pages show of it.
 */

/**
 * The 32 nationalities the visa-requirements page names as needing an eTA (spec §2), as examples: every
 * nationality the exemption table does not list needs one (a test keeps these out of the table).
 */
// prettier-ignore
export const etaRequiredCountries = [
  'US', 'GB', 'CA', 'AU', 'NZ', 'IE', 'DE', 'FR', 'IT', 'ES', 'PT', 'NL', 'BE', 'LU', 'CH', 'AT',
  'SE', 'NO', 'DK', 'FI', 'PL', 'GR', 'RU', 'TR', 'CN', 'IN', 'JP', 'KR', 'BR', 'MX', 'AE', 'SA',
] as const;

/** Every nationality the eligibility checker offers: ISO 3166-1 alpha-2, Kenya itself excluded. */
// prettier-ignore
export const nationalityCodes = [
  'AD', 'AE', 'AF', 'AG', 'AL', 'AM', 'AO', 'AR', 'AT', 'AU', 'AZ', 'BA', 'BB', 'BD', 'BE', 'BF',
  'BG', 'BH', 'BI', 'BJ', 'BN', 'BO', 'BR', 'BS', 'BT', 'BW', 'BY', 'BZ', 'CA', 'CD', 'CF', 'CG',
  'CH', 'CI', 'CL', 'CM', 'CN', 'CO', 'CR', 'CU', 'CV', 'CY', 'CZ', 'DE', 'DJ', 'DK', 'DM', 'DO',
  'DZ', 'EC', 'EE', 'EG', 'ER', 'ES', 'ET', 'FI', 'FJ', 'FM', 'FR', 'GA', 'GB', 'GD', 'GE', 'GH',
  'GM', 'GN', 'GQ', 'GR', 'GT', 'GW', 'GY', 'HK', 'HN', 'HR', 'HT', 'HU', 'ID', 'IE', 'IL', 'IN',
  'IQ', 'IR', 'IS', 'IT', 'JM', 'JO', 'JP', 'KG', 'KH', 'KI', 'KM', 'KN', 'KP', 'KR', 'KW', 'KZ',
  'LA', 'LB', 'LC', 'LI', 'LK', 'LR', 'LS', 'LT', 'LU', 'LV', 'LY', 'MA', 'MC', 'MD', 'ME', 'MG',
  'MH', 'MK', 'ML', 'MM', 'MN', 'MO', 'MR', 'MT', 'MU', 'MV', 'MW', 'MX', 'MY', 'MZ', 'NA', 'NE',
  'NG', 'NI', 'NL', 'NO', 'NP', 'NR', 'NZ', 'OM', 'PA', 'PE', 'PG', 'PH', 'PK', 'PL', 'PS', 'PT',
  'PW', 'PY', 'QA', 'RO', 'RS', 'RU', 'RW', 'SA', 'SB', 'SC', 'SD', 'SE', 'SG', 'SI', 'SK', 'SL',
  'SM', 'SN', 'SO', 'SR', 'SS', 'ST', 'SV', 'SY', 'SZ', 'TD', 'TG', 'TH', 'TJ', 'TL', 'TM', 'TN',
  'TO', 'TR', 'TT', 'TV', 'TW', 'TZ', 'UA', 'UG', 'US', 'UY', 'UZ', 'VA', 'VC', 'VE', 'VN', 'VU',
  'WS', 'XK', 'YE', 'ZA', 'ZM', 'ZW',
] as const;

export type CountryCode = (typeof nationalityCodes)[number];

/** What the eligibility checker answers for a nationality: an eTA, or the exemption's group. */
export type Eligibility = 'eta' | ExemptionGroupId;

/** The checker's answer for a nationality, from the exemption table. */
export function eligibilityFor(code: string): Eligibility {
  const rule = etaRequirementFor(code);
  return rule.needsEta || rule.group === 'citizen' ? 'eta' : rule.group;
}

/** Country codes with their names in a language, sorted the way that language sorts them. */
export function localizedCountries(
  codes: readonly string[],
  languageTag: string,
): { code: string; name: string }[] {
  const names = new Intl.DisplayNames([languageTag], { type: 'region', fallback: 'code' });
  const collator = new Intl.Collator(languageTag);
  return codes
    .map((code) => ({ code, name: names.of(code) ?? code }))
    .sort((a, b) => collator.compare(a.name, b.name));
}
