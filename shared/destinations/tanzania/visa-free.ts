import type { FactsChecked } from '../types';

/**
 * Who needs no visa to visit Tanzania, by nationality (ISO 3166-1 alpha-2): the one table the pages'
 * "who needs a visa", the visa type choice and the server's validation of an application read. Everyone
 * else needs a visa; Tanzania's own citizens need none.
 *
 * What was checked, and when (`visaFreeChecked`): on 26 November 2026, without network access, against
 * the Tanzania Immigration Services Department's list of countries whose citizens do not require a visa
 * to enter Tanzania, as known to us offline (East African Community partners, most SADC members and a
 * number of Commonwealth states). The official portal was not reachable: check the table against it
 * before relying on it, and update `visaFreeChecked.on` when you do.
 *
 * Not modelled here: holders of Tanzanian residence permits and passes, and diplomatic or service
 * passports under bilateral agreements (the pages say so in prose).
 */
export const visaFreeChecked: FactsChecked = {
  on: '2026-11-26',
  source:
    'Tanzania Immigration Services Department, countries whose citizens do not require a visa (as known offline)',
  officialUrl: 'https://visa.immigration.go.tz',
};

/** The longest visit without a visa, in days. */
export const visaFreeMaxStayDays = 90;

// prettier-ignore
export const visaFreeNationalities: readonly string[] = [
  'AG', 'BS', 'BB', 'BZ', 'BW', 'BN', 'BI', 'CY', 'DM', 'SZ', 'FJ', 'GM', 'GH', 'GD', 'GY', 'JM',
  'KE', 'KI', 'LS', 'MW', 'MY', 'MV', 'MT', 'MU', 'MZ', 'NA', 'NR', 'PG', 'RO', 'RW', 'KN', 'LC',
  'VC', 'WS', 'SC', 'SG', 'SB', 'ZA', 'TO', 'TT', 'TV', 'UG', 'VU', 'ZM', 'ZW',
];

/** Tanzania's own citizens need no visa either. */
export const tanzaniaHomeCountry = 'TZ';

const visaFree = new Set(visaFreeNationalities);

/** True when citizens of the nationality (any case) need no visa to visit Tanzania. */
export function isTanzaniaVisaFree(code: string): boolean {
  const upper = code.trim().toUpperCase();
  return upper === tanzaniaHomeCountry || visaFree.has(upper);
}

/**
 * The destination's nationality rule under the name every visa destination's `visa-free.ts` gives it: the
 * details page loads it by that name on the journey's pages only (`site/lib/journey/journey-nationality.ts`).
 */
export const isVisaFree = isTanzaniaVisaFree;
