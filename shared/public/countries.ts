/**
 * Who needs a Kenya eTA, by nationality (ISO 3166-1 alpha-2 codes). Names are never stored here: pages
 * render them with `Intl.DisplayNames` in the page's language.
 *
 * Kenya requires an eTA from every visitor except citizens of the countries it exempts. The lists below
 * are the ones the information pages show (32 nationalities that need an eTA, 16 visa-free, and the
 * exempt nationalities the start page names); every nationality not listed needs an eTA, as the rule
 * itself says. Rules change: the pages tell travellers to confirm with the official source before travel.
 */

/** The 32 nationalities the visa-requirements page lists as needing an eTA. */
// prettier-ignore
export const etaRequiredCountries = [
  'US', 'GB', 'CA', 'AU', 'NZ', 'IE', 'DE', 'FR', 'IT', 'ES', 'PT', 'NL', 'BE', 'LU', 'CH', 'AT',
  'SE', 'NO', 'DK', 'FI', 'PL', 'GR', 'RU', 'TR', 'CN', 'IN', 'JP', 'KR', 'BR', 'MX', 'AE', 'SA',
] as const;

/** The 16 nationalities the visa-requirements page lists as visa-free (no eTA needed). */
// prettier-ignore
export const visaFreeCountries = [
  'UG', 'TZ', 'RW', 'SS', 'CD', 'ET', 'ZA', 'GH', 'ZM', 'ZW', 'NA', 'MU', 'SC', 'MW', 'LS', 'SZ',
] as const;

/** Nationalities exempt from the eTA (the start page's list). */
export const etaExemptCountries = ['BW', 'DM', 'ER', 'FJ', 'JM', 'BB', 'BZ', 'BI'] as const;

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

/** What a nationality needs to visit Kenya. */
export type Eligibility = 'eta' | 'visaFree' | 'exempt';

const visaFree: ReadonlySet<string> = new Set(visaFreeCountries);
const exempt: ReadonlySet<string> = new Set(etaExemptCountries);

/** The rule for a nationality: visa-free or exempt when listed as such, otherwise an eTA is needed. */
export function eligibilityFor(code: string): Eligibility {
  const upper = code.toUpperCase();
  if (visaFree.has(upper)) return 'visaFree';
  if (exempt.has(upper)) return 'exempt';
  return 'eta';
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
