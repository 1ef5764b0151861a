import type { FactsChecked } from './types';

/**
 * The countries with a risk of yellow fever transmission (ISO 3166-1 alpha-2): a traveller who comes
 * from one of them, or transits through one for more than 12 hours, must show a yellow fever vaccination
 * certificate on arrival in Tanzania, so the documents step asks for it. The one table pages, the
 * documents rules and the server read.
 *
 * What was checked, and when (`yellowFeverChecked`): on 26 November 2026, without network access,
 * against the World Health Organization's list of countries with risk of yellow fever transmission
 * (International Travel and Health, country list) as known offline, which Tanzania's entry rule refers
 * to. Check it against the WHO list and the Tanzania Immigration Services Department before relying on
 * it, and update `yellowFeverChecked.on` when you do.
 */
export const yellowFeverChecked: FactsChecked = {
  on: '2026-11-26',
  source: 'World Health Organization, countries with risk of yellow fever transmission (as known offline)',
  officialUrl: 'https://visa.immigration.go.tz',
};

// prettier-ignore
export const yellowFeverCountries: readonly string[] = [
  // Africa
  'AO', 'BJ', 'BF', 'BI', 'CM', 'CF', 'TD', 'CG', 'CI', 'CD', 'GQ', 'ET', 'GA', 'GM', 'GH', 'GN',
  'GW', 'KE', 'LR', 'ML', 'MR', 'NE', 'NG', 'RW', 'SN', 'SL', 'SS', 'SD', 'TG', 'UG',
  // The Americas
  'AR', 'BO', 'BR', 'CO', 'EC', 'GF', 'GY', 'PA', 'PY', 'PE', 'SR', 'TT', 'VE',
];

const risk = new Set(yellowFeverCountries);

/** True when a traveller coming from the country (any case) needs a yellow fever certificate. */
export const needsYellowFeverCertificate = (countryCode: string): boolean =>
  risk.has(countryCode.trim().toUpperCase());
